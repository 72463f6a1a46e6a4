import {
  EAGER_GAME_TILES,
  FIRST_SCREEN_BOOTSTRAP_ID,
  FIRST_SCREEN_ROWS_ID,
  LOBBY_CAROUSELS,
  MOBILE_ART_MEDIA,
  collectReferralParams,
  gameCategoryByPath,
  jsonForScriptElement,
  splitLanguagePrefix,
  type AssumedViewport,
  type FirstScreenRowsPath,
  type GameCategoryKey,
  type LanguageCode,
} from '@casino/shared';

// What index.html carries of the first screen (docs/decisions/028): which page a navigation
// opens, the JSON elements the SPA seeds its query cache from, and the preload hints of the
// first tiles' art. Pure: the static-web plugin asks the procedures and writes the page.

/** The page a navigation opens, as far as its first data goes. */
export type FirstScreenPage =
  | { kind: 'main' }
  | { kind: 'category'; category: GameCategoryKey }
  /** Any other route: the bootstrap answer alone. */
  | { kind: 'other' };

export interface FirstScreenRequest {
  /** bootstrap.get's input as the SPA's first call sends it when nothing is stored. */
  bootstrapInput: { pathLanguage: LanguageCode | null; storedLanguage: null; hasReferral: boolean };
  page: FirstScreenPage;
}

/** A path the page is written for: the URL's own characters only, of a reasonable length. */
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~%/]*$/;
const PATH_MAX_LENGTH = 512;
const CATEGORY_PATH = /^\/games(?:\/([^/]+))?\/?$/;
/** The filter parameters of a category page (apps/web's games-filter.ts). */
const FILTER_PARAMS = ['providers', 'sort'];

/**
 * The first data a navigation to `url` needs, read as the SPA reads its landing URL
 * (lib/session.tsx, the lobby's routes); null for an odd URL, which gets the plain index.html.
 */
export function firstScreenRequestOf(url: string): FirstScreenRequest | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathname.length > PATH_MAX_LENGTH || !PLAIN_PATH.test(pathname)) return null;
  const search = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  const prefix = splitLanguagePrefix(pathname);
  const bootstrapInput = {
    pathLanguage: prefix.status === 'ok' ? prefix.language : null,
    storedLanguage: null,
    // The SPA counts stag alone from the URL (and any stored earlier, which it does not send here).
    hasReferral: Object.keys(collectReferralParams(search)).length > 0,
  };
  return {
    bootstrapInput,
    page: pageOf(prefix.status === 'not_found' ? null : prefix.rest, search),
  };
}

function pageOf(rest: string | null, search: URLSearchParams): FirstScreenPage {
  if (rest === null) return { kind: 'other' };
  if (rest === '/') return { kind: 'main' };
  const match = CATEGORY_PATH.exec(rest);
  if (match === null) return { kind: 'other' };
  const category = gameCategoryByPath(match[1]);
  // A filtered page asks for a filtered list; favourites are a player's.
  if (category === undefined || category.key === 'favorites') return { kind: 'other' };
  if (FILTER_PARAMS.some((name) => search.has(name))) return { kind: 'other' };
  return { kind: 'category', category: category.key };
}

/** A query's answer as an element holds it: the input it answers and its data, verbatim. */
export interface EmbeddedAnswer {
  input: unknown;
  /** The procedure's `data` as `/trpc` answers it, JSON text. */
  dataJson: string;
}

/** An element's text: the fields' JSON, safe inside a script element and still JSON. */
export interface ElementText {
  id: string;
  text: string;
}

export function elementHtml({ id, text }: ElementText): string {
  return `<script type="application/json" id="${id}">${text}</script>`;
}

export function bootstrapElement({ input, dataJson }: EmbeddedAnswer): ElementText {
  return {
    id: FIRST_SCREEN_BOOTSTRAP_ID,
    text: jsonForScriptElement(`{"input":${JSON.stringify(input)},"data":${dataJson}}`),
  };
}

export function rowsElement(
  path: FirstScreenRowsPath,
  { input, dataJson }: EmbeddedAnswer,
): ElementText {
  const fields = `{"path":${JSON.stringify(path)},"input":${JSON.stringify(input)},"data":${dataJson}}`;
  return { id: FIRST_SCREEN_ROWS_ID, text: jsonForScriptElement(fields) };
}

/** What a tile reads of a game to draw its art (components/ui/game-tile.tsx). */
export interface ArtGame {
  image: string;
  imagine: { files: { desktop: string; mobile: string } };
}

/** The complement of MOBILE_ART_MEDIA: where the tile's <img> itself is shown. */
const DESKTOP_ART_MEDIA = `not all and ${MOBILE_ART_MEDIA}`;

/** Only URLs a page may fetch an image from: http(s), or a path on this origin. */
function isImageUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

function attribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * Preload hints for the first tiles' art, as the tiles render it: a <picture> whose source gives
 * phones the mobile art and whose <img> gives the rest the desktop art, so each hint carries the
 * media its file is shown at. The first tile's art is the first screen's largest picture: high
 * priority.
 */
export function artPreloads(games: readonly ArtGame[]): string {
  return games
    .slice(0, EAGER_GAME_TILES)
    .flatMap((game, index) => {
      const desktop = game.imagine.files.desktop || game.image;
      const mobile = game.imagine.files.mobile || desktop;
      if (!isImageUrl(desktop) || !isImageUrl(mobile)) return [];
      const priority = index === 0 ? ' fetchpriority="high"' : '';
      return [
        [mobile, MOBILE_ART_MEDIA],
        [desktop, DESKTOP_ART_MEDIA],
      ].map(
        ([href = '', media = '']) =>
          `<link rel="preload" as="image" href="${attribute(href)}" media="${attribute(media)}"${priority}>`,
      );
    })
    .join('');
}

/** The main page's first row: the first carousel with games, in the page's order. */
export function firstLobbyRow(lobby: {
  carousels: readonly { key: string; items: readonly ArtGame[] }[];
}): readonly ArtGame[] {
  for (const { key } of LOBBY_CAROUSELS) {
    const items = lobby.carousels.find((carousel) => carousel.key === key)?.items ?? [];
    if (items.length > 0) return items;
  }
  return [];
}

const HEAD_END = '</head>';

/** index.html with `head` added at the end of its head; null when it has none. */
export function withFirstScreen(template: string, head: string): string | null {
  const at = template.indexOf(HEAD_END);
  return at === -1 ? null : `${template.slice(0, at)}${head}${template.slice(at)}`;
}

// ---------------------------------------------------------------------------------------------
// The first screen drawn here (docs/decisions/031): a guest's main and category pages carry their
// markup in #root, rendered by the web app's server build; the SPA hydrates it.

const PHONE_USER_AGENT = /Mobi|Android|iPhone|iPod/i;

/**
 * The layout a browser will show at first, from what every request says of it: Chromium's
 * Sec-CH-UA-Mobile hint, else the user agent's phone words. A wrong guess costs a re-render after
 * hydration, not a broken page.
 */
export function viewportOf(headers: {
  'sec-ch-ua-mobile'?: string | string[] | undefined;
  'user-agent'?: string | undefined;
}): AssumedViewport {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'phone';
  if (hint === '?0') return 'desktop';
  return PHONE_USER_AGENT.test(headers['user-agent'] ?? '') ? 'phone' : 'desktop';
}

/** Where index.html's #root content starts and ends (apps/web/index.html). */
const ROOT_START = '<div id="root">';
const ROOT_END = '<!--/root-->';

/**
 * index.html with #root holding `markup` instead of the preloader, marked with the viewport it
 * was laid out for (the SPA hydrates only then); null when the template has no such root.
 */
export function withRenderedRoot(
  html: string,
  markup: string,
  viewport: AssumedViewport,
): string | null {
  const start = html.indexOf(ROOT_START);
  const end = start === -1 ? -1 : html.indexOf(ROOT_END, start);
  if (end === -1) return null;
  return `${html.slice(0, start)}<div id="root" data-first-screen="${viewport}">${markup}</div>${html.slice(end + ROOT_END.length)}`;
}

/** The script that starts the app's scripts after the first paint (apps/web/public). */
export const AFTER_FIRST_PAINT_SCRIPT = '/after-first-paint.js';
const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * index.html for a server-rendered first screen: the build's module script and preload links
 * give way to a deferred script that starts them once the page has painted, so that on a slow
 * link the stylesheet and the first art arrive first. Null when the template has no module script.
 */
export function withScriptsAfterFirstPaint(template: string): string | null {
  const entry = MODULE_SCRIPT.exec(template)?.[1];
  if (entry === undefined) return null;
  const preloads = [...template.matchAll(MODULE_PRELOADS)].flatMap(([, href]) =>
    href === undefined || href === entry ? [] : [href],
  );
  const html = template.replace(MODULE_SCRIPT, '').replaceAll(MODULE_PRELOADS, '');
  return withFirstScreen(
    html,
    `<script defer src="${AFTER_FIRST_PAINT_SCRIPT}" data-entry="${attribute(entry)}" data-preload="${attribute(preloads.join(' '))}"></script>`,
  );
}
