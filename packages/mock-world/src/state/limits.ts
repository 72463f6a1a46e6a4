import {
  LIMIT_KINDS,
  LIMIT_REACHED_MESSAGES,
  MESSAGE_CATALOGUES,
  type CurrencyCode,
  type LanguageCode,
  type LimitBreach,
  type LimitKind,
  type LimitState,
  type MoneyEntry,
  type PlayerLimits,
  cancelPendingLimit,
  changeLimit,
  depositLimitBreach,
  limitMessageValues,
  limitReviewDueAt,
  limitStates,
  limitViewOf,
  playLimitBreach,
  settleLimit,
} from '@casino/shared';
import { MockHttpError } from '../http/errors.js';
import type { PlayerAccount, PlayerStore } from './player-store.js';

// The casino's side of safer gambling (docs/decisions/037-safer-gambling-limits.md): each
// player's limits, held here as a platform holds them, and the checks every deposit, real-money
// launch and spin passes. The rules themselves are packages/shared's (safer-gambling.ts).

/** Deposits that count against a deposit limit: gross, completed or still under way. */
function depositEntries(store: PlayerStore, account: PlayerAccount): MoneyEntry[] {
  return store
    .depositsOf(account)
    .filter((deposit) => deposit.status === 'pending' || deposit.status === 'complete')
    .map((deposit) => ({ atMs: deposit.createdAtMs, amount: deposit.amount }));
}

/** Real-money play as losses: a bet counts its stake, a win takes its amount off. */
function playEntries(account: PlayerAccount): MoneyEntry[] {
  return account.transactions.flatMap((row) =>
    row.scope === 'game' &&
    row.wallet === 'basic' &&
    row.atMs !== null &&
    (row.type === 'bet' || row.type === 'win')
      ? [{ atMs: row.atMs, amount: -row.amount }]
      : [],
  );
}

/** Pending changes whose 24 hours are over come into force (a read or a check settles them). */
function settleAll(account: PlayerAccount, nowMs: number): void {
  const { limits } = account.saferGambling;
  for (const kind of LIMIT_KINDS) {
    const setting = limits[kind];
    if (setting === null) continue;
    const settled = settleLimit(setting, nowMs);
    limits[kind] = settled.value === null && settled.pending === null ? null : settled;
  }
}

export function limitStatesOf(
  store: PlayerStore,
  account: PlayerAccount,
  sessionStartMs: number | null,
  nowMs: number,
): LimitState[] {
  settleAll(account, nowMs);
  return limitStates(
    account.saferGambling.limits,
    {
      deposits: depositEntries(store, account),
      play: playEntries(account),
      sessionStartMs,
    },
    nowMs,
  );
}

/** Whether the player ever completed a deposit (through the API or in their seeded history). */
export function hasDeposited(store: PlayerStore, account: PlayerAccount): boolean {
  return (
    store.depositsOf(account).some((deposit) => deposit.status === 'complete') ||
    account.transactions.some((row) => row.type === 'deposit' && row.status === 'complete')
  );
}

/** The answer of GET /limits and of every change. */
export function playerLimitsOf(
  store: PlayerStore,
  account: PlayerAccount,
  sessionStartMs: number | null,
  nowMs: number,
): PlayerLimits {
  const { promptAnsweredAtMs, reviewedAtMs } = account.saferGambling;
  const reviewFrom = reviewedAtMs ?? promptAnsweredAtMs;
  return {
    currency: account.currency,
    limits: limitStatesOf(store, account, sessionStartMs, nowMs).map(limitViewOf),
    hasDeposited: hasDeposited(store, account),
    promptAnswered: promptAnsweredAtMs !== null,
    reviewDueAt: reviewFrom === null ? null : new Date(limitReviewDueAt(reviewFrom)).toISOString(),
  };
}

/** A change the player asked for: a decrease at once, an increase after 24 hours. */
export function changePlayerLimit(
  account: PlayerAccount,
  kind: LimitKind,
  value: number | null,
  nowMs: number,
): void {
  const record = account.saferGambling;
  settleAll(account, nowMs);
  record.limits[kind] = changeLimit(record.limits[kind], value, nowMs);
  // Setting a limit answers the prompt; any change is a review of the limits.
  record.promptAnsweredAtMs ??= nowMs;
  record.reviewedAtMs = nowMs;
}

export function cancelPendingPlayerLimit(
  account: PlayerAccount,
  kind: LimitKind,
  nowMs: number,
): void {
  const { limits } = account.saferGambling;
  const setting = limits[kind];
  if (setting === null) return;
  limits[kind] = cancelPendingLimit(setting, nowMs);
}

/** The refusal's text in a language, as the game page shows it beside its spin button. */
export function limitRefusalText(
  breach: LimitBreach,
  currency: CurrencyCode,
  lang: LanguageCode,
): string {
  const key = LIMIT_REACHED_MESSAGES[breach.kind].slice(
    'errors.'.length,
  ) as keyof (typeof MESSAGE_CATALOGUES)['en']['errors'];
  const values: Record<string, string> = limitMessageValues(breach, currency);
  return MESSAGE_CATALOGUES[lang].errors[key].replace(
    /\{\{(\w+)\}\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
}

/**
 * The refusal of an action past a limit: 403 limit_reached, its details naming the limit (kind)
 * and when it resets (resetsAt, an ISO instant, or empty for the session limit).
 */
export function limitReached(
  breach: LimitBreach,
  action: string,
  message = `The ${breach.kind} limit stops this ${action}`,
): MockHttpError {
  return new MockHttpError('limit_reached', message, [
    { path: 'kind', message: breach.kind },
    {
      path: 'resetsAt',
      message: breach.resetsAtMs === null ? '' : new Date(breach.resetsAtMs).toISOString(),
    },
  ]);
}

export function checkDepositLimits(
  store: PlayerStore,
  account: PlayerAccount,
  amount: number,
  nowMs: number,
): void {
  const breach = depositLimitBreach(limitStatesOf(store, account, null, nowMs), amount);
  if (breach !== null) throw limitReached(breach, 'deposit');
}

/**
 * Before a real-money launch (stake 0) or a spin: the session-time and the loss limit. A spin's
 * refusal reads in the page's language (`lang`): the game page shows it as it is.
 */
export function checkPlayLimits(
  store: PlayerStore,
  account: PlayerAccount,
  sessionStartMs: number | null,
  stake: number,
  nowMs: number,
  lang?: LanguageCode,
): void {
  const breach = playLimitBreach(limitStatesOf(store, account, sessionStartMs, nowMs), stake);
  if (breach === null) return;
  const action = stake === 0 ? 'launch' : 'spin';
  throw lang === undefined
    ? limitReached(breach, action)
    : limitReached(breach, action, limitRefusalText(breach, account.currency, lang));
}
