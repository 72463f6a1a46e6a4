import { z } from 'zod';
import { type CurrencyCode, type Money, moneySchema } from './currency.js';
import { gameIdSchema } from './game.js';

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

/**
 * What a player who takes part still has to bet, in their currency: to reach the next paid place
 * (tournamentStanding) and to keep the place they hold to the end.
 */
export const tournamentStandingSchema = z.object({
  /** The next paid place up: the last paid one from outside them; null in first place or none. */
  nextPaidPlace: z
    .object({
      place: z.number().int().min(1),
      points: z.number().int().positive(),
      bet: moneySchema,
    })
    .nullable(),
  /**
   * What keeps the place to the end against the player right behind at their pace so far; bet 0
   * when that pace does not reach the player. Null with no one behind or while it is not running.
   */
  keepPlace: z
    .object({
      points: z.number().int().nonnegative(),
      bet: moneySchema,
    })
    .nullable(),
});
export type TournamentStanding = z.infer<typeof tournamentStandingSchema>;

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
  /** The games whose real-money bets score points. */
  gameIds: z.array(gameIdSchema),
  /** The player's figures while it runs; null for a guest, a player not in it, or once over. */
  standing: tournamentStandingSchema.nullable(),
};

/** A tournament; network ones are also addressed by a code (tournaments/network/{code}). */
export const tournamentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('local'), ...tournamentFields }),
  z.object({ kind: z.literal('network'), code: z.string().min(1), ...tournamentFields }),
]);
export type Tournament = z.infer<typeof tournamentSchema>;

/** The upstream refreshes a running tournament's leaderboard once a minute. */
export const TOURNAMENT_LEADERBOARD_REFRESH_MS = 60_000;

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

/** Where a tournament stands at a moment, and the instant its card counts down to. */
export type TournamentPhase =
  | { phase: 'upcoming'; countsTo: Date }
  | { phase: 'running'; countsTo: Date }
  | { phase: 'finished' };

/**
 * Upcoming before its start (counting to the start), running from the start instant (counting to
 * the end), finished from the end instant on.
 */
export function tournamentPhase(
  tournament: Pick<Tournament, 'duration'>,
  now: Date,
): TournamentPhase {
  const start = Date.parse(tournament.duration.start);
  const end = Date.parse(tournament.duration.end);
  if (now.getTime() < start) return { phase: 'upcoming', countsTo: new Date(start) };
  if (now.getTime() < end) return { phase: 'running', countsTo: new Date(end) };
  return { phase: 'finished' };
}

/** The share of a tournament's time gone at `now`, 0 before its start to 1 from its end. */
export function tournamentElapsed(tournament: Pick<Tournament, 'duration'>, now: Date): number {
  const start = Date.parse(tournament.duration.start);
  const end = Date.parse(tournament.duration.end);
  return Math.min(Math.max((now.getTime() - start) / (end - start), 0), 1);
}

/**
 * Points per euro bet. Points follow bets rather than wins: a race of play, not of luck. Every
 * real-money bet of at least the minimum bet on one of the tournament's games scores.
 */
export const TOURNAMENT_POINTS_PER_EUR = 10;

/** Money compared in whole cents, so that 0.1 + 0.2 meets a minimum bet of 0.3. */
const cents = (amount: number) => Math.round(amount * 100);

/** The points one bet of `stakeEur` scores: none below the minimum bet, else whole points down. */
export function tournamentPointsForBet(stakeEur: number, minBetEur: number): number {
  if (cents(stakeEur) < cents(minBetEur)) return 0;
  // The epsilon keeps 0.3 × 10 at 3 despite binary fractions.
  return Math.floor(stakeEur * TOURNAMENT_POINTS_PER_EUR + 1e-9);
}

/**
 * The least bet, in euros and whole cents, that scores `points`: never below the minimum bet,
 * 0 for nothing to score.
 */
export function tournamentBetForPoints(points: number, minBetEur: number): number {
  if (points <= 0) return 0;
  const eur = Math.ceil((points / TOURNAMENT_POINTS_PER_EUR) * 100 - 1e-9) / 100;
  return Math.max(eur, minBetEur);
}

/** A place on the board: the player's own or another's. */
export interface StandingRow {
  place: number;
  points: number;
}

export interface TournamentStandingInput {
  /** Everyone else on the board, with the places they hold beside the player. */
  others: readonly StandingRow[];
  user: StandingRow;
  numberOfWinners: number;
  minBetEur: number;
  /** The share of the tournament's time gone (tournamentElapsed). */
  elapsed: number;
  /** The player's currency, and how many of its units make a euro. */
  currency: CurrencyCode;
  ratePerEur: number;
}

/** A bet in euros as the player's currency, rounded up to whole cents so that it still scores. */
function betIn(eur: number, input: TournamentStandingInput): Money {
  if (eur <= 0) return { amount: 0, currency: input.currency };
  return { amount: Math.ceil(eur * input.ratePerEur * 100 - 1e-9) / 100, currency: input.currency };
}

/**
 * The player's figures. The next paid place is the place above theirs among the paid ones (the
 * last paid place from outside them): passing whoever holds it takes one point more than they
 * have. Keeping the place projects the player right behind to the end at their pace so far
 * (points ÷ elapsed) and asks for one point more than that; the player's own points are taken
 * as they are, since they grow only with the player's bets.
 */
export function tournamentStanding(input: TournamentStandingInput): TournamentStanding {
  const { others, user, numberOfWinners, minBetEur, elapsed } = input;
  const target = user.place > numberOfWinners ? numberOfWinners : user.place - 1;
  const holder = target >= 1 ? others.find((row) => row.place === target) : undefined;
  let nextPaidPlace: TournamentStanding['nextPaidPlace'] = null;
  if (holder !== undefined) {
    const points = Math.max(holder.points - user.points + 1, 1);
    nextPaidPlace = {
      place: target,
      points,
      bet: betIn(tournamentBetForPoints(points, minBetEur), input),
    };
  }

  const behind = others
    .filter((row) => row.place > user.place)
    .reduce<StandingRow | undefined>(
      (best, row) => (best === undefined || row.place < best.place ? row : best),
      undefined,
    );
  let keepPlace: TournamentStanding['keepPlace'] = null;
  if (behind !== undefined && elapsed > 0 && elapsed < 1) {
    const projected = Math.ceil(behind.points / elapsed - 1e-9);
    const points = Math.max(projected - user.points + 1, 0);
    keepPlace = { points, bet: betIn(tournamentBetForPoints(points, minBetEur), input) };
  }
  return { nextPaidPlace, keepPlace };
}
