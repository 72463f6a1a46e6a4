import { z } from 'zod';
import { WINNERS_TOP } from './constants.js';
import { currencyCodeSchema } from './currency.js';

export const winnerSchema = z.object({
  amount: z.number(),
  currency: currencyCodeSchema,
  login: z.string(),
  game: z.object({ id: z.number().int().positive(), name: z.string() }),
});
export type Winner = z.infer<typeof winnerSchema>;

/**
 * The winners table's lists (SPEC.md section 2): latest winners of the week, and the top high
 * rollers, winners of the day and winners of the month.
 */
export const WINNERS_KINDS = ['weekly', 'top3', 'top5', 'top10'] as const;
export const winnersKindSchema = z.enum(WINNERS_KINDS);
export type WinnersKind = z.infer<typeof winnersKindSchema>;

/** How many winners each list holds; the weekly list is as long as the upstream sends. */
export const WINNERS_LIMITS: Readonly<Record<WinnersKind, number | null>> = {
  weekly: null,
  top3: WINNERS_TOP.highRollers,
  top5: WINNERS_TOP.day,
  top10: WINNERS_TOP.month,
};

export const winnersRequestSchema = z.object({ kind: winnersKindSchema });
export type WinnersRequest = z.infer<typeof winnersRequestSchema>;

// Our contract: the list echoes its kind so a late answer cannot fill the wrong tab.
export const winnersResponseSchema = z.object({
  kind: winnersKindSchema,
  items: z.array(winnerSchema),
});
export type WinnersResponse = z.infer<typeof winnersResponseSchema>;
