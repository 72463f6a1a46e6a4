import type { FirstScreenRenderer } from '@casino/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  artPreloads,
  bootstrapElement,
  elementHtml,
  firstLobbyRow,
  firstScreenRequestOf,
  rowsElement,
  viewportOf,
  withFirstScreen,
  withRenderedRoot,
  withScriptsAfterFirstPaint,
  type ArtGame,
  type ElementText,
  type FirstScreenPage,
  type FirstScreenRequest,
} from '../../http/first-screen.js';
import { EncodedBody } from '../../http/json-answer.js';
import type { RouterInputs, RouterOutputs } from '../../router.js';
import { SHARED_ANSWER_TTL_MS, type TrpcHttpHandler } from '../../trpc/http-handler.js';

// index.html with the first screen in it (docs/decisions/028): the bootstrap answer, the page's
// first rows and the preload hints of the first tiles' art. A guest's page is shared for a second
// between guests whose answers it is made of would be the same; a player's is made per request and
// never kept.

/**
 * Beyond this the page goes out plain and the SPA asks as before (a stuck upstream; the page is
 * still made for the next visitor). Short of it, waiting costs the visitor less than the plain
 * page's script and data round trips would.
 */
export const FIRST_SCREEN_WAIT_MS = 2_000;
/**
 * A server render that takes longer is given up: the page goes out with its data alone (the
 * default of FIRST_SCREEN_RENDER_MS, config.firstScreenRenderMs).
 */
export const FIRST_SCREEN_RENDER_MS = 1_000;
const PAGE_ENTRIES = 500;
/** What the guests' pages may hold, counted as their uncompressed bytes and a half. */
const PAGE_BYTES = 32 * 1_024 * 1_024;

type Bootstrap = RouterOutputs['bootstrap']['get'];
type RowsQuery =
  | { path: 'lobby.main'; input: RouterInputs['lobby']['main'] }
  | { path: 'games.byCategory'; input: RouterInputs['games']['byCategory'] };

export interface FirstScreenPagesOptions {
  /** index.html as the build wrote it. */
  template: string;
  read: TrpcHttpHandler['readForPage'];
  /** The clock a guest's page ages on (the shared answers'). */
  now: () => number;
  /** The session cookie: a request that carries it may be a player's. */
  sessionCookie: string;
  countryHeader: string;
  /** The web app's server render of a guest's main and category pages; absent without one. */
  render?: FirstScreenRenderer | undefined;
  /** How long a render may take before it is given up (FIRST_SCREEN_RENDER_MS by default). */
  renderMs?: number;
  /** How long a navigation waits for its page (FIRST_SCREEN_WAIT_MS by default). */
  waitMs?: number;
}

export interface FirstScreenHtml {
  body: EncodedBody;
  /** Made for a guest and shared between guests. */
  shared: boolean;
}

export interface FirstScreenPages {
  /** The page for this navigation; null: the plain index.html (odd URL, failure, too slow). */
  pageFor: (request: FastifyRequest, reply: FastifyReply) => Promise<FirstScreenHtml | null>;
  /** Drops every guest's page (QA changed the country or the clock). */
  forget: () => void;
}

/** The query the SPA's page asks for first, given the bootstrap answer; null for none. */
export function rowsQueryOf(page: FirstScreenPage, bootstrap: Bootstrap): RowsQuery | null {
  if (page.kind === 'main') {
    // features/lobby/api/main-lobby.ts: the language detection settles on, the player's currency.
    const currency = bootstrap.player?.currency ?? bootstrap.currency.code;
    return {
      path: 'lobby.main',
      input: { path: '/', lang: bootstrap.language.suggested, currency },
    };
  }
  if (page.kind === 'category') {
    // The page is the 404 page where the category is closed (drops and wins in the UK).
    if (page.category === 'dropwins' && bootstrap.flags.dropsAndWinsHidden) return null;
    return { path: 'games.byCategory', input: { category: page.category } };
  }
  return null;
}

function headerText(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value : (value?.join(',') ?? '');
}

function pageKey(request: FastifyRequest, wanted: FirstScreenRequest, countryHeader: string) {
  const { page } = wanted;
  const kind = page.kind === 'category' ? `category:${page.category}` : page.kind;
  const { headers } = request;
  return [
    kind,
    JSON.stringify(wanted.bootstrapInput),
    headerText(headers.host),
    headerText(headers[countryHeader]),
    headerText(headers['accept-language']),
    viewportOf(headers),
  ].join('\n');
}

export function createFirstScreenPages(options: FirstScreenPagesOptions): FirstScreenPages {
  const { template, read, now, countryHeader, render } = options;
  const { renderMs = FIRST_SCREEN_RENDER_MS, waitMs = FIRST_SCREEN_WAIT_MS } = options;
  /** The template of a page whose first screen is drawn here: scripts after its first paint. */
  const drawnTemplate = withScriptsAfterFirstPaint(template) ?? template;
  const sessionCookiePrefix = `${options.sessionCookie}=`;
  const pages = new LRUCache<string, { body: EncodedBody; freshUntil: number }>({
    max: PAGE_ENTRIES,
    maxSize: PAGE_BYTES,
    sizeCalculation: (entry) => Math.ceil(entry.body.identity.length * 1.5) || 1,
    ttl: SHARED_ANSWER_TTL_MS,
    perf: { now },
    ttlResolution: 0,
  });
  const making = new Map<string, Promise<EncodedBody | null>>();
  let generation = 0;

  /** #root's markup for a guest's page, or null (no renderer, another page, a failed render). */
  async function rendered(
    request: FastifyRequest,
    wanted: FirstScreenRequest,
    bootstrap: Bootstrap,
    texts: { bootstrapText: string; rowsText: string | null },
  ): Promise<string | null> {
    if (render === undefined || wanted.page.kind === 'other' || texts.rowsText === null)
      return null;
    let timer: NodeJS.Timeout | undefined;
    // Bounded from here, the wait for the renderer's turn included: renders go one at a time.
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => {
        resolve('late');
      }, renderMs);
    });
    try {
      const markup = await Promise.race([
        render({
          url: request.url,
          language: bootstrap.language.suggested,
          viewport: viewportOf(request.headers),
          ...texts,
          timeoutMs: renderMs,
        }),
        late,
      ]);
      if (markup === 'late') {
        request.log.warn('the first screen was not rendered in time: data alone');
        return null;
      }
      return typeof markup === 'string' ? markup : null;
    } catch (error) {
      request.log.warn({ err: error }, 'the first screen could not be rendered: data alone');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  async function build(
    request: FastifyRequest,
    reply: FastifyReply,
    wanted: FirstScreenRequest,
    shared: boolean,
  ): Promise<EncodedBody | null> {
    const bootstrapJson = await read(request, reply, 'bootstrap.get', wanted.bootstrapInput);
    if (bootstrapJson === null) return null;
    const bootstrapText = bootstrapElement({
      input: wanted.bootstrapInput,
      dataJson: bootstrapJson,
    });
    const elements = [bootstrapText];
    let preloads = '';
    const bootstrap = JSON.parse(bootstrapJson) as Bootstrap;
    const rows = rowsQueryOf(wanted.page, bootstrap);
    const rowsJson = rows === null ? null : await read(request, reply, rows.path, rows.input);
    let rowsText: ElementText | null = null;
    if (rows !== null && rowsJson !== null) {
      rowsText = rowsElement(rows.path, { input: rows.input, dataJson: rowsJson });
      elements.push(rowsText);
      const games =
        rows.path === 'lobby.main'
          ? firstLobbyRow(JSON.parse(rowsJson) as RouterOutputs['lobby']['main'])
          : (JSON.parse(rowsJson) as { items: readonly ArtGame[] }).items;
      preloads = artPreloads(games);
    }
    const head = `${preloads}${elements.map(elementHtml).join('')}`;
    // A player's page is theirs alone: drawing it on every request would cost more than it saves.
    const markup = shared
      ? await rendered(request, wanted, bootstrap, {
          bootstrapText: bootstrapText.text,
          rowsText: rowsText?.text ?? null,
        })
      : null;
    const drawnHtml = markup === null ? null : withFirstScreen(drawnTemplate, head);
    const drawn =
      drawnHtml === null || markup === null
        ? null
        : withRenderedRoot(drawnHtml, markup, viewportOf(request.headers));
    const html = drawn ?? withFirstScreen(template, head);
    return html === null ? null : new EncodedBody(html);
  }

  /** A guest's page: a fresh shared one, the one being made, or a new one, kept for a second. */
  function sharedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    wanted: FirstScreenRequest,
  ): Promise<EncodedBody | null> {
    const key = pageKey(request, wanted, countryHeader);
    const entry = pages.get(key);
    if (entry !== undefined && now() <= entry.freshUntil) return Promise.resolve(entry.body);
    const underway = making.get(key);
    if (underway !== undefined) return underway;
    const startedIn = generation;
    const made = build(request, reply, wanted, true).then(async (body) => {
      // A page that set a cookie was made for this request alone.
      if (body === null || reply.getHeader('set-cookie') !== undefined) return null;
      if (body.compressible) await Promise.all([body.variant('br'), body.variant('gzip')]);
      if (generation === startedIn)
        pages.set(key, { body, freshUntil: now() + SHARED_ANSWER_TTL_MS });
      return body;
    });
    making.set(key, made);
    const settled = () => {
      if (making.get(key) === made) making.delete(key);
    };
    made.then(settled, settled);
    return made;
  }

  async function pageFor(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FirstScreenHtml | null> {
    const wanted = firstScreenRequestOf(request.url);
    if (wanted === null) return null;
    const shared = !headerText(request.headers.cookie).includes(sessionCookiePrefix);
    const making = shared
      ? sharedPage(request, reply, wanted)
      : build(request, reply, wanted, false);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        resolve(null);
      }, waitMs);
    });
    try {
      const body = await Promise.race([making, late]);
      return body === null ? null : { body, shared };
    } catch (error) {
      request.log.warn({ err: error }, 'the first screen could not be made: plain index.html');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    pageFor,
    forget: () => {
      generation += 1;
      pages.clear();
      making.clear();
    },
  };
}
