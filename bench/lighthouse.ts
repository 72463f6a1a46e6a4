// Lighthouse on the built product, in its default mobile emulation (a mid-range phone on a slow
// 4G link, simulated), then how fast two interactions paint on a 4x slower CPU. Builds nothing: it
// starts the built BFF (node apps/bff/dist/server.js, mock mode, no Redis, a free port) serving
// apps/web/dist, unless a URL is given.
// Lighthouse runs each page twice in the same Chromium: as a browser asks for it (Accept-Encoding:
// gzip, deflate, br, …) and, as the baseline, with compression refused (Accept-Encoding: identity).
// The pages default to the six key ones: a guest's main page and slots category, and a signed-in
// player's main page, game page (the lobby's first slot), bonuses and tournaments. A player is a
// fresh copy of a demo player (mock mode's QA API, POST /qa/players) signed in through auth.login;
// Lighthouse sends its session cookie, and the player's tab starts with the deposit and mini-games
// modals already shown (shownModalsScript says why).
// Run: pnpm bench:lighthouse [url] [/path | player:/path …]   (build first: pnpm -r run build)
// Prints the four category scores, FCP, LCP, CLS, TBT, Speed Index, the bytes sent and the LCP
// element; asserts nothing. BENCH_RUNS (3) runs each page that many times, alternating the two, and
// keeps the run of median performance: on a shared machine one run says little.
// Then, in Playwright's Chromium (375x812, touch, CPU 4x slower), the interaction to next paint
// (the longest Event Timing entry of the interaction) of a tap on a game tile's Play and of typing
// three letters in the search, on a guest's and a player's main page, against the same on a bare
// <button> and <input>: the median of BENCH_RUNS fresh loads each.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PLAYERS, QaClient, type QaPlayer } from '@casino/mock-world/qa';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import WebSocket from 'ws';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** A run Lighthouse could not record (NO_NAVSTART now and then) is run again, this many times. */
const RETRIES = 2;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = join(ROOT, 'apps/bff/dist/server.js');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
/** The demo player the bench's players copy: verified, no bonus, level 1, euro, English. */
const PLAYER_TEMPLATE = DEMO_PLAYERS.plain;

interface Variant {
  name: string;
  headers?: Record<string, string>;
}

/** The baseline first, so that the product's row reads against it. */
const VARIANTS: Variant[] = [
  { name: 'compression refused (baseline)', headers: { 'Accept-Encoding': 'identity' } },
  { name: 'as the browser asks' },
];

// ---------------------------------------------------------------------------------------------
// The built BFF, in a child process of its own.

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function startBff(): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error('no built BFF at apps/bff/dist/server.js: build first (pnpm -r run build)');
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      UPSTREAM_MODE: 'mock',
      REDIS_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the BFF exited while starting (code ${String(child.exitCode)})`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  await stopBff(child);
  throw new Error(`the BFF did not answer /healthz within ${String(START_TIMEOUT_MS)} ms`);
}

async function stopBff(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// The pages, and the player who loads some of them.

/** A page of the run: its path, and whether a guest or a signed-in player loads it. */
interface BenchPage {
  path: string;
  player: boolean;
}

const PLAYER_PREFIX = 'player:';

function pageOf(arg: string): BenchPage {
  const player = arg.startsWith(PLAYER_PREFIX);
  const path = player ? arg.slice(PLAYER_PREFIX.length) : arg;
  if (!path.startsWith('/')) {
    throw new Error(`a page is a path from the root (/de/games, player:/bonuses), not "${arg}"`);
  }
  return { path, player };
}

const pageName = (page: BenchPage) => (page.player ? `${PLAYER_PREFIX}${page.path}` : page.path);

interface Slot {
  id: number;
  name: string;
}

/** The lobby's first slot, as the BFF lists it: its game page is one of the default pages. */
async function firstSlot(base: string): Promise<Slot> {
  const input = encodeURIComponent(JSON.stringify({ category: 'slots' }));
  const answer = await fetch(`${base}/trpc/games.byCategory?input=${input}`);
  if (!answer.ok) throw new Error(`games.byCategory answered ${String(answer.status)}`);
  const body = (await answer.json()) as { result?: { data?: { items?: Partial<Slot>[] } } };
  const first = body.result?.data?.items?.[0];
  if (typeof first?.id !== 'number' || typeof first.name !== 'string') {
    throw new Error('games.byCategory listed no slot');
  }
  return { id: first.id, name: first.name };
}

/** A guest's main page and a category; a player's main page, a game, bonuses and tournaments. */
function defaultPages(slot: Slot): BenchPage[] {
  return [
    { path: '/', player: false },
    { path: '/games/slots', player: false },
    { path: '/', player: true },
    { path: `/game/${String(slot.id)}`, player: true },
    { path: '/bonuses', player: true },
    { path: '/tournaments', player: true },
  ];
}

interface SignedIn {
  player: QaPlayer;
  /** The session's cookies, each as a Cookie header names it. */
  cookies: { name: string; value: string }[];
}

const cookieHeader = (signedIn: SignedIn) =>
  signedIn.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

function qaClient(base: string): QaClient {
  return new QaClient(async (method, path, body) => {
    const answer = await fetch(`${base}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return { status: answer.status, text: await answer.text() };
  });
}

/**
 * A fresh player, so that no page inherits another's recently played games or shown modals: a
 * copy of PLAYER_TEMPLATE (mock mode's QA API), signed in as the SPA signs in (auth.login from the
 * BFF's own origin), whose answer sets the httpOnly session cookie. The mock world's sessions last
 * hours, far longer than a run.
 */
async function signIn(base: string): Promise<SignedIn> {
  const player = await qaClient(base).createPlayer({ template: PLAYER_TEMPLATE });
  const answer = await fetch(`${base}/trpc/auth.login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: player.email, password: player.password }),
  });
  if (!answer.ok) {
    throw new Error(`auth.login answered ${String(answer.status)}: ${await answer.text()}`);
  }
  const cookies = answer.headers.getSetCookie().flatMap((line) => {
    const pair = /^([^=;\s]+)=([^;]*)/.exec(line);
    return pair?.[1] === undefined ? [] : [{ name: pair[1], value: pair[2] ?? '' }];
  });
  if (cookies.length === 0) throw new Error('auth.login set no cookie');
  return { player, cookies };
}

/**
 * A player's tab as it is once its once-a-tab and once-a-day modals have shown, written before
 * the app's first script runs. The deposit modal that follows a sign-in opens on the first page
 * load of any tab that has not shown it (depositModalShown in session storage), not only right
 * after the sign-in: a fresh tab of a player signed in earlier opens it too. With that flag set,
 * the main page opens the mini-games modal by itself once a local day (gptGameIsAlreadyShowed_<id>
 * in local storage, the day as JSON; the mock clock unmoved). Either would cover the page
 * measured. The app's origin only: about:blank, which Lighthouse loads first, and the game's frame
 * have storage of their own or none.
 */
function shownModalsScript(origin: string, playerId: number): string {
  const dailyKey = `gptGameIsAlreadyShowed_${String(playerId)}`;
  return `(() => {
    if (window.origin !== ${JSON.stringify(origin)}) return;
    const now = new Date();
    const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    sessionStorage.setItem('depositModalShown', 'true');
    localStorage.setItem(${JSON.stringify(dailyKey)}, JSON.stringify(day));
  })();`;
}

interface CdpMessage {
  id?: number;
  error?: { message?: string };
  method?: string;
  params?: { sessionId?: string; waitingForDebugger?: boolean; targetInfo?: { type?: string } };
}

/**
 * Lighthouse opens a tab of its own for each run and can set headers but not storage. So, while a
 * player's page is audited, a DevTools connection of the bench's own has every new tab wait for
 * it (Target.setAutoAttach, waitForDebuggerOnStart), registers `source` in each new page before
 * its first document (Page.addScriptToEvaluateOnNewDocument), then lets it run. Closing the
 * connection takes the script away again.
 */
async function scriptInNewTabs(
  port: number,
  source: string,
): Promise<{ close: () => Promise<void> }> {
  const version = (await (await fetch(`http://127.0.0.1:${String(port)}/json/version`)).json()) as {
    webSocketDebuggerUrl?: string;
  };
  if (version.webSocketDebuggerUrl === undefined) throw new Error('Chromium named no DevTools URL');
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await once(socket, 'open');
  let lastId = 0;
  const calls = new Map<number, { done: () => void; fail: (error: Error) => void }>();
  const send = (method: string, params: object, sessionId?: string) =>
    new Promise<void>((done, fail) => {
      lastId += 1;
      calls.set(lastId, { done, fail });
      socket.send(JSON.stringify({ id: lastId, method, params, sessionId }));
    });
  socket.on('message', (data) => {
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString()
      : new TextDecoder().decode(data);
    const message = JSON.parse(text) as CdpMessage;
    if (message.id !== undefined) {
      const call = calls.get(message.id);
      calls.delete(message.id);
      if (message.error) call?.fail(new Error(message.error.message ?? 'DevTools call failed'));
      else call?.done();
      return;
    }
    const sessionId = message.params?.sessionId;
    if (message.method !== 'Target.attachedToTarget' || sessionId === undefined) return;
    const isPage = message.params?.targetInfo?.type === 'page';
    const waiting = message.params?.waitingForDebugger === true;
    void (async () => {
      try {
        if (isPage) {
          // The script is only run for a session that has the Page domain on.
          await send('Page.enable', {}, sessionId);
          await send('Page.addScriptToEvaluateOnNewDocument', { source }, sessionId);
        }
      } catch (error) {
        // A page without the script shows the player's modals: say so beside the figures.
        console.warn(`  warning: a tab got no storage preset (${String(error)})`);
      } finally {
        // Whatever happened, the tab must not wait for us for ever.
        if (waiting) await send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => null);
      }
    })();
  });
  await send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
  });
  return {
    close: async () => {
      const closed = once(socket, 'close');
      socket.close();
      await closed;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

interface Figures {
  scores: number[];
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  speedIndex: number;
  sentBytes: number;
  requests: number;
  /** The element of the largest contentful paint, as Lighthouse quotes it. */
  lcpElement: string | undefined;
  warnings: string[];
}

/** The LCP element's snippet from its audit (a table of one node, or a list of tables). */
function lcpElementOf(lhr: Result): string | undefined {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[]; node?: { snippet?: string } }[] }
    | undefined;
  const first = details?.items?.[0];
  const snippet = first?.items?.[0]?.node?.snippet ?? first?.node?.snippet;
  return snippet === undefined ? undefined : snippet.replace(/\s+/g, ' ').slice(0, 160);
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

function figuresOf(lhr: Result): Figures {
  const requests = lhr.audits['network-requests']?.details;
  return {
    scores: CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbt: numeric(lhr, 'total-blocking-time'),
    speedIndex: numeric(lhr, 'speed-index'),
    sentBytes: numeric(lhr, 'total-byte-weight'),
    requests: requests?.type === 'table' ? requests.items.length : Number.NaN,
    lcpElement: lcpElementOf(lhr),
    warnings: lhr.runtimeError ? [lhr.runtimeError.message] : lhr.runWarnings.map(String),
  };
}

async function audit(
  chrome: LaunchedChrome,
  url: string,
  headers: Record<string, string>,
): Promise<Result> {
  const flags: Flags = {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(Object.keys(headers).length > 0 ? { extraHeaders: headers } : {}),
  };
  for (let attempt = 0; ; attempt += 1) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (process.env.BENCH_DUMP)
      (await import('node:fs')).writeFileSync(process.env.BENCH_DUMP, JSON.stringify(result.lhr));
    if (!result.lhr.runtimeError || attempt >= RETRIES) return result.lhr;
  }
}

/** The run of median performance score (Lighthouse's own advice for several runs). */
function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no run');
  return median;
}

// ---------------------------------------------------------------------------------------------
// The table.

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const COLUMNS: [string, number][] = [
  ['', 34],
  ['perf', 5],
  ['a11y', 5],
  ['b.p.', 5],
  ['seo', 5],
  ['FCP', 8],
  ['LCP', 8],
  ['CLS', 7],
  ['TBT', 8],
  ['SI', 8],
  ['sent', 9],
  ['reqs', 5],
];

function row(cells: string[], columns: [string, number][] = COLUMNS): string {
  return cells
    .map((cell, index) => {
      const width = columns[index]?.[1] ?? 8;
      return index === 0 ? cell.padEnd(width) : cell.padStart(width);
    })
    .join(' ');
}

function figuresRow(name: string, figures: Figures): string {
  return row([
    name,
    ...figures.scores.map(String),
    seconds(figures.fcp),
    seconds(figures.lcp),
    figures.cls.toFixed(3),
    `${figures.tbt.toFixed(0)} ms`,
    seconds(figures.speedIndex),
    kib(figures.sentBytes),
    String(figures.requests),
  ]);
}

function versusRow(product: Figures, baseline: Figures): string {
  const delta = (a: number, b: number) => `${a - b >= 0 ? '+' : ''}${String(a - b)}`;
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
  return row([
    'vs baseline',
    ...product.scores.map((score, index) => delta(score, baseline.scores[index] ?? Number.NaN)),
    ratio(product.fcp, baseline.fcp),
    ratio(product.lcp, baseline.lcp),
    (product.cls - baseline.cls).toFixed(3),
    `${delta(Math.round(product.tbt), Math.round(baseline.tbt))} ms`,
    ratio(product.speedIndex, baseline.speedIndex),
    ratio(product.sentBytes, baseline.sentBytes),
    '',
  ]);
}

// ---------------------------------------------------------------------------------------------
// Interaction to next paint, in Playwright's Chromium. The root's TypeScript knows no DOM, so what
// runs in the page is given as text.

/** A phone's screen, as the journeys' page-weight check takes it. */
const PHONE = { width: 375, height: 812 } as const;
/** The CPU slowdown of Lighthouse's mobile emulation. */
const CPU_SLOWDOWN = 4;
/** The Event Timing API's least threshold: a shorter event is not reported at all. */
const DURATION_THRESHOLD_MS = 16;
/** A quick typist's pace; each key is an interaction of its own. */
const KEY_DELAY_MS = 120;
/** How long an interaction's first entry may take to come (it comes after the next paint). */
const ENTRY_WAIT_MS = 3_000;
const LOAD_TIMEOUT_MS = 90_000;

interface Interaction {
  name: string;
  /** The baseline's page: the bare control, nothing else (and its name in the table). */
  bare: string;
  /** The control, the page brought to the moment before the interaction (not measured). */
  control: (page: Page, bare: boolean) => Promise<Locator>;
  act: (page: Page, control: Locator) => Promise<unknown>;
}

function interactions(slot: Slot): Interaction[] {
  // The first letters of a seeded game, as a player looking for it types them.
  const letters = slot.name.slice(0, 3);
  return [
    {
      name: "tap a game tile's Play",
      bare: '<button>x</button>',
      control: (page, bare) =>
        Promise.resolve(
          bare
            ? page.locator('button')
            : page
                .locator('article[data-game-id]')
                .first()
                .getByRole('button', { name: /^Play / }),
        ),
      act: (_page, control) => control.tap(),
    },
    {
      name: `type "${letters}" in the search`,
      bare: '<input type="search">',
      control: async (page, bare) => {
        if (bare) {
          const input = page.locator('input');
          await input.focus();
          return input;
        }
        // On a phone the search opens from the bottom bar, its field focused.
        await page
          .getByRole('navigation', { name: 'Quick menu' })
          .getByRole('button', { name: 'Search' })
          .tap();
        const field = page.getByRole('combobox', { name: 'Game or provider' });
        await field.waitFor();
        await field.focus();
        return field;
      },
      act: (page) => page.keyboard.type(letters, { delay: KEY_DELAY_MS }),
    },
  ];
}

interface Subject {
  name: string;
  /** The bare control rather than the app's main page. */
  bare: boolean;
  player: boolean;
}

const BARE: Subject = { name: 'baseline', bare: true, player: false };
const SUBJECTS: Subject[] = [
  BARE,
  { name: '/', bare: false, player: false },
  { name: `${PLAYER_PREFIX}/`, bare: false, player: true },
];

// Playwright's waitForFunction compiles a text with new Function, which the app's CSP (no
// 'unsafe-eval') refuses; evaluate takes DevTools' way, which no CSP stops, and waits for a promise.

/** Until two frames have been drawn and a moment passed: the page has done what it was doing. */
const SETTLE = `new Promise((done) =>
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 250))))`;

/** Until the app has taken the first screen over (#root loses data-first-screen): whether it did. */
const TAKEN_OVER = `new Promise((done) => {
  const deadline = performance.now() + ${String(LOAD_TIMEOUT_MS)};
  const check = () => {
    if (document.querySelector('#root[data-first-screen]') === null) done(true);
    else if (performance.now() > deadline) done(false);
    else setTimeout(check, 50);
  };
  check();
})`;

/**
 * From now on, the duration of each event of an interaction (interactionId > 0); __benchEntry
 * settles at the first of them.
 */
const OBSERVE = `(() => {
  const durations = [];
  let entered;
  globalThis.__benchInteractions = durations;
  globalThis.__benchEntry = new Promise((done) => {
    entered = done;
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) durations.push(entry.duration);
    }
    if (durations.length > 0) entered();
  }).observe({ type: 'event', durationThreshold: ${String(DURATION_THRESHOLD_MS)} });
})()`;

/** Until the interaction's first entry came, or ENTRY_WAIT_MS passed (none reached the threshold). */
const ENTERED = `Promise.race([
  globalThis.__benchEntry,
  new Promise((done) => setTimeout(done, ${String(ENTRY_WAIT_MS)})),
])`;

/**
 * One fresh load and one interaction: its longest event, from input to the next paint, in ms; 0
 * when no event of it reached DURATION_THRESHOLD_MS.
 */
async function measure(
  browser: Browser,
  base: string,
  subject: Subject,
  interaction: Interaction,
  errors: Set<string>,
): Promise<number> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (subject.player) {
      // A player of its own each time: a tap on Play as one adds to their recently played.
      const signedIn = await signIn(base);
      await context.addCookies(signedIn.cookies.map((cookie) => ({ ...cookie, url: base })));
      await context.addInitScript({
        content: shownModalsScript(new URL(base).origin, signedIn.player.id),
      });
    }
    const page = await context.newPage();
    page.on('pageerror', (error: Error) =>
      errors.add(`${subject.name}: page error: ${error.message}`),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (subject.bare) {
      await page.setContent(interaction.bare);
    } else {
      await page.goto('/', { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
      if ((await page.evaluate(TAKEN_OVER)) !== true) {
        throw new Error('the app did not take the first screen over');
      }
    }
    const control = await interaction.control(page, subject.bare);
    await page.evaluate(SETTLE);
    await page.evaluate(OBSERVE);
    await interaction.act(page, control);
    await page.evaluate(ENTERED);
    // The interaction's later events (a key's keyup, the last key) come a frame or two later.
    await page.evaluate(SETTLE);
    return Number(await page.evaluate('Math.max(0, ...globalThis.__benchInteractions)'));
  } finally {
    await context.close();
  }
}

const INP_COLUMNS: [string, number][] = [
  ['', 34],
  ['median', 8],
  ['vs baseline', 12],
  ['  runs', 0],
];

const measured = (value: number) => value >= DURATION_THRESHOLD_MS;
function ms(value: number): string {
  if (Number.isNaN(value)) return 'failed';
  return measured(value) ? `${String(value)} ms` : `<${String(DURATION_THRESHOLD_MS)} ms`;
}

/**
 * The difference to the baseline's median. A baseline under the threshold (not reported) was
 * shorter than it, so the difference is more than the figure less the threshold.
 */
function versusBare(value: number, bare: number): string {
  if (!measured(value)) return '';
  if (!measured(bare)) return `>+${String(value - DURATION_THRESHOLD_MS)} ms`;
  return `${value >= bare ? '+' : ''}${String(value - bare)} ms`;
}

/** The median of the runs that did not fail (NaN when all did). */
function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function interactionTable(base: string, slot: Slot): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
  const errors = new Set<string>();
  try {
    console.log(
      `\nInteraction to next paint: the longest Event Timing entry of the interaction ` +
        `(durationThreshold ${String(DURATION_THRESHOLD_MS)} ms), Chromium ${browser.version()} ` +
        `by Playwright, ${String(PHONE.width)}x${String(PHONE.height)} touch, CPU ` +
        `${String(CPU_SLOWDOWN)}x slower; ${String(RUNS)} fresh load(s) a row, the median kept`,
    );
    for (const interaction of interactions(slot)) {
      const values = new Map<Subject, number[]>(SUBJECTS.map((subject) => [subject, []]));
      // As for Lighthouse, alternating spreads the noise of a shared machine over every row.
      for (let run = 0; run < RUNS; run += 1) {
        for (const subject of SUBJECTS) {
          // A run that fails (a control that never showed) is left out, and says why below.
          const value = await measure(browser, base, subject, interaction, errors).catch(
            (error: unknown) => {
              const message = error instanceof Error ? error.message : String(error);
              errors.add(`${subject.name}: ${message.split('\n')[0] ?? ''}`);
              return Number.NaN;
            },
          );
          values.get(subject)?.push(value);
        }
      }
      console.log(`\n${interaction.name}`);
      console.log(
        row(
          INP_COLUMNS.map(([name]) => name),
          INP_COLUMNS,
        ),
      );
      const bare = median(values.get(BARE) ?? []);
      for (const subject of SUBJECTS) {
        const runs = values.get(subject) ?? [];
        const value = median(runs);
        const versus = subject === BARE ? '' : versusBare(value, bare);
        const name = subject === BARE ? `${interaction.bare} (baseline)` : subject.name;
        console.log(row([name, ms(value), versus, `  ${runs.map(ms).join(', ')}`], INP_COLUMNS));
      }
    }
    for (const error of errors) console.log(`  error: ${error}`);
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------

const args = process.argv.slice(2);
const givenUrl = args.find((arg) => /^https?:\/\//.test(arg));
const givenPages = args.filter((arg) => arg !== givenUrl).map(pageOf);

let bff: { url: string; child: ChildProcess } | undefined;
let chrome: LaunchedChrome | undefined;
try {
  bff = givenUrl ? undefined : await startBff();
  const base = (givenUrl ?? bff?.url ?? '').replace(/\/+$/, '');
  const slot = await firstSlot(base);
  const pages = givenPages.length > 0 ? givenPages : defaultPages(slot);
  chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  let header = false;
  for (const page of pages) {
    const url = `${base}${page.path}`;
    // One player a page, signed in once: every run of the page, either variant, is theirs.
    const signedIn = page.player ? await signIn(base) : undefined;
    const presets = signedIn
      ? await scriptInNewTabs(
          chrome.port,
          shownModalsScript(new URL(base).origin, signedIn.player.id),
        )
      : undefined;
    const runs = new Map<Variant, Result[]>(VARIANTS.map((variant) => [variant, []]));
    try {
      // Alternating the variants spreads the noise of a shared machine over both.
      for (let run = 0; run < RUNS; run += 1) {
        for (const variant of VARIANTS) {
          const headers = {
            ...variant.headers,
            ...(signedIn ? { Cookie: cookieHeader(signedIn) } : {}),
          };
          runs.get(variant)?.push(await audit(chrome, url, headers));
        }
      }
    } finally {
      await presets?.close();
    }
    const results = VARIANTS.map((variant) => medianRun(runs.get(variant) ?? []));
    if (!header) {
      const lhr = results[0];
      if (lhr) {
        const settings = lhr.configSettings;
        const browser = /(?:Headless)?Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0];
        console.log(
          `Lighthouse ${lhr.lighthouseVersion}, ${settings.formFactor} emulation, ` +
            `${settings.throttlingMethod} throttling (${String(settings.throttling.rttMs)} ms RTT, ` +
            `${String(Math.round(settings.throttling.throughputKbps))} kbit/s, CPU ` +
            `${String(settings.throttling.cpuSlowdownMultiplier)}x slower), ${browser ?? 'Chromium'}, ` +
            `CPU benchmark index ${String(lhr.environment.benchmarkIndex)}`,
        );
        console.log(
          `${givenUrl ? base : `the built BFF on ${base} (mock mode)`}; ` +
            `${String(RUNS)} run(s) a row, the median kept (Node ${process.version})`,
        );
      }
      header = true;
    }
    const [baseline, product] = results.map(figuresOf);
    if (!baseline || !product) continue;
    console.log(
      `\n${pageName(page)}${signedIn ? `  (signed in as ${signedIn.player.email})` : ''}`,
    );
    console.log(row(COLUMNS.map(([name]) => name)));
    console.log(figuresRow(VARIANTS[0]?.name ?? '', baseline));
    console.log(figuresRow(VARIANTS[1]?.name ?? '', product));
    console.log(versusRow(product, baseline));
    if (product.lcpElement !== undefined) console.log(`  LCP element: ${product.lcpElement}`);
    for (const warning of new Set([...baseline.warnings, ...product.warnings])) {
      console.log(`  warning: ${warning}`);
    }
  }
  // Lighthouse's Chromium goes before the interactions, which need a quiet machine.
  chrome.kill();
  chrome = undefined;
  await interactionTable(base, slot);
} finally {
  chrome?.kill();
  if (bff) await stopBff(bff.child);
}
