// The type check catches an undeclared code where the code is typed; this
// catches the rest: a code written as a plain string anywhere in the apps,
// their tests or the end-to-end tests must be declared in errors.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isErrorCode } from './errors.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FOLDERS = ['apps/server/src', 'apps/server/test', 'apps/web/src', 'e2e/tests', 'e2e/support'];
const USES = [
  /\bcode: '([A-Z][A-Z0-9_]+)'/g,
  /\b(?:AppError|errorBody|errorResponse|expectError)\([^'()]*'([A-Z][A-Z0-9_]+)'/g,
];

/** Node's system error names (a file store's ENOENT), not the API's codes. */
const SYSTEM_ERRORS = new Set(['ENOENT', 'EEXIST', 'EACCES', 'EPERM', 'EISDIR', 'ENOTDIR']);

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

describe('error codes in use', () => {
  it('are all declared', () => {
    const undeclared: string[] = [];
    let seen = 0;
    for (const folder of FOLDERS) {
      for (const file of sources(path.join(root, folder))) {
        const text = readFileSync(file, 'utf8');
        for (const pattern of USES) {
          for (const [, code] of text.matchAll(pattern)) {
            seen++;
            if (SYSTEM_ERRORS.has(code!)) continue;
            if (!isErrorCode(code)) undeclared.push(`${path.relative(root, file)}: ${code}`);
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect(undeclared).toEqual([]);
  });
});
