import { z } from 'zod';
import { moneySchema } from './currency.js';

/** Local tournaments run on this casino; network ones across casinos of the provider. */
export const TOURNAMENT_KINDS = ['local', 'network'] as const;
export const tournamentKindSchema = z.enum(TOURNAMENT_KINDS);
export type TournamentKind = z.infer<typeof tournamentKindSchema>;

export const tournamentPrizeSchema = z.object({
  place: z.number().int().min(1),
  prize: moneySchema,
});
export type TournamentPrize = z.infer<typeof tournamentPrizeSchema>;

/** A row of the leaderboard or of the final results; prize is null outside the paid places. */
export const leaderboardEntrySchema = z.object({
  place: z.number().int().min(1),
  login: z.string().min(1),
  points: z.number().nonnegative(),
  prize: moneySchema.nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const tournamentDurationSchema = z
  .object({
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
  })
  .refine((duration) => Date.parse(duration.start) < Date.parse(duration.end), {
    message: 'errors.invalidDate',
    path: ['end'],
  });
export type TournamentDuration = z.infer<typeof tournamentDurationSchema>;

const tournamentFields = {
  id: z.number().int().positive(),
  name: z.string().min(1),
  prizes: z.array(tournamentPrizeSchema),
  prizePool: moneySchema,
  duration: tournamentDurationSchema,
  numberOfWinners: z.number().int().nonnegative(),
  minBet: moneySchema,
  /** Our contract: when the leaderboard was last updated. */
  date: z.iso.datetime({ offset: true }),
  leaderboard: z.array(leaderboardEntrySchema),
  /** The player's own entry; null for a guest or a player who has not played yet. */
  user: leaderboardEntrySchema.nullable(),
  /** Final standings; empty until the tournament has finished. */
  results: z.array(leaderboardEntrySchema),
};

/** A tournament; network ones are also addressed by a code (tournaments/network/{code}). */
export const tournamentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('local'), ...tournamentFields }),
  z.object({ kind: z.literal('network'), code: z.string().min(1), ...tournamentFields }),
]);
export type Tournament = z.infer<typeof tournamentSchema>;

export const TOURNAMENT_FILTERS = ['all', 'local', 'network', 'finished'] as const;
export const tournamentFilterSchema = z.enum(TOURNAMENT_FILTERS);
export type TournamentFilter = z.infer<typeof tournamentFilterSchema>;

/** Whether the tournament is over at `now`: from its end instant on. */
export function isTournamentFinished(tournament: Pick<Tournament, 'duration'>, now: Date): boolean {
  return now.getTime() >= Date.parse(tournament.duration.end);
}

/**
 * Whether the tournament belongs under a filter tab. all, local and network list tournaments that
 * have not finished (running or upcoming); finished lists the ended ones of either kind.
 */
export function matchesTournamentFilter(
  tournament: Pick<Tournament, 'kind' | 'duration'>,
  filter: TournamentFilter,
  now: Date,
): boolean {
  const finished = isTournamentFinished(tournament, now);
  switch (filter) {
    case 'finished':
      return finished;
    case 'all':
      return !finished;
    case 'local':
    case 'network':
      return !finished && tournament.kind === filter;
  }
}
