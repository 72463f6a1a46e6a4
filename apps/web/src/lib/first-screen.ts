import {
  CURRENCY_CODES,
  FIRST_SCREEN_BOOTSTRAP_ID,
  FIRST_SCREEN_ROWS_ID,
  GAME_CATEGORY_KEYS,
  LANGUAGE_CODES,
} from '@casino/shared';
import type { RouterOutputs } from '@casino/bff/router';
import { createTRPCQueryUtils } from '@trpc/react-query';
// zod's tree-shakable build: the shell parses these before its first render, without the weight
// of the full library (which loads with the first form).
import { z } from 'zod/mini';
import type { ApiClients } from './trpc.js';

// The first screen's answers the BFF wrote into index.html (docs/decisions/028): read once before
// the first render, checked, put into the query cache under the keys the first queries use, with
// now as their time, so that the page's first bootstrap.get and lobby query find them there and ask
// nothing. Whatever does not parse is left out and its query asks the BFF as before.

const language = z.enum(LANGUAGE_CODES);
const currency = z.enum(CURRENCY_CODES);

const bootstrapElementSchema = z.object({
  input: z.object({
    pathLanguage: z.nullable(language),
    storedLanguage: z.nullable(language),
    hasReferral: z.boolean(),
  }),
  // What the shell reads of it before anything else, beside the rest as sent.
  data: z.looseObject({
    country: z.looseObject({ alpha3: z.nullable(z.string()) }),
    language: z.looseObject({ suggested: language }),
    currency: z.looseObject({ code: currency }),
    clock: z.looseObject({ offsetMs: z.number(), serverTime: z.string() }),
    flags: z.looseObject({}),
    settings: z.looseObject({}),
    player: z.nullable(z.looseObject({ id: z.number() })),
    realtime: z.looseObject({}),
  }),
});

const rowsElementSchema = z.discriminatedUnion('path', [
  z.object({
    path: z.literal('lobby.main'),
    input: z.object({ path: z.string(), lang: language, currency: z.optional(currency) }),
    data: z.looseObject({ carousels: z.array(z.looseObject({ key: z.string() })) }),
  }),
  z.object({
    path: z.literal('games.byCategory'),
    input: z.object({ category: z.enum(GAME_CATEGORY_KEYS) }),
    data: z.looseObject({ items: z.array(z.looseObject({ id: z.number() })) }),
  }),
]);

/** The element's JSON checked by `schema`, or null; the element is taken out of the page either way. */
function take<T>(doc: Document, id: string, schema: z.ZodMiniType<T>): T | null {
  const element = doc.getElementById(id);
  if (element === null) return null;
  const text = element.textContent;
  element.remove();
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What was put into the cache, by procedure. */
export type Seeded = ('bootstrap.get' | 'lobby.main' | 'games.byCategory')[];

/**
 * Takes the first screen's elements out of the page and, with `seed`, puts their answers into the
 * query cache. Without it (a session handed over in the URL changes who the visitor is) they are
 * only removed.
 */
export function takeFirstScreen(
  { queryClient, trpcClient }: ApiClients,
  { seed = true, doc = document }: { seed?: boolean; doc?: Document } = {},
): Seeded {
  const bootstrap = take(doc, FIRST_SCREEN_BOOTSTRAP_ID, bootstrapElementSchema);
  const rows = take(doc, FIRST_SCREEN_ROWS_ID, rowsElementSchema);
  if (!seed) return [];
  const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
  const seeded: Seeded = [];
  // The rows only beside the bootstrap they were chosen by (the lobby's language and currency).
  if (bootstrap === null) return seeded;
  // The BFF's own answers, checked above where the shell reads them first.
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
