import { z } from 'zod';
import { CURRENCY_CODE_FORM } from './first-screen.js';
import { GAME_CATEGORY_KEYS } from './game-category.js';
import { languageCodeSchema } from './language-schemas.js';

/** A currency code as the shell checks it (by its form: the shell does not load the list). */
const currencyCodeSchema = z.string().regex(CURRENCY_CODE_FORM);

// The first screen's elements (first-screen.ts) as zod schemas: what the BFF writes and what the
// shell's checks accept, which first-screen.test.ts holds to these.

export const firstScreenBootstrapSchema = z.object({
  input: z.object({
    pathLanguage: languageCodeSchema.nullable(),
    storedLanguage: languageCodeSchema.nullable(),
    hasReferral: z.boolean(),
  }),
  data: z.looseObject({
    country: z.looseObject({ alpha3: z.string().nullable() }),
    language: z.looseObject({ suggested: languageCodeSchema }),
    currency: z.looseObject({ code: currencyCodeSchema }),
    clock: z.looseObject({ offsetMs: z.number(), serverTime: z.string() }),
    flags: z.looseObject({}),
    settings: z.looseObject({}),
    player: z.looseObject({ id: z.number() }).nullable(),
    realtime: z.looseObject({}),
  }),
});

export const firstScreenRowsSchema = z.discriminatedUnion('path', [
  z.object({
    path: z.literal('lobby.main'),
    input: z.object({
      path: z.string(),
      lang: languageCodeSchema,
      currency: currencyCodeSchema.optional(),
    }),
    data: z.looseObject({ carousels: z.array(z.looseObject({ key: z.string() })) }),
  }),
  z.object({
    path: z.literal('games.byCategory'),
    input: z.object({ category: z.enum(GAME_CATEGORY_KEYS) }),
    data: z.looseObject({ items: z.array(z.looseObject({ id: z.number() })) }),
  }),
]);
