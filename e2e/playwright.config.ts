// End-to-end tests in Debian's Chromium (never a downloaded browser) against
// the real server, started by the same script as `npm start`, on a fresh data
// folder: migrations, demo seed and the built web app, all for real.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'clinic-e2e-'));
export const baseURL = `http://127.0.0.1:${port}`;

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/api/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      // Refunds and SMS leave through the outbox: send them within a second, not 30 s.
      OUTBOX_INTERVAL_MS: '1000',
    },
  },
});
