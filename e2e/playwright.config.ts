import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// Journeys in Debian's Chromium (never a downloaded browser) against the built SPA served by the
// built BFF in mock mode. Each worker starts a BFF of its own on a free port, with nothing shared:
// mock world, cache and sessions in its memory (support/fixtures.ts).

const jsonReport = process.env.E2E_JSON_REPORT;

/** The journeys that need the service worker, which every other journey blocks. */
const PWA_JOURNEYS = /pwa\.spec\.ts$/;

const CHROMIUM = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 900 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  // Journeys are independent (a fresh player each, the world reset after each): any order, any
  // worker. Two workers: the machine has two cores, and each worker drives a browser and a BFF.
  fullyParallel: true,
  workers: 2,
  // A journey that passes only on a retry is a bug: none are allowed.
  retries: 0,
  forbidOnly: true,
  // A journey's limit catches a hang; it does not measure speed (bench/ does). The same journeys
  // take two or three times as long on a slower or busier two-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: jsonReport === undefined ? 'list' : [['list'], ['json', { outputFile: jsonReport }]],
  outputDir: fileURLToPath(new URL('../reports/e2e-results', import.meta.url)),
  use: {
    serviceWorkers: 'block',
    // A failed journey keeps its trace (actions, network, DOM snapshots) and a screenshot of
    // where it stopped. The trace's screencast is left out: encoding it for every journey cost
    // the browser about a tenth of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    locale: 'en-US',
    // Journeys run as a player who asked for less motion: no carousel autoplay, counter or
    // transition to wait out. A journey about motion itself sets 'no-preference'.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: PWA_JOURNEYS,
      use: CHROMIUM,
    },
    {
      // The installed app's journeys: the service worker runs (docs/decisions/036-pwa.md).
      name: 'pwa',
      testMatch: PWA_JOURNEYS,
      use: { ...CHROMIUM, serviceWorkers: 'allow' },
    },
  ],
});
