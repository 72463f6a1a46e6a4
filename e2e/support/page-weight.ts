import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';

// What a key page costs a phone on its first visit: the scripts and requests the browser fetched
// until the network went quiet, and the main thread's long tasks under a 4x slower CPU. The
// page-weight journey holds these to page-weight-budget.json.

/** A phone's screen: the width the budgets are set for. */
export const PHONE = { width: 375, height: 812 } as const;

/** The CPU slowdown of a mid-range phone, as Lighthouse's mobile emulation takes it. */
export const CPU_SLOWDOWN = 4;

/**
 * The network is quiet once no request for a new address has started for this long after the
 * load: what the page fetches when the browser is idle (Lighthouse waits about as long) counts
 * too, and a poll asking the same address again (a game page's wallet every 3 s) does not keep
 * the page from ever being quiet.
 */
const QUIET_MS = 2_000;
const QUIET_LIMIT_MS = 30_000;

/** A task longer than this blocks input (the Long Tasks API's and TBT's threshold). */
const LONG_TASK_MS = 50;

export interface Fetched {
  url: string;
  /** The script's size gzipped at level 9, whatever encoding the server chose. */
  gzipBytes: number;
  /** When its request started, in ms from the navigation's start. */
  atMs: number;
}

export interface PageWeight {
  scripts: Fetched[];
  /** The addresses the page and its frames asked for (a poll's once), but data: URLs. */
  requests: number;
}

export interface MainThread {
  /** Sum over long tasks of their time past 50 ms (Total Blocking Time over the whole load). */
  blockingMs: number;
  /**
   * The main thread's CPU time in tasks (Chromium's TaskDuration in thread time), and of it in
   * script: work done, which a busy machine's waits do not lengthen as they do the tasks' wall
   * time.
   */
  taskMs: number;
  scriptMs: number;
}

/** Records the long tasks of every document of the context from its first moment. */
async function observeLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const tasks: number[] = [];
    Object.defineProperty(window, '__longTasks', { value: tasks });
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // No Long Tasks API: nothing is recorded and the check fails on its missing figures.
    }
  });
}

/**
 * Loads `path` in `page` with the CPU CPU_SLOWDOWN times slower until the network is quiet (no
 * request for QUIET_MS), counting what was fetched and the main thread's work.
 */
export async function loadAndWeigh(
  page: Page,
  path: string,
): Promise<{ weight: PageWeight; mainThread: MainThread }> {
  const pending: Promise<Fetched | undefined>[] = [];
  const asked = new Set<string>();
  let lastRequestAt = Date.now();
  const startedAt = Date.now();
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || asked.has(url)) return;
    asked.add(url);
    lastRequestAt = Date.now();
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const atMs = Math.round(response.request().timing().startTime - startedAt);
    pending.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          atMs,
        }),
        () => undefined,
      ),
    );
  });
  await observeLongTasks(page.context());
  const cdp = await page.context().newCDPSession(page);
  // Durations in the thread's CPU time, not the wall clock's.
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(path, { waitUntil: 'networkidle' });
  const giveUpAt = Date.now() + QUIET_LIMIT_MS;
  while (Date.now() - lastRequestAt < QUIET_MS && Date.now() < giveUpAt) {
    await page.waitForTimeout(QUIET_MS - (Date.now() - lastRequestAt));
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) =>
    Math.round((metrics.find((entry) => entry.name === name)?.value ?? Number.NaN) * 1000);
  const tasks = await page.evaluate(
    () => (window as unknown as { __longTasks?: number[] }).__longTasks ?? [],
  );
  const scripts = (await Promise.all(pending)).filter((fetched) => fetched !== undefined);
  return {
    weight: { scripts, requests: asked.size },
    mainThread: {
      blockingMs: Math.round(tasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0)),
      taskMs: metric('TaskDuration'),
      scriptMs: metric('ScriptDuration'),
    },
  };
}

/** A fresh context of a phone, as a first visit has: nothing cached, nothing stored. */
export async function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    serviceWorkers: 'block',
  });
}

export const kilobytes = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

export function totalKb(scripts: Fetched[]): number {
  return kilobytes(scripts.reduce((sum, script) => sum + script.gzipBytes, 0));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
