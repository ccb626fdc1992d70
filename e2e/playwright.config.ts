import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
const dataDir = path.join(os.tmpdir(), `nestwise-e2e-${process.pid}`);

/** Debian's Chromium, never a browser Playwright downloads (the machine has no such network). */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '../test-results/playwright.json' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/main.ts`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      // The one valuation test waits for the first (provisional) answer; the other tests need not
      // share the two cores with the whole stacked fit from start-up on.
      VALUATION_WARM_UP: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
    },
  },
});
