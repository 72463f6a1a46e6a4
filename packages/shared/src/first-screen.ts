import type { CurrencyCode } from './currency.js';
import { GAME_CATEGORY_KEYS, type GameCategoryKey } from './game-category.js';
import { LANGUAGE_CODES, type LanguageCode } from './language.js';

// The first screen's data in the first response (docs/decisions/028): the BFF writes the answers
// the SPA's first queries would get into index.html, each in a non-executable
// `<script type="application/json">` element, and the SPA seeds its query cache from them.

/** The element holding the bootstrap answer: `{"input":…,"data":…}`. */
export const FIRST_SCREEN_BOOTSTRAP_ID = 'first-screen-bootstrap';
/** The element holding the page's first rows: `{"path":…,"input":…,"data":…}`. */
export const FIRST_SCREEN_ROWS_ID = 'first-screen-rows';

/** The layouts a first screen drawn on the BFF is laid out for (docs/decisions/031). */
export type AssumedViewport = 'phone' | 'desktop';

/**
 * What the web app's server build (apps/web's src/app/entry-server.tsx) is asked to draw: the
 * navigation's path and query, the language and the layout to draw it in, the texts of the
 * first-screen elements the page carries, and how long it may take.
 */
export interface FirstScreenRenderInput {
  url: string;
  language: LanguageCode;
  viewport: AssumedViewport;
  bootstrapText: string;
  /** Null on a page without rows. */
  rowsText: string | null;
  timeoutMs: number;
}

/** The server build's renderFirstScreen: #root's markup, or null for a page it does not draw. */
export type FirstScreenRenderer = (input: FirstScreenRenderInput) => Promise<string | null>;

/** The queries whose answer may be a page's first rows: the main page's, a category's. */
export const FIRST_SCREEN_ROWS_PATHS = ['lobby.main', 'games.byCategory'] as const;
export type FirstScreenRowsPath = (typeof FIRST_SCREEN_ROWS_PATHS)[number];

/**
 * JSON text made safe inside a script element: `<` (which only strings can hold) is written as
 * its JSON escape, so no `</script>` or `<!--` in a value can end or change the element. The text
 * parses to the same value.
 */
export function jsonForScriptElement(json: string): string {
  return json.replaceAll('<', '\\u003c');
}

// The SPA reads the elements before its first render, when zod has not loaded (it comes with the
// first form; in the shell it would add 25 KiB of gzip to the main page's scripts). These checks
// give the answers of the zod schemas in first-screen-schemas.ts, which a property test holds
// them to, as storage-shell.ts does for the values the shell reads from storage.

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

const isLanguage = (value: unknown): value is LanguageCode => isOneOf(LANGUAGE_CODES, value);
/**
 * A currency's code by its form (ISO 4217's three capitals): the list of codes lives beside its
 * schema, which the shell does not load.
 */
export const CURRENCY_CODE_FORM = /^[A-Z]{3}$/;
const isCurrency = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && CURRENCY_CODE_FORM.test(value);

/** bootstrap.get's input and its answer, as the element holds them. */
export interface FirstScreenBootstrap {
  input: {
    pathLanguage: LanguageCode | null;
    storedLanguage: LanguageCode | null;
    hasReferral: boolean;
  };
  /** The answer, checked where the shell reads it first, otherwise as sent. */
  data: Json;
}

export type FirstScreenRows =
  | {
      path: 'lobby.main';
      input: { path: string; lang: LanguageCode; currency?: CurrencyCode };
      data: Json;
    }
  | { path: 'games.byCategory'; input: { category: GameCategoryKey }; data: Json };

function parsedJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isBootstrapData(data: unknown): data is Json {
  if (!isObject(data)) return false;
  const { country, language, currency, clock, flags, settings, player, realtime } = data;
  return (
    isObject(country) &&
    (country.alpha3 === null || typeof country.alpha3 === 'string') &&
    isObject(language) &&
    isLanguage(language.suggested) &&
    isObject(currency) &&
    isCurrency(currency.code) &&
    isObject(clock) &&
    typeof clock.offsetMs === 'number' &&
    typeof clock.serverTime === 'string' &&
    isObject(flags) &&
    isObject(settings) &&
    (player === null || (isObject(player) && typeof player.id === 'number')) &&
    isObject(realtime)
  );
}

/** The bootstrap element's text, checked; null when it is not what the BFF writes. */
export function parseFirstScreenBootstrap(text: string | null): FirstScreenBootstrap | null {
  const value = parsedJson(text);
  if (!isObject(value) || !isObject(value.input)) return null;
  const { pathLanguage, storedLanguage, hasReferral } = value.input;
  if (pathLanguage !== null && !isLanguage(pathLanguage)) return null;
  if (storedLanguage !== null && !isLanguage(storedLanguage)) return null;
  if (typeof hasReferral !== 'boolean' || !isBootstrapData(value.data)) return null;
  return { input: { pathLanguage, storedLanguage, hasReferral }, data: value.data };
}

/** The checked answer's language.suggested: the language the page is drawn in. */
export function suggestedLanguageOf({ data }: FirstScreenBootstrap): LanguageCode | null {
  const { language } = data;
  return isObject(language) && isLanguage(language.suggested) ? language.suggested : null;
}

function isArrayOf(value: unknown, item: (entry: Json) => boolean): boolean {
  return Array.isArray(value) && value.every((entry) => isObject(entry) && item(entry));
}

/** The rows element's text, checked; null when it is not what the BFF writes. */
export function parseFirstScreenRows(text: string | null): FirstScreenRows | null {
  const value = parsedJson(text);
  if (!isObject(value) || !isObject(value.input) || !isObject(value.data)) return null;
  const { input, data } = value;
  if (value.path === 'lobby.main') {
    const { path, lang, currency } = input;
    if (typeof path !== 'string' || !isLanguage(lang)) return null;
    if (currency !== undefined && !isCurrency(currency)) return null;
    if (!isArrayOf(data.carousels, (carousel) => typeof carousel.key === 'string')) return null;
    const checked = currency === undefined ? { path, lang } : { path, lang, currency };
    return { path: 'lobby.main', input: checked, data };
  }
  if (value.path === 'games.byCategory') {
    const { category } = input;
    if (!isOneOf(GAME_CATEGORY_KEYS, category)) return null;
    if (!isArrayOf(data.items, (game) => typeof game.id === 'number')) return null;
    return { path: 'games.byCategory', input: { category }, data };
  }
  return null;
}
