import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { BLOCKED_COUNTRY, THIRD_PARTY_SCRIPT } from './support/journeys.js';

// Journeys in Debian's Chromium (never a downloaded browser) against the built SPA served by the
// built BFF in mock mode, on a free port, with nothing shared: cache and sessions in memory.

/** A port nobody listens on; kept in the environment so that every worker agrees on it. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // A journey that passes only on a retry is a bug: none are allowed.
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: jsonReport === undefined ? 'list' : [['list'], ['json', { outputFile: jsonReport }]],
  outputDir: fileURLToPath(new URL('../reports/e2e-results', import.meta.url)),
  use: {
    baseURL,
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'chromium',
      use: {
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
      },
    },
  ],
  webServer: {
    command: 'node ../apps/bff/dist/server.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      UPSTREAM_MODE: 'mock',
      HOST: '127.0.0.1',
      PORT: String(port),
      // In memory: nothing of these journeys lands in a Redis other suites use.
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      BLOCKED_COUNTRIES: BLOCKED_COUNTRY,
      THIRD_PARTY_SCRIPTS: THIRD_PARTY_SCRIPT,
      // The journeys log in more often than the production limits allow one address.
      RATE_LIMITS: 'login.ip=1000/60,login.account=1000/60,signUp.ip=1000/600',
    },
  },
});
