import { z } from 'zod';
import { currencyCodeSchema } from './currency.js';
import { WINNERS_KINDS } from './winner.js';

// The schemas of winner.ts, apart from it: the main page reads the kinds and sizes, and zod loads
// with the first screen that parses.

export const winnerSchema = z.object({
  amount: z.number(),
  currency: currencyCodeSchema,
  login: z.string(),
  game: z.object({ id: z.number().int().positive(), name: z.string() }),
});

export const winnersKindSchema = z.enum(WINNERS_KINDS);

export const winnersRequestSchema = z.object({ kind: winnersKindSchema });

// Our contract: the list echoes its kind so a late answer cannot fill the wrong tab.
export const winnersResponseSchema = z.object({
  kind: winnersKindSchema,
  items: z.array(winnerSchema),
});
