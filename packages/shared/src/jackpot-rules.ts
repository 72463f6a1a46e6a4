import { isSameDay, isValid, parseISO } from 'date-fns';
import {
  JACKPOT_POLL_BASE_MS,
  JACKPOT_POLL_FAST_ABOVE_PROBABILITY,
  JACKPOT_POLL_FAST_MS,
  JACKPOT_POLL_IDLE_MS,
  JACKPOT_POLL_MS_PER_PERCENT,
  JACKPOT_WIN_TRANSACTION_TYPE,
  NO_WAGER_WIN_LOOKBACK_MS,
} from './constants.js';
import type { JackpotDecisionStatus, JackpotWinItem } from './jackpot.js';

/**
 * How often to poll the player's pending jackpot wins and jackpot transactions, from the highest
 * jackpot probability in percent (SPEC.md section 9): idle at 0 (or no jackpots), fast above 90,
 * linear in between, in whole milliseconds (SPEC-NOTES).
 */
export function jackpotPollInterval(probabilities: readonly number[]): number {
  const highest = Math.max(0, ...probabilities.filter(Number.isFinite));
  if (highest === 0) return JACKPOT_POLL_IDLE_MS;
  if (highest > JACKPOT_POLL_FAST_ABOVE_PROBABILITY) return JACKPOT_POLL_FAST_MS;
  return Math.round(JACKPOT_POLL_BASE_MS - JACKPOT_POLL_MS_PER_PERCENT * highest);
}

/**
 * The ids of the player's jackpot transactions (transactions.jackpot, polled at the adaptive
 * interval) that the previous answer did not have. The first answer is what the page found on
 * arrival, not news: nothing is new before there is a previous answer. Rows without an id (none
 * in this feed) are left out.
 */
export function newJackpotTransactionIds(
  previousIds: readonly number[] | undefined,
  rows: readonly { id?: number | undefined }[],
): number[] {
  if (previousIds === undefined) return [];
  const seen = new Set(previousIds);
  return rows.flatMap((row) => (row.id === undefined || seen.has(row.id) ? [] : [row.id]));
}

/** The buttons of the jackpot win modal; claim_and_play activates the win, then launches its game. */
export const JACKPOT_WIN_CHOICES = ['claim', 'claim_and_play', 'queue', 'decline'] as const;
export type JackpotWinChoice = (typeof JACKPOT_WIN_CHOICES)[number];

export interface JackpotWinContext {
  /** The modal opened over a game page. */
  onGamePage: boolean;
  /** The win carries wagering. */
  hasWager: boolean;
  /** Casino bonus balance. */
  bonusCasino: number;
}

/**
 * The jackpot win modal's buttons in display order (SPEC-NOTES "Jackpot-win buttons"): one claim
 * button (with play off a game page when there is no wager or there is bonus money), then Add to
 * queue and Decline where they apply.
 */
export function jackpotWinOptions({
  onGamePage,
  hasWager,
  bonusCasino,
}: JackpotWinContext): readonly JackpotWinChoice[] {
  const hasBonus = bonusCasino > 0;
  const options: JackpotWinChoice[] = [
    !onGamePage && (!hasWager || hasBonus) ? 'claim_and_play' : 'claim',
  ];
  if (onGamePage && hasBonus && hasWager) options.push('queue');
  if (hasWager) options.push('decline');
  return options;
}

const DECISION_STATUS: Readonly<Record<JackpotWinChoice, JackpotDecisionStatus>> = {
  claim: 'Activated',
  claim_and_play: 'Activated',
  queue: 'Queue',
  decline: 'Rejected',
};

/** The status the jackpot decision sends for the player's choice. */
export function jackpotDecisionStatus(choice: JackpotWinChoice): JackpotDecisionStatus {
  return DECISION_STATUS[choice];
}

/**
 * Whether the no-wager jackpot modal shows for a win: it has no wager, completed on the local
 * calendar day of `now`, and its id is not among those already shown (completedNoWagerJackpots).
 */
export function shouldShowNoWagerJackpotModal(
  win: Pick<JackpotWinItem, 'id' | 'wager' | 'dateComplete'>,
  { now, shownIds }: { now: Date; shownIds: readonly number[] },
): boolean {
  if (win.wager) return false;
  const completed = parseISO(win.dateComplete);
  return isValid(completed) && isSameDay(completed, now) && !shownIds.includes(win.id);
}

/** The entries of the bonus transactions feed that open the jackpot win modal. */
export function pendingJackpotWins<T extends Pick<JackpotWinItem, 'type'>>(
  items: readonly T[],
): T[] {
  return items.filter((item) => item.type === JACKPOT_WIN_TRANSACTION_TYPE);
}

/**
 * The completed wins the no-wager modal may need: jackpot wins (type 16) without a wager whose
 * completion is at most NO_WAGER_WIN_LOOKBACK_MS before `now` (a completion date after `now`, a
 * clock a little ahead, is kept). The modal's own rule (shouldShowNoWagerJackpotModal) then picks
 * the ones of the player's local today not yet shown.
 */
export function recentNoWagerJackpotWins<
  T extends Pick<JackpotWinItem, 'type' | 'wager' | 'dateComplete'>,
>(items: readonly T[], now: Date): T[] {
  const since = now.getTime() - NO_WAGER_WIN_LOOKBACK_MS;
  return items.filter((item) => {
    if (item.type !== JACKPOT_WIN_TRANSACTION_TYPE || item.wager) return false;
    const completed = parseISO(item.dateComplete);
    return isValid(completed) && completed.getTime() >= since;
  });
}

/** A jackpot win as the win modal shows it, from the realtime event or the player's wins. */
export interface JackpotWinNotice {
  /** The win's id: the bonus id its decision sends. */
  id: number;
  amount: number;
  currency: JackpotWinItem['currency'];
  /** The game it was won on; null when the casino names none. */
  gameId: number | null;
  /**
   * pending: the win waits for the player's decision (it carries wagering); credited: a win
   * without wagering, already in the real balance (the no-wager variant).
   */
  kind: 'pending' | 'credited';
}

/**
 * The next jackpot win the modal should show, or undefined: first a win the realtime event
 * announced, then a pending win of the poll, then a no-wager win the no-wager rule shows
 * (completed on the local day of `now`, not in completedNoWagerJackpots). A win whose id this page
 * has already shown or decided (`handledIds`) is never shown again: a declined win does not come
 * back with the next poll while the decision is on its way, and a dismissed one waits for the next
 * page load.
 */
export function nextJackpotWinNotice(
  sources: {
    /** Wins the JACKPOT_WIN event announced, oldest first. */
    announced: readonly JackpotWinNotice[];
    /** The player's wins as jackpots.pendingWins answered them, if they were read. */
    wins:
      | { pending: readonly JackpotWinItem[]; completedNoWager: readonly JackpotWinItem[] }
      | undefined;
  },
  {
    now,
    shownNoWagerIds,
    handledIds,
  }: {
    now: Date;
    shownNoWagerIds: readonly number[];
    handledIds: ReadonlySet<number>;
  },
): JackpotWinNotice | undefined {
  const fresh = (id: number) => !handledIds.has(id);
  const announced = sources.announced.find(
    (win) => fresh(win.id) && (win.kind === 'pending' || !shownNoWagerIds.includes(win.id)),
  );
  if (announced !== undefined) return announced;
  const notice = (win: JackpotWinItem, kind: JackpotWinNotice['kind']): JackpotWinNotice => ({
    id: win.id,
    amount: win.amount,
    currency: win.currency,
    gameId: win.game.id,
    kind,
  });
  const pending = pendingJackpotWins(sources.wins?.pending ?? []).find((win) => fresh(win.id));
  if (pending !== undefined) return notice(pending, 'pending');
  const credited = (sources.wins?.completedNoWager ?? []).find(
    (win) =>
      fresh(win.id) && shouldShowNoWagerJackpotModal(win, { now, shownIds: shownNoWagerIds }),
  );
  return credited === undefined ? undefined : notice(credited, 'credited');
}
