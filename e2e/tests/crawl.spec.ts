import { join } from 'node:path';
import { UK_COUNTRY, type LanguageCode } from '@casino/shared';
import { queuedBonusId, worldFacts } from '../support/crawl-facts.js';
import { CELLS, planFor, UNKNOWN_SESSION, type WorldFacts } from '../support/crawl-plan.js';
import { Crawl, fileClaims, type AllowedFailure } from '../support/crawl-walk.js';
import { expect, test } from '../support/fixtures.js';

// A crawl of every route of the route table and every internal link its pages show, as a guest
// and as a player, on a phone and on a desktop, in the five languages' path forms: each page is
// the right one (never the 404 page for a real path), with no page error, no failed answer of the
// BFF, nothing wider than the screen, no raw i18n text and no CSP report, and each kind of page
// passes axe once. One test per role and width, so that the two workers share the crawl; each
// route is walked in every language across them (support/crawl-plan.ts), each link found once.
// A test's failure lists every problem it found, with where. CRAWL_TRACE=1 prints each visit.

/**
 * Failed BFF answers a page is right to meet. Beside these, a request the browser itself aborted
 * (a page left, a query no longer wanted) is no answer of the BFF and counts for nothing.
 */
const ALLOWED_FAILURES: readonly AllowedFailure[] = [
  {
    route: 'reauth',
    role: 'guest',
    url: /^\/trpc\/auth\.adopt\b/,
    status: 404,
    reason: `a guest's reauth link names a session the casino does not know (${UNKNOWN_SESSION}): the page says so and goes to main`,
  },
  {
    route: 'activateBonus',
    role: 'player',
    url: /^\/trpc\/bonuses\.activate\b/,
    status: 404,
    reason:
      "a UK player's link to an offer above the wagering cap is refused as no offer (decision 040): the page says so and goes to main",
  },
  ...(['auth', 'reauth'] as const).map((route): AllowedFailure => ({
    route,
    role: 'player',
    url: /^\/trpc\/[\w.,]+\?/,
    status: 401,
    reason:
      "a player's poll sent before the link's session replaced theirs is answered for the ended session (the next one has the new)",
  })),
];

/** gb is the UK's English (SPEC-NOTES): its pages are met by a visitor from the UK. */
const GEO_HEADER = 'x-country-code';

// A trace of hundreds of pages would cost the crawl much of its time; its report names every
// problem with where it was met.
test.use({ trace: 'off' });

CELLS.forEach((cell, cellIndex) => {
  test.describe(`${cell.role} at ${String(cell.width)} px`, () => {
    test.use({
      viewport: cell.width === 375 ? { width: 375, height: 812 } : { width: 1440, height: 900 },
      hasTouch: cell.width === 375,
    });

    test(`every route and link as a ${cell.role} at ${String(cell.width)} px`, async ({
      page,
      context,
      signIn,
      bff,
      qa,
      playwright,
    }, testInfo) => {
      // A limit for a hang only: the crawl prints its own time.
      test.setTimeout(300_000);
      const started = Date.now();
      let facts: WorldFacts;
      let beforeLanguage: (language: LanguageCode) => Promise<void>;
      if (cell.role === 'player') {
        const player = await qa.createPlayer();
        const { country } = await qa.playerState(player);
        await signIn(player);
        facts = await worldFacts(context.request, {
          bonusId: await queuedBonusId(context.request),
          freshSession: () => qa.sessionUuid(player),
        });
        // A player's account language wins over the path's (SPEC-NOTES), and gb is a UK
        // player's: each language's pages are met by the player signing in with that language
        // (and country) on the account, as the session holds what the account said at sign-in.
        beforeLanguage = async (language) => {
          await qa.setPlayerState(player, {
            language,
            country: language === 'gb' ? UK_COUNTRY : country,
          });
          await signIn(player);
        };
      } else {
        // A guest's bonus link names a bonus as a player of the same seed has it.
        const sample = await qa.createPlayer();
        const request = await playwright.request.newContext({ baseURL: bff.baseURL });
        try {
          const login = await request.post('/trpc/auth.login', {
            headers: { origin: bff.baseURL },
            data: { email: sample.email, password: sample.password },
          });
          expect(login.ok()).toBe(true);
          const bonusId = await queuedBonusId(request);
          facts = await worldFacts(context.request, { bonusId, freshSession: null });
        } finally {
          await request.dispose();
        }
        beforeLanguage = async (language) => {
          await page.setExtraHTTPHeaders(language === 'gb' ? { [GEO_HEADER]: UK_COUNTRY } : {});
        };
      }

      const crawl = new Crawl(page, {
        cell,
        origin: bff.baseURL,
        allowed: ALLOWED_FAILURES,
        beforeLanguage,
        // A link is walked once in a run (the runner's process id names the run), by whichever
        // cell reaches it first. Each route's own samples are walked in every cell all the same.
        claim: fileClaims(join(testInfo.project.outputDir, `crawl-links-${String(process.ppid)}`)),
      });
      await crawl.start();
      await crawl.walk(planFor(cellIndex, facts));
      const { pages, links, ms } = crawl.figures(Date.now() - started);
      console.log(
        `crawl, ${cell.role} at ${String(cell.width)} px: ${String(pages)} pages and ${String(links)} links in ${(ms / 1000).toFixed(1)} s`,
      );
      expect(crawl.problems, `${String(crawl.problems.length)} problems`).toEqual([]);
    });
  });
});
