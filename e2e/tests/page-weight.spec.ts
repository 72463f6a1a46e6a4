import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { expect, signInContext, test } from '../support/fixtures.js';
import {
  CPU_SLOWDOWN,
  kilobytes,
  loadAndWeigh,
  median,
  phoneContext,
  totalKb,
  type MainThread,
  type PageWeight,
} from '../support/page-weight.js';
import { DEMO_PLAYERS } from '../support/qa-client.js';
import { POST_LOGIN_DEPOSIT_SHOWN_KEY, presetStorage } from '../support/storage.js';
import { query } from '../support/trpc-query.js';

// The key pages' first visit on a phone, held to page-weight-budget.json: the scripts (gzipped)
// and requests fetched until the network is quiet, and the main thread's task time and blocking
// time under a 4x slower CPU (the median of three loads, each in a fresh context: nothing
// cached). A change that makes a first screen heavier fails here with the page's scripts, largest
// first.

const budgetSchema = z.record(
  z.string(),
  z.object({
    role: z.enum(['guest', 'player']),
    /** The path, `:gameId` standing for a slot of the mock world. */
    path: z.string().startsWith('/'),
    scriptKb: z.number().positive(),
    requests: z.number().int().positive(),
    /** The main thread's CPU time in tasks (median), the work the page does. */
    taskMs: z.number().int().positive(),
    /** Long tasks' time past 50 ms (median): loose, as a busy machine lengthens it. */
    blockingMs: z.number().int().positive(),
  }),
);
const BUDGETS = budgetSchema.parse(
  JSON.parse(readFileSync(new URL('../page-weight-budget.json', import.meta.url), 'utf8')),
);
const RUNS = 3;

const slotsSchema = z.object({ items: z.array(z.object({ id: z.number().int() })) });

function report(name: string, weights: PageWeight[], threads: MainThread[]): string {
  const each = (pick: (thread: MainThread) => number) => threads.map(pick).join(', ');
  const heaviest = weights.reduce((a, b) => (totalKb(b.scripts) > totalKb(a.scripts) ? b : a));
  const scripts = [...heaviest.scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map(
      (script) =>
        `  ${String(kilobytes(script.gzipBytes)).padStart(6)} KB ${String(script.atMs).padStart(6)} ms  ${script.url}`,
    );
  return [
    `${name}: ${String(totalKb(heaviest.scripts))} KB of script in ${String(heaviest.scripts.length)} files, ` +
      `${String(heaviest.requests)} requests; at ${String(CPU_SLOWDOWN)}x: tasks ${each((t) => t.taskMs)} ms ` +
      `(script ${each((t) => t.scriptMs)}), blocking ${each((t) => t.blockingMs)} ms`,
    ...scripts,
  ].join('\n');
}

for (const [name, budget] of Object.entries(BUDGETS)) {
  test(`${name} stays within its budget on a phone's first visit`, async ({
    browser,
    bff,
    qa,
    request,
  }, testInfo) => {
    let path = budget.path;
    if (path.includes(':gameId')) {
      const [game] = (await query(request, 'games.byCategory', slotsSchema, { category: 'slots' }))
        .items;
      if (game === undefined) throw new Error('the mock world lists no slot');
      path = path.replace(':gameId', String(game.id));
    }
    const player =
      budget.role === 'player' ? await qa.createPlayer({ template: DEMO_PLAYERS.plain }) : null;
    // A page as a player meets it on most visits: without the mini-game's offer, which opens by
    // itself once a day (the world is put back after the test).
    await qa.setMiniGamesWorld({ closed: true });

    const weights: PageWeight[] = [];
    const threads: MainThread[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await phoneContext(browser, bff.baseURL);
      try {
        // A player's page is a later visit of a signed-in player: the deposit offer that follows
        // a sign-in has shown.
        await presetStorage(context, bff.baseURL, {
          session: { [POST_LOGIN_DEPOSIT_SHOWN_KEY]: 'true' },
        });
        if (player !== null) await signInContext(context, bff.baseURL, player);
        const page = await context.newPage();
        const { weight, mainThread } = await loadAndWeigh(page, path);
        weights.push(weight);
        threads.push(mainThread);
      } finally {
        await context.close();
      }
    }

    const scriptKb = median(weights.map((weight) => totalKb(weight.scripts)));
    const requests = median(weights.map((weight) => weight.requests));
    const taskMs = median(threads.map((thread) => thread.taskMs));
    const blockingMs = median(threads.map((thread) => thread.blockingMs));
    const figures = report(name, weights, threads);
    await testInfo.attach('page-weight', { body: figures, contentType: 'text/plain' });
    if (process.env.PAGE_WEIGHT_PRINT) console.log(figures);
    expect.soft(scriptKb, `script KB of ${name}\n${figures}`).toBeLessThanOrEqual(budget.scriptKb);
    expect.soft(requests, `requests of ${name}\n${figures}`).toBeLessThanOrEqual(budget.requests);
    expect.soft(taskMs, `task ms of ${name}\n${figures}`).toBeLessThanOrEqual(budget.taskMs);
    expect
      .soft(blockingMs, `blocking ms of ${name}\n${figures}`)
      .toBeLessThanOrEqual(budget.blockingMs);
  });
}
