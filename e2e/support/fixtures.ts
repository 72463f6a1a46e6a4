import { test as base, expect, type BrowserContext } from '@playwright/test';
import { type BffServer, startBff } from './bff-server.js';
import { BLOCKED_COUNTRY, THIRD_PARTY_SCRIPT } from './journeys.js';
import { DEMO_PLAYERS, QaClient, type QaPlayer } from './qa-client.js';
import { type RealtimeWatch, watchRealtime } from './realtime.js';
import { DEFAULT_STORAGE, presetStorage, type StoragePreset } from './storage.js';

// The journeys' test: every worker runs its own built BFF with its own mock world; every test
// leaves that world as it found it (POST /qa/reset afterwards), and a test that needs a player
// gets a fresh one. Journeys import `test` and `expect` from here, never from @playwright/test.

/** The BFF's settings for journeys: mock mode, everything in memory. */
export const BFF_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  UPSTREAM_MODE: 'mock',
  // In memory: nothing of these journeys lands in a Redis other suites use.
  REDIS_URL: '',
  LOG_LEVEL: 'warn',
  BLOCKED_COUNTRIES: BLOCKED_COUNTRY,
  THIRD_PARTY_SCRIPTS: THIRD_PARTY_SCRIPT,
  // The journeys log in more often than the production limits allow one address.
  RATE_LIMITS: 'login.ip=1000/60,login.account=1000/60,signUp.ip=1000/600',
  // Jackpot frames every half second, so a bump shows without a wait worth the name.
  REALTIME_JACKPOTS_POLL_MS: '500',
  // Nothing is in flight when a worker stops its BFF.
  SHUTDOWN_GRACE_MS: '1000',
  // No load shedding (overload.test.ts holds it to its promise): a journey's BFF shares two cores
  // with its browser and another worker's, and its event loop lags past the production limit
  // with no load of its own on a slow machine.
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  // The first screen's journeys look at a drawn screen: a slow machine's render is let finish.
  FIRST_SCREEN_RENDER_MS: '10000',
  FIRST_SCREEN_WAIT_MS: '10000',
};

export interface JourneyOptions {
  /** The demo player (email or id) the `player` fixture is copied from; plain by default. */
  playerTemplate: string;
  /** Storage values set before the app starts; the once-per-session flags by default. */
  storage: StoragePreset;
  /**
   * Whether the mini-games are open to players. Closed by default (the mock world's switch, as if
   * every player had used today's chances), so that journeys about something else meet no
   * GPT_GAME_MODAL opening by itself and no floating banner; the mini-games' own journeys open them.
   */
  miniGamesOpen: boolean;
}

export interface JourneyFixtures {
  /** A fresh account of this test alone, copied from `playerTemplate`. */
  player: QaPlayer;
  /**
   * Signs the page's browser context in through the API (auth.login with the context's request,
   * from the BFF's origin), so the httpOnly session cookie is the browser's. Call it before the
   * page loads the app (or reload after it).
   */
  signIn: (player: QaPlayer) => Promise<void>;
  /** The page's realtime socket, watched from before the page loads. */
  realtime: RealtimeWatch;
  /** Puts the world back to its seed after the test. */
  cleanWorld: undefined;
  /** Attaches what the BFF wrote (warnings, errors) during a test that failed. */
  bffOutputOnFailure: undefined;
}

export interface JourneyWorkerFixtures {
  /**
   * The BFF's environment (on top of this process's). A file that needs another setting uses
   * `test.use({ bffEnv: { ...BFF_ENV, NAME: 'value' } })` and gets workers of its own.
   */
  bffEnv: Record<string, string>;
  /** This worker's BFF (built SPA, mock world in process). */
  bff: BffServer;
  /** A typed client of this worker's /qa. */
  qa: QaClient;
}

export const test = base.extend<JourneyOptions & JourneyFixtures, JourneyWorkerFixtures>({
  bffEnv: [{ ...BFF_ENV }, { option: true, scope: 'worker' }],

  bff: [
    async ({ bffEnv }, use) => {
      const server = await startBff({ env: bffEnv });
      try {
        // The world is built on its first call (the seeded catalogue, the players): built here,
        // before any journey, the worker's first journey meets a world as warm as its last.
        const warmed = await fetch(`${server.baseURL}/qa/reset`, { method: 'POST' });
        if (!warmed.ok) throw new Error(`warming the mock world answered ${String(warmed.status)}`);
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],

  qa: [
    async ({ bff, playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: bff.baseURL });
      try {
        await use(new QaClient(request));
      } finally {
        await request.dispose();
      }
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ bff }, use) => {
    // A BFF that went away fails the next journey at once, with the reason; Playwright then
    // starts a new worker, with a new BFF, for the journeys after it.
    const exited = bff.exited();
    if (exited !== null) throw new Error(`this worker's BFF exited (${exited}):\n${bff.output()}`);
    await use(bff.baseURL);
  },

  cleanWorld: [
    async ({ qa }, use) => {
      await use(undefined);
      await qa.reset();
    },
    { auto: true },
  ],

  bffOutputOnFailure: [
    async ({ bff }, use, testInfo) => {
      const from = bff.mark();
      await use(undefined);
      const output = bff.output(from);
      if (testInfo.status !== testInfo.expectedStatus && output !== '') {
        await testInfo.attach('bff-output', { body: output, contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],

  playerTemplate: [DEMO_PLAYERS.plain, { option: true }],
  storage: [DEFAULT_STORAGE, { option: true }],
  miniGamesOpen: [false, { option: true }],

  context: async ({ context, storage, bff, qa, miniGamesOpen }, use) => {
    await presetStorage(context, bff.baseURL, storage);
    // The world is put back to its seed (mini-games open) after each test.
    if (!miniGamesOpen) await qa.setMiniGamesWorld({ closed: true });
    await use(context);
  },

  player: async ({ qa, playerTemplate }, use) => {
    await use(await qa.createPlayer({ template: playerTemplate }));
  },

  // A guest's main and category pages arrive drawn by the BFF and are taken over by the app after
  // their first paint (docs/decisions/031): a journey acts once the app has them, as a tap before
  // that would do nothing.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const taken = () =>
      page.waitForFunction(() => document.querySelector('#root[data-first-screen]') === null);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await taken();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await taken();
      return response;
    };
    await use(page);
  },

  realtime: async ({ page, qa }, use) => {
    await use(watchRealtime(page, qa));
  },

  signIn: async ({ context, bff }, use) => {
    await use((player) => signInContext(context, bff.baseURL, player));
  },
});

/**
 * Signs `context` in as `player` through the API (auth.login from the BFF's origin): the httpOnly
 * session cookie is the context's. For a context a test makes itself; journeys use `signIn`.
 */
export async function signInContext(
  context: BrowserContext,
  origin: string,
  player: QaPlayer,
): Promise<void> {
  const response = await context.request.post('/trpc/auth.login', {
    headers: { origin },
    data: { email: player.email, password: player.password },
  });
  if (!response.ok()) {
    throw new Error(`auth.login answered ${response.status()}: ${await response.text()}`);
  }
}

export { expect };
