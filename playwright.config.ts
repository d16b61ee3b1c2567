import { defineConfig, devices } from '@playwright/test';
import { E2E } from './tests/e2e/ports';

// Debian's Chromium: Playwright's own browser download is impossible offline.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: E2E.siteUrl,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: /(outage|cluster)\.spec\.ts/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // nginx + Redis + two more instances of the e2e build (issue 10): after the journeys, which
    // must not share the CPU with its loads.
    { name: 'cluster', testMatch: /cluster\.spec\.ts/, dependencies: ['journeys'], use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Stops the CMS: runs after every journey that needs it.
    { name: 'outage', testMatch: /outage\.spec\.ts/, dependencies: ['journeys'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
});
