// The server the end-to-end tests run against, as `npm start` runs it (the same
// script: migrations, demo seed and the built web app) on a fresh data folder.
// Playwright starts it for a run of its own (playwright.config.ts); `npm test`
// starts it once and runs the accessibility checks and then the rest against it
// (scripts/test.mjs), so the app is built and seeded once.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2ePort = Number(process.env.E2E_PORT ?? 3199);
export const e2eBaseURL = `http://127.0.0.1:${e2ePort}`;
export const e2eHealthURL = `${e2eBaseURL}/api/healthz`;

/** The command, from the e2e folder, and its environment on `dataDir`. */
export function e2eServer(dataDir = process.env.E2E_DATA_DIR) {
  return {
    command: 'node ../scripts/start.mjs',
    cwd: path.dirname(fileURLToPath(import.meta.url)),
    env: {
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'clinic-e2e-')),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      // Refunds and SMS leave through the outbox: send them within a second, not 30 s.
      OUTBOX_INTERVAL_MS: '1000',
    },
  };
}
