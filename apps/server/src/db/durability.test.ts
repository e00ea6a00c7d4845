import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('embedded database durability', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('loses no committed row when the process is killed with SIGKILL mid-write, and opens again', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/writer.ts', dataDir], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let lastCommitted = 0;
    let buffer = '';
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_c, s) => resolve(s)),
    );
    await new Promise<void>((resolve, reject) => {
      child.on('error', reject);
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          const m = /^committed (\d+)$/.exec(line);
          if (m) lastCommitted = Number(m[1]);
        }
        // Kill while it is busy writing, well past the first commits.
        if (lastCommitted >= 300) {
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    expect(await exited).toBe('SIGKILL');

    const reopened = await openDatabase({ dataDir });
    try {
      expect(await migrate(reopened)).toEqual([]);
      const rows = await reopened.rows<{ n: string }>(
        `select text as n from dev_outbox where "to" = '+910000000000'`,
      );
      const present = new Set(rows.map((r) => Number(r.n)));
      for (let i = 1; i <= lastCommitted; i++)
        expect(present.has(i), `row ${i} survived`).toBe(true);
      // And the database still takes writes.
      await reopened.rows(
        `insert into dev_outbox (channel, "to", text) values ('sms', '+910000000001', 'after')`,
      );
    } finally {
      await reopened.close();
    }
  });
});
