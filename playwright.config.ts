import { defineConfig, devices } from '@playwright/test';
import { chromiumChoice } from './scripts/lib/chromium';

// Run through `npm run test:e2e` (scripts/e2e.ts), which starts a scratch database, seeds it,
// builds and serves the site, and sets BASE_URL and DATABASE_URL for the tests.
const baseURL = process.env.BASE_URL ?? 'http://localhost:4321';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      // CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own browser (scripts/lib/chromium.ts).
      executablePath: chromiumChoice().executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
