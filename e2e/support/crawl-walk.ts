import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  MESSAGE_CATALOGUES,
  localizePath,
  splitLanguagePrefix,
  type LanguageCode,
} from '@casino/shared';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import type { RouteId } from '../../apps/web/src/config/paths.js';
import axeCore from 'axe-core';
import { animationsEnded, seriousOf, WCAG_TAGS, type AxeViolation } from './axe.js';
import {
  expectationOf,
  routeOf,
  type Cell,
  type Expectation,
  type PlannedVisit,
  type Role,
} from './crawl-plan.js';
import { expectNoHorizontalOverflow } from './screens.js';

// The crawl's walker: one tab per cell, visiting the plan's pages and every internal link they
// show, collecting every problem on the way rather than stopping at the first. A language's first
// page is loaded in full, as a person arriving from outside meets it; the others are reached as
// the app moves between its pages, by a history entry its router follows (a language is a page
// load of its own: the app changes it only through its menu).

/** A failed BFF answer a page is right to meet, and why. */
export interface AllowedFailure {
  route: RouteId | null;
  role: Role;
  /** The request's path and query, e.g. /trpc/auth.adopt. */
  url: RegExp;
  status: number;
  reason: string;
}

/** How long a page may take to show its heading (and its dialog) and settle. */
const SETTLE_TIMEOUT_MS = 15_000;
/**
 * A page has settled once no request of its own is open and its content has not changed for this
 * long and for QUIET_FRAMES frames: a timer alone would let a starved renderer's late effects
 * (a redirect) slip past.
 */
const QUIET_MS = 100;
const QUIET_FRAMES = 3;
/** Requests a page has not settled without; art and fonts come as they come into view. */
const SETTLING_TYPES: ReadonlySet<string> = new Set(['fetch', 'xhr', 'script', 'stylesheet']);
/** How many times Escape is pressed to close what a page left open (a dialog, its "leave?"). */
const DISMISS_PRESSES = 3;
/** How many of the places a problem was met the report names. */
const PLACES_NAMED = 4;

/**
 * A raw i18n key as the locale files shape them (apps/web/src/app/locales and the features'):
 * camelCase segments joined by dots, maybe after a namespace ('account:layout.title'), standing
 * alone, not part of an address, an e-mail, a file name or a number.
 */
const RAW_KEY = String.raw`(?<![\w@./:-])(?:[a-z][a-zA-Z0-9]*:)?[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9]*)+(?![\w@/(-]|\.\w)`;
/** An interpolation i18next left in place. */
const RAW_INTERPOLATION = String.raw`\{\{\s*[\w.]+\s*\}\}`;

const NOT_FOUND_TITLES: ReadonlySet<string> = new Set(
  LANGUAGE_CODES.map((code) => MESSAGE_CATALOGUES[code].notFound.title),
);

interface Snapshot {
  pathname: string;
  lang: string;
  headings: string[];
  dialogs: number;
  scrollWidth: number;
  innerWidth: number;
  rawText: string[];
  links: string[];
}

declare global {
  interface Window {
    /** When the document's content last changed (or a visit began), in page time. */
    crawlChangedAt?: number;
    /** The change the settle check saw last, and the frames since without another. */
    crawlSeenChange?: number;
    crawlQuietFrames?: number;
    crawlCspViolation?: (report: string) => void;
    axe?: typeof axeCore;
  }
}

/**
 * Claims kept as files in `dir`, one per path, created only if absent: the cells run in worker
 * processes of their own, and the first to claim a path walks it.
 */
export function fileClaims(dir: string): (path: string) => boolean {
  const claim = (path: string, again: boolean): boolean => {
    try {
      writeFileSync(join(dir, encodeURIComponent(path)), '', { flag: 'wx' });
      return true;
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code === 'EEXIST') return false;
      // Made on first use, and again if a run of other journeys emptied the results folder.
      if (code !== 'ENOENT' || !again) throw error;
      mkdirSync(dir, { recursive: true });
      return claim(path, false);
    }
  };
  return (path) => claim(path, true);
}

/** What a cell walked. */
export interface CrawlFigures {
  pages: number;
  links: number;
  ms: number;
}

/** A link found on a page of the plan, walked once. */
interface FoundLink {
  href: string;
  /** The prefix-less path and query. */
  label: string;
  language: LanguageCode;
  from: string;
}

export interface CrawlOptions {
  cell: Cell;
  origin: string;
  allowed: readonly AllowedFailure[];
  /** Runs before a language's first page loads: the visitor becomes one who meets it. */
  beforeLanguage: (language: LanguageCode) => Promise<void>;
  /**
   * Marks a prefix-less path as walked for the whole crawl; false when another cell (or this
   * one) has already: each link is walked once across the cells.
   */
  claim: (path: string) => boolean;
}

export class Crawl {
  readonly #page: Page;
  readonly #options: CrawlOptions;
  /** Each problem once, with the places it was met. */
  readonly #found = new Map<string, string[]>();
  readonly #open = new Set<Request>();
  #onSettled: (() => void) | null = null;
  #route: RouteId | null = null;
  #where = 'before the first page';
  /** The visit each request was made in: an answer may come after the next visit began. */
  readonly #askedIn = new WeakMap<Request, { route: RouteId | null; where: string }>();
  /** The language of the document, null before the first load and when a dialog stayed open. */
  #loaded: LanguageCode | null = null;
  /** The route of the page shown last. */
  #shownRoute: RouteId | null = null;
  /** Prefix-less paths visited (asked for or ended on): a link to one is not walked again. */
  readonly #seen = new Set<string>();
  /** Links by prefix-less path: the same page in another language is the same link. */
  readonly #links = new Map<string, FoundLink>();
  #pages = 0;
  #linksWalked = 0;

  constructor(page: Page, options: CrawlOptions) {
    this.#page = page;
    this.#options = options;
  }

  /** Every problem, each with where it was met. */
  get problems(): string[] {
    return [...this.#found].map(([what, places]) => {
      const more = places.length - PLACES_NAMED;
      const named = places.slice(0, PLACES_NAMED).join('; ');
      return `${what} (${named}${more > 0 ? `; and ${String(more)} more` : ''})`;
    });
  }

  get #cellName(): string {
    return `${this.#options.cell.role} ${String(this.#options.cell.width)} px`;
  }

  #problem(what: string, where = this.#where): void {
    const places = this.#found.get(what) ?? [];
    if (!places.includes(where)) places.push(where);
    this.#found.set(what, places);
  }

  /** Listens to the tab: errors, failed requests, CSP reports and what keeps a page busy. */
  async start(): Promise<void> {
    const page = this.#page;
    const sameOrigin = (url: string) => url.startsWith(`${this.#options.origin}/`);
    const close = (request: Request) => {
      this.#open.delete(request);
      if (this.#open.size === 0) this.#onSettled?.();
    };
    page.on('request', (request) => {
      if (!sameOrigin(request.url())) return;
      this.#askedIn.set(request, { route: this.#route, where: this.#where });
      if (SETTLING_TYPES.has(request.resourceType())) this.#open.add(request);
    });
    page.on('requestfinished', close);
    page.on('requestfailed', (request) => {
      close(request);
      const error = request.failure()?.errorText ?? 'failed';
      // Aborted is the browser's own doing: a page left, a query no longer wanted.
      if (!sameOrigin(request.url()) || error === 'net::ERR_ABORTED') return;
      const { where } = this.#askedIn.get(request) ?? { where: this.#where };
      this.#problem(`${request.method()} ${this.#relative(request.url())} failed: ${error}`, where);
    });
    page.on('response', (response) => {
      const url = response.url();
      if (!sameOrigin(url) || response.status() < 400) return;
      const request = response.request();
      const { route, where } = this.#askedIn.get(request) ?? {
        route: this.#route,
        where: this.#where,
      };
      const relative = this.#relative(url);
      const status = response.status();
      if (this.#isAllowed(route, relative, status)) return;
      this.#problem(`${request.method()} ${relative} answered ${String(status)}`, where);
    });
    page.on('pageerror', (error) => {
      this.#problem(`page error: ${error.message}`);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // A failed load from the app's own origin is judged by its answer, above.
      if (text.startsWith('Failed to load resource') && sameOrigin(message.location().url)) return;
      this.#problem(`console error: ${text}`);
    });
    await page.exposeFunction('crawlCspViolation', (report: string) => {
      this.#problem(`CSP violation: ${report}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const source = event.sourceFile === '' ? '' : ` by ${event.sourceFile}`;
        window.crawlCspViolation?.(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${source}`,
        );
      });
      if (window.top !== window) return;
      window.crawlChangedAt = performance.now();
      new MutationObserver(() => {
        window.crawlChangedAt = performance.now();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
  }

  #relative(url: string): string {
    return url.slice(this.#options.origin.length);
  }

  #isAllowed(route: RouteId | null, relative: string, status: number): boolean {
    return this.#options.allowed.some(
      (allowed) =>
        allowed.route === route &&
        allowed.role === this.#options.cell.role &&
        allowed.status === status &&
        allowed.url.test(relative),
    );
  }

  /**
   * Walks the plan's visits and the links their pages show, a language at a time: its pages,
   * then the links they showed that no visit reached, then the pages that leave a dialog open.
   * The shell's own axe pass comes after the first language's links; links met only later (on a
   * page with a dialog, or in another language) are walked at the end.
   */
  async walk(visits: readonly PlannedVisit[]): Promise<void> {
    const languages = this.#languageOrder();
    for (const [index, language] of languages.entries()) {
      const group = visits.filter((visit) => visit.language === language);
      for (const visit of group.filter((visit) => !this.#leavesDialog(visit))) {
        this.#pages += 1;
        await this.#visit(visit, null);
      }
      await this.#walkLinks(language, false);
      if (index === 0) await this.#shellAxe();
      for (const visit of group.filter((visit) => this.#leavesDialog(visit))) {
        this.#pages += 1;
        await this.#visit(visit, null);
      }
      await this.#walkLinks(language, true);
    }
    // The rest in the language the tab shows: a link is walked once, in any language's form.
    await this.#walkLinks(this.#loaded ?? languages.at(-1) ?? DEFAULT_LANGUAGE, null);
  }

  #leavesDialog(visit: Pick<PlannedVisit, 'route' | 'label'>): boolean {
    return (
      visit.route !== null &&
      expectationOf(visit.route, this.#options.cell.role, visit.label).dialog
    );
  }

  /**
   * Walks each link whose page no visit has reached yet: those whose page leaves a dialog open,
   * or the others, in `language`; or (dialogs null) all that are left, in that language's form.
   */
  async #walkLinks(language: LanguageCode, dialogs: boolean | null): Promise<void> {
    for (const [path, link] of this.#links) {
      if (dialogs !== null && link.language !== language) continue;
      if (this.#seen.has(path) || !this.#options.claim(path)) continue;
      const moved = link.language !== language;
      const visit = {
        route: routeOf(path),
        label: link.label,
        target: moved
          ? `${localizePath(path, language)}${new URL(link.href, this.#options.origin).search}`
          : link.href,
        language,
      };
      if (dialogs !== null && this.#leavesDialog(visit) !== dialogs) continue;
      this.#linksWalked += 1;
      await this.#visit({ ...visit, axe: false }, link.from);
    }
  }

  /**
   * The axe pass of the shell every page shares (header, menus, footer with its sections, the
   * bottom bar on a phone), on the page shown last.
   */
  async #shellAxe(): Promise<void> {
    this.#route = this.#shownRoute;
    this.#where = `${this.#cellName}, the shell around ${new URL(this.#page.url()).pathname}`;
    await this.#page
      .locator('footer section[aria-labelledby="footer-quick"]')
      .waitFor({ timeout: SETTLE_TIMEOUT_MS });
    await this.#axe([]);
  }

  figures(ms: number): CrawlFigures {
    return { pages: this.#pages, links: this.#linksWalked, ms };
  }

  /** The languages, starting elsewhere in each cell. */
  #languageOrder(): LanguageCode[] {
    const { role, width } = this.#options.cell;
    const offset = (role === 'guest' ? 0 : 1) + (width === 375 ? 0 : 2);
    return [...LANGUAGE_CODES.slice(offset), ...LANGUAGE_CODES.slice(0, offset)];
  }

  async #visit(visit: PlannedVisit, linkedFrom: string | null): Promise<void> {
    const role = this.#options.cell.role;
    const started = Date.now();
    const full = this.#loaded !== visit.language;
    // The visitor becomes one who meets the language first: a sample made at the visit (a
    // one-time session) is the new visitor's.
    if (full) await this.#options.beforeLanguage(visit.language);
    const target = typeof visit.target === 'string' ? visit.target : await visit.target.make();
    const targetPath = splitLanguagePrefix(new URL(target, this.#options.origin).pathname);
    this.#route = visit.route;
    this.#where =
      `${this.#cellName}, ${visit.language}, ${typeof visit.target === 'string' ? target : visit.label}` +
      (linkedFrom === null ? '' : ` (a link on ${linkedFrom})`);
    this.#seen.add(targetPath.rest);
    this.#options.claim(targetPath.rest);
    const expected: Expectation = {
      ...expectationOf(visit.route, role, visit.label),
      // A link never leads to the 404 page.
      ...(linkedFrom === null ? {} : { notFound: false }),
    };

    if (full) {
      await this.#page.goto(target);
      this.#loaded = visit.language;
    } else {
      await this.#page.evaluate((url) => {
        for (const heading of Array.from(document.querySelectorAll('h1'))) {
          heading.dataset.crawlStale = heading.textContent;
        }
        window.crawlChangedAt = performance.now();
        window.history.pushState(null, '', url);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, target);
    }
    // Another route's page has a heading of its own; the same route's may keep its element.
    const fresh =
      !full && (targetPath.status === 'not_found' || routeOf(targetPath.rest) !== this.#shownRoute);
    const settling = Date.now();
    const settled = await this.#settle(fresh, expected.dialog);
    const settleMs = Date.now() - settling;
    if (!settled) {
      const what = expected.dialog ? 'no page with a dialog' : 'no page';
      this.#problem(
        `${what} showed within ${String(SETTLE_TIMEOUT_MS / 1000)} s (at ${new URL(this.#page.url()).pathname})`,
      );
      this.#loaded = null;
      this.#shownRoute = null;
      return;
    }
    if (!this.#isLanding(this.#page.url(), visit, expected)) {
      // A page may go quiet before the answer it waits on sends it on (a guard that needed the
      // session, a bonus activated): where it must end is known, and it is given a page's time.
      const arrived = await this.#page
        .waitForURL((url) => this.#isLanding(url.href, visit, expected), {
          timeout: SETTLE_TIMEOUT_MS,
        })
        .then(
          () => true,
          () => false,
        );
      if (arrived) await this.#settle(false, expected.dialog);
    }
    const snapshot = await this.#snapshot();
    const landed = splitLanguagePrefix(snapshot.pathname).rest;
    this.#seen.add(landed);
    this.#options.claim(landed);
    this.#shownRoute = routeOf(landed);
    this.#check(visit, expected, snapshot);
    await this.#look(snapshot);
    if (linkedFrom === null) {
      for (const href of snapshot.links) {
        const { pathname, search } = new URL(href, this.#options.origin);
        const prefix = splitLanguagePrefix(pathname);
        if (this.#links.has(prefix.rest)) continue;
        this.#links.set(prefix.rest, {
          href: `${pathname}${search}`,
          label: `${prefix.status === 'not_found' ? pathname : prefix.rest}${search}`,
          // Its own prefix's language: a link may lead to another language's page.
          language:
            prefix.status === 'not_found' ? visit.language : (prefix.language ?? DEFAULT_LANGUAGE),
          from: typeof visit.target === 'string' ? visit.target : visit.label,
        });
      }
    }
    if (visit.axe) {
      // The page's own part and its dialog: the shell around it has a pass of its own.
      await this.#axe(snapshot.dialogs > 0 ? ['#main', '[role="dialog"]'] : ['#main']);
    }
    if (snapshot.dialogs > 0) await this.#dismissDialogs();
    if (process.env.CRAWL_TRACE === '1') {
      const how = `${full ? 'load' : 'move'}${visit.axe ? ' + axe' : ''}`;
      console.log(
        `${String(Date.now() - started)} ms (settle ${String(settleMs)}), ${how}: ${this.#where}`,
      );
    }
  }

  /** Nothing wider than the screen. */
  async #look(snapshot: Snapshot): Promise<void> {
    if (snapshot.scrollWidth <= snapshot.innerWidth) return;
    // A layout may still be following the width: screens.ts gives it the time it takes.
    await expectNoHorizontalOverflow(this.#page).catch(() => {
      this.#problem(
        `the page is wider than the screen (${String(snapshot.scrollWidth)} px in ${String(snapshot.innerWidth)} px)`,
      );
    });
  }

  /**
   * Closes the dialogs the page left open, as a person does, with Escape (leaving a sign-up
   * half-way asks once more). One that stays would cover the next page: it loads in full.
   */
  async #dismissDialogs(): Promise<void> {
    const dialogs = this.#page.locator('[role="dialog"], [role="alertdialog"]');
    for (let press = 0; press < DISMISS_PRESSES; press += 1) {
      await this.#page.keyboard.press('Escape');
      if (await this.#settle(false, false).then(async () => (await dialogs.count()) === 0)) return;
    }
    this.#loaded = null;
  }

  /**
   * Waits until the page shows a heading (a new one after a move to another route), and a dialog
   * when one is due, no request is open and nothing has changed for a while.
   */
  async #settle(fresh: boolean, dialog: boolean): Promise<boolean> {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    for (;;) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) return false;
      try {
        await this.#page.waitForFunction(
          (args) => {
            const changed = window.crawlChangedAt ?? 0;
            if (window.crawlSeenChange !== changed) {
              window.crawlSeenChange = changed;
              window.crawlQuietFrames = 0;
              return false;
            }
            window.crawlQuietFrames = (window.crawlQuietFrames ?? 0) + 1;
            if (window.crawlQuietFrames < args.frames) return false;
            if (performance.now() - changed < args.quietMs) return false;
            const busy = '#root[data-first-screen], .boot-preloader, #root > [role="progressbar"]';
            if (document.querySelector(busy) !== null) return false;
            const shown = (element: Element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && box.height > 0;
            };
            if (
              args.dialog &&
              !Array.from(document.querySelectorAll('[role="dialog"]')).some(shown)
            ) {
              return false;
            }
            const headings = Array.from(document.querySelectorAll('h1')).filter(shown);
            if (!args.fresh) return headings.length > 0;
            return headings.some(
              (heading) =>
                heading.dataset.crawlStale === undefined ||
                heading.dataset.crawlStale !== heading.textContent,
            );
          },
          { quietMs: QUIET_MS, frames: QUIET_FRAMES, fresh, dialog },
          { timeout: remaining, polling: 'raf' },
        );
      } catch {
        return false;
      }
      if (this.#open.size === 0) return true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await new Promise<void>((resolve) => {
        this.#onSettled = resolve;
        timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
      });
      clearTimeout(timer);
      this.#onSettled = null;
    }
  }

  async #snapshot(): Promise<Snapshot> {
    return this.#page.evaluate(
      ({ rawKey, rawInterpolation }) => {
        const shown = (element: Element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        };
        const texts = [document.body.innerText];
        const named = document.querySelectorAll('[aria-label], [title], [placeholder], [alt]');
        for (const element of Array.from(named)) {
          for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
            const value = element.getAttribute(name);
            if (value !== null && value !== '') texts.push(value);
          }
        }
        const raw = new Set<string>();
        for (const text of texts) {
          for (const pattern of [rawKey, rawInterpolation]) {
            for (const match of text.matchAll(new RegExp(pattern, 'g'))) raw.add(match[0]);
          }
        }
        const links = new Set<string>();
        for (const anchor of Array.from(document.querySelectorAll('a[href]'))) {
          const url = new URL((anchor as HTMLAnchorElement).href);
          if (url.origin === window.location.origin) links.add(`${url.pathname}${url.search}`);
        }
        const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
        return {
          pathname: window.location.pathname,
          lang: document.documentElement.lang,
          headings: Array.from(document.querySelectorAll('h1'))
            .filter(shown)
            .map((heading) => heading.textContent.trim()),
          dialogs: Array.from(dialogs).filter(shown).length,
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          rawText: [...raw],
          links: [...links],
        };
      },
      { rawKey: RAW_KEY, rawInterpolation: RAW_INTERPOLATION },
    );
  }

  /** Whether an address is one of the visit's expected landings, in the visit's language. */
  #isLanding(href: string, visit: PlannedVisit, expected: Expectation): boolean {
    const { language, rest, status } = splitLanguagePrefix(new URL(href).pathname);
    const landedLanguage = status === 'none' ? DEFAULT_LANGUAGE : language;
    const landed = rest.length > 1 ? rest.replace(/\/$/, '') : rest;
    return expected.lands.includes(landed) && landedLanguage === visit.language;
  }

  #check(visit: PlannedVisit, expected: Expectation, snapshot: Snapshot): void {
    const isNotFound = snapshot.headings.some((heading) => NOT_FOUND_TITLES.has(heading));
    if (isNotFound && !expected.notFound) {
      this.#problem(`the 404 page (at ${snapshot.pathname})`);
    } else if (!isNotFound && expected.notFound) {
      this.#problem(`not the 404 page: "${snapshot.headings.join(' | ')}"`);
    }
    if (!this.#isLanding(new URL(snapshot.pathname, this.#options.origin).href, visit, expected)) {
      const wanted = expected.lands.map((path) => localizePath(path, visit.language));
      this.#problem(`ended at ${snapshot.pathname}, not ${wanted.join(' or ')}`);
    }
    this.#checkText(visit, snapshot);
  }

  /** The page's language and its text: no raw i18n key or placeholder. */
  #checkText(visit: PlannedVisit, snapshot: Snapshot): void {
    const tag = LANGUAGES[visit.language].tag;
    if (snapshot.lang !== tag) this.#problem(`shown in "${snapshot.lang}", not "${tag}"`);
    if (snapshot.rawText.length > 0) {
      this.#problem(`raw i18n text: ${snapshot.rawText.map((text) => `"${text}"`).join(', ')}`);
    }
  }

  /**
   * axe-core (WCAG 2.0 and 2.1, A and AA, as axe.ts's sweeps) on the parts `include` selects, or
   * the whole page. It is brought into a document once (AxeBuilder brings it, and a blank page to
   * merge the frames' results in, at every pass): the pass is of the app's own document, the
   * frames of the games and the sportsbook being theirs.
   */
  async #axe(include: readonly string[]): Promise<void> {
    await animationsEnded(this.#page);
    if (!(await this.#page.evaluate(() => window.axe !== undefined))) {
      await this.#page.evaluate(axeCore.source);
    }
    const violations = await this.#page.evaluate(
      async ({ include: parts, tags }): Promise<AxeViolation[]> => {
        const axe = window.axe;
        if (axe === undefined) throw new Error('axe-core is not in the page');
        const results = await axe.run(parts.length === 0 ? document : { include: parts }, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
          iframes: false,
        });
        return results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          nodes: violation.nodes.map((node) => ({ target: node.target })),
        }));
      },
      { include: [...include], tags: WCAG_TAGS },
    );
    for (const violation of seriousOf(violations)) {
      this.#problem(
        `axe ${violation.impact ?? ''} ${violation.id} (${violation.help}) at ${violation.targets.join(', ')}`,
      );
    }
  }
}
