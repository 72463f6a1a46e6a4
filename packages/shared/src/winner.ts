import type { z } from 'zod';
import { WINNERS_TOP } from './constants.js';
import type {
  winnerSchema,
  winnersRequestSchema,
  winnersResponseSchema,
} from './winner-schemas.js';

// The winners table's lists, without zod (their schemas: winner-schemas.ts), so the main page's
// chunk can read the kinds and sizes without loading the schemas.

export type Winner = z.infer<typeof winnerSchema>;

/**
 * The winners table's lists (SPEC.md section 2): latest winners of the week, and the top high
 * rollers, winners of the day and winners of the month.
 */
export const WINNERS_KINDS = ['weekly', 'top3', 'top5', 'top10'] as const;
export type WinnersKind = (typeof WINNERS_KINDS)[number];

/** How many winners each list holds; the weekly list is as long as the upstream sends. */
export const WINNERS_LIMITS: Readonly<Record<WinnersKind, number | null>> = {
  weekly: null,
  top3: WINNERS_TOP.highRollers,
  top5: WINNERS_TOP.day,
  top10: WINNERS_TOP.month,
};

export type WinnersRequest = z.infer<typeof winnersRequestSchema>;
export type WinnersResponse = z.infer<typeof winnersResponseSchema>;
