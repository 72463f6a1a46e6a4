import {
  FIRST_SCREEN_BOOTSTRAP_ID,
  FIRST_SCREEN_ROWS_ID,
  parseFirstScreenBootstrap,
  parseFirstScreenRows,
  suggestedLanguageOf,
  type FirstScreenBootstrap,
  type FirstScreenRows,
} from '@casino/shared';
import type { LanguageCode } from '@casino/shared';
import type { RouterInputs, RouterOutputs } from '@casino/bff/router';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { ASSUMED_WIDTHS, drawsLikeViewport, type AssumedViewport } from './render-assumptions.js';
import type { ApiClients } from './trpc.js';

// The first screen's answers the BFF wrote into index.html (docs/decisions/028): read once before
// the first render, checked (packages/shared's first-screen.ts: its zod schemas' answers without
// loading zod in the shell), put into the query cache under the keys the first queries use, with
// now as their time, so that the page's first bootstrap.get and lobby query find them there and
// ask nothing. Whatever does not pass is left out and its query asks the BFF as before.

/** The element's text, taken out of the page; null without one. */
function take(doc: Document, id: string): string | null {
  const element = doc.getElementById(id);
  if (element === null) return null;
  element.remove();
  return element.textContent;
}

/** What was put into the cache, by procedure. */
export type Seeded = ('bootstrap.get' | 'lobby.main' | 'games.byCategory')[];

/** The first screen's answers as the page carries them, checked; null where one is missing. */
export interface FirstScreenAnswers {
  bootstrap: FirstScreenBootstrap | null;
  rows: FirstScreenRows | null;
}

/** Takes the first screen's elements out of the page and checks their answers. */
export function readFirstScreen(doc: Document = document): FirstScreenAnswers {
  return {
    bootstrap: parseFirstScreenBootstrap(take(doc, FIRST_SCREEN_BOOTSTRAP_ID)),
    rows: parseFirstScreenRows(take(doc, FIRST_SCREEN_ROWS_ID)),
  };
}

/**
 * Puts the answers into the query cache under the keys the first queries use: in the browser
 * before the first render, and on the BFF before a server render of the same page.
 */
export function seedFirstScreen(
  { queryClient, trpcClient }: ApiClients,
  { bootstrap, rows }: FirstScreenAnswers,
): Seeded {
  const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
  const seeded: Seeded = [];
  // The rows only beside the bootstrap they were chosen by (the lobby's language and currency).
  if (bootstrap === null) return seeded;
  // The BFF's own answers, checked where the shell reads them first.
  utils.bootstrap.get.setData(bootstrap.input, bootstrap.data as RouterOutputs['bootstrap']['get']);
  seeded.push('bootstrap.get');
  if (rows?.path === 'lobby.main') {
    utils.lobby.main.setData(rows.input, rows.data as RouterOutputs['lobby']['main']);
    seeded.push('lobby.main');
  } else if (rows?.path === 'games.byCategory') {
    // useInfiniteQuery's first page, whose cursor is null (tRPC's initialCursor default).
    utils.games.byCategory.setInfiniteData(rows.input, {
      pages: [rows.data as RouterOutputs['games']['byCategory']],
      pageParams: [null],
    });
    seeded.push('games.byCategory');
  }
  return seeded;
}

/**
 * Takes the first screen's elements out of the page and, with `seed`, puts their answers into the
 * query cache. Without it (a session handed over in the URL changes who the visitor is) they are
 * only removed.
 */
export function takeFirstScreen(
  clients: ApiClients,
  { seed = true, doc = document }: { seed?: boolean; doc?: Document } = {},
): Seeded {
  const answers = readFirstScreen(doc);
  return seed ? seedFirstScreen(clients, answers) : [];
}

/** How the page's server-rendered first screen is taken over: the assumptions it was drawn with. */
export interface FirstScreenHydration {
  viewport: AssumedViewport;
  language: LanguageCode;
}

function isAssumedViewport(value: string | undefined): value is AssumedViewport {
  return value !== undefined && Object.hasOwn(ASSUMED_WIDTHS, value);
}

/**
 * Whether #root's server-rendered markup (docs/decisions/031) can be hydrated: it is there, its
 * answers were seeded, and this browser's first bootstrap call is the one the BFF answered for it
 * (no stored language or referral the BFF could not see) for a viewport laid out alike. Otherwise
 * the first render replaces it.
 */
export function firstScreenHydration(
  container: HTMLElement,
  { bootstrap }: FirstScreenAnswers,
  seeded: Seeded,
  input: RouterInputs['bootstrap']['get'],
  /** The browser's viewport width. */
  width: number,
): FirstScreenHydration | null {
  const viewport = container.dataset.firstScreen;
  if (!isAssumedViewport(viewport) || bootstrap === null || !seeded.includes('bootstrap.get')) {
    return null;
  }
  const answered = bootstrap.input;
  const same =
    answered.pathLanguage === (input?.pathLanguage ?? null) &&
    answered.storedLanguage === (input?.storedLanguage ?? null) &&
    answered.hasReferral === (input?.hasReferral ?? false);
  const language = suggestedLanguageOf(bootstrap);
  const fits = drawsLikeViewport(viewport, width);
  return same && fits && language !== null ? { viewport, language } : null;
}
