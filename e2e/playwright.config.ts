// End-to-end tests in Debian's Chromium (never a downloaded browser) against
// the real server, started by the same script as `npm start`, on a fresh data
// folder: migrations, demo seed and the built web app, all for real.
import { defineConfig, devices } from '@playwright/test';
import { e2eBaseURL, e2eHealthURL, e2eServer } from './server.mjs';

export const baseURL = e2eBaseURL;
const server = e2eServer();

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
  // Waits for a screen (a heading, a button) give up after 10 s, not Playwright's 5: on a
  // 2-core CI machine running two browsers, a client-rendered screen has taken longer
  // than 5 s to appear. Speed is the benchmark's to judge (npm run bench), not a test's.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    // A trace records every action of every test to keep the failed ones' (about a second
    // a test); CI keeps no artifacts, so it records none there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
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
    command: server.command,
    url: e2eHealthURL,
    timeout: 180_000,
    // `npm test` starts the server once for its two runs (scripts/test.mjs) and says so.
    reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    env: server.env,
  },
});
