import { isMessageKey, type MessageKey, type MessageValues } from '@casino/shared';
import { DomainError, type DomainErrorStatus } from '../errors.js';
import type { UpstreamErrorCode, UpstreamErrorDetail } from '@casino/upstream-contract';
import { UpstreamError } from './upstream-error.js';

// The one place where an upstream's 4xx answer becomes what the player is told. Everything not
// listed here (a 400 invalid_request, 5xx, timeouts, malformed answers) is the BFF's or the
// upstream's fault, not the player's, and stays an UpstreamError for the tRPC error mapper.

export interface DomainErrorMapping {
  status: DomainErrorStatus;
  messageKey: MessageKey;
}

/** The player-facing upstream codes of the contract (docs/UPSTREAMS.md, "Error codes"). */
export const UPSTREAM_DOMAIN_ERRORS = {
  unauthorized: { status: 'UNAUTHORIZED', messageKey: 'errors.unauthorized' },
  invalid_credentials: { status: 'UNAUTHORIZED', messageKey: 'errors.invalidCredentials' },
  game_restricted: { status: 'FORBIDDEN', messageKey: 'errors.accessDenied' },
  level_too_low: { status: 'FORBIDDEN', messageKey: 'miniGame.levelTooLow' },
  // The limit and its reset travel as values (kind, resetsAt); services/limits.ts words it.
  limit_reached: { status: 'FORBIDDEN', messageKey: 'errors.actionUnavailable' },
  // A time-out or self-exclusion: the message follows the state and its end (details).
  account_protected: { status: 'FORBIDDEN', messageKey: 'errors.selfExcludedIndefinite' },
  gamstop_registered: { status: 'FORBIDDEN', messageKey: 'errors.gamstopRegistered' },
  not_found: { status: 'NOT_FOUND', messageKey: 'errors.notFound' },
  email_taken: { status: 'CONFLICT', messageKey: 'errors.emailTaken' },
  insufficient_balance: { status: 'CONFLICT', messageKey: 'errors.notEnoughMoney' },
  // A double click or a stale screen (activating an active bonus): the player can see why.
  invalid_state: { status: 'CONFLICT', messageKey: 'errors.actionUnavailable' },
  no_attempts_left: { status: 'CONFLICT', messageKey: 'miniGame.noChancesLeft' },
  already_collected: { status: 'CONFLICT', messageKey: 'errors.dailyBonusCollected' },
  validation_failed: { status: 'UNPROCESSABLE_CONTENT', messageKey: 'errors.invalidInput' },
  promo_code_invalid: { status: 'UNPROCESSABLE_CONTENT', messageKey: 'errors.promoCodeInvalid' },
  wrong_password: { status: 'UNPROCESSABLE_CONTENT', messageKey: 'errors.wrongPassword' },
} as const satisfies Partial<Record<UpstreamErrorCode, DomainErrorMapping>>;

/** An upstream code the player is told about. */
export type MappedUpstreamCode = keyof typeof UPSTREAM_DOMAIN_ERRORS;

/** What a not_found of one call is about, when the catalogue has a message for it. */
export interface NotFoundMapping {
  /** The DomainError's code, e.g. 'bonus_not_found'. */
  code: string;
  messageKey: MessageKey;
}

export const NOT_FOUND = {
  bonus: { code: 'bonus_not_found', messageKey: 'errors.bonusNotFound' },
  game: { code: 'game_not_found', messageKey: 'errors.noGamesFound' },
  transactions: { code: 'transactions_not_found', messageKey: 'errors.transactionsNotFound' },
  page: { code: 'page_not_found', messageKey: 'notFound.title' },
  tournament: { code: 'tournament_not_found', messageKey: 'errors.notFound' },
  session: { code: 'session_not_found', messageKey: 'errors.notFound' },
  sport: { code: 'sport_not_found', messageKey: 'errors.notFound' },
  carousel: { code: 'carousel_not_found', messageKey: 'errors.notFound' },
  passwordReset: { code: 'password_reset_invalid', messageKey: 'errors.passwordResetInvalid' },
  shopItem: { code: 'shop_item_not_found', messageKey: 'errors.noSuchOption' },
  gamificationItem: { code: 'gamification_item_not_found', messageKey: 'errors.noSuchOption' },
  // A jackpot win is decided by its bonus id: to the player it is a bonus.
  jackpotWin: { code: 'jackpot_win_not_found', messageKey: 'errors.bonusNotFound' },
  deposit: { code: 'deposit_not_found', messageKey: 'errors.transactionsNotFound' },
  paymentMethod: { code: 'payment_method_not_found', messageKey: 'errors.noSuchOption' },
} as const satisfies Record<string, NotFoundMapping>;

export interface UpstreamDomainErrorOptions {
  notFound?: NotFoundMapping;
}

export interface DomainErrorForCodeOptions extends UpstreamDomainErrorOptions {
  /** The failing fields the upstream named (422 answers). */
  details?: readonly UpstreamErrorDetail[];
  cause?: unknown;
}

/** The rules the upstream named (field path → message key), for a form to show beside its fields. */
function detailValues(details: readonly UpstreamErrorDetail[]): MessageValues {
  const values: MessageValues = {};
  for (const detail of details) {
    if (detail.path !== '' && isMessageKey(detail.message)) values[detail.path] = detail.message;
  }
  return values;
}

/** The DomainError of an upstream code, e.g. for a status that carries no body. */
export function domainErrorForCode(
  code: MappedUpstreamCode,
  { details = [], notFound, cause }: DomainErrorForCodeOptions = {},
): DomainError {
  const mapping: DomainErrorMapping = UPSTREAM_DOMAIN_ERRORS[code];
  if (code === 'not_found' && notFound !== undefined) {
    return new DomainError({ ...notFound, status: mapping.status, cause });
  }
  if (mapping.status === 'UNPROCESSABLE_CONTENT') {
    // The first failing rule the upstream named is the headline; all of them travel as values.
    const firstKey = details.map((detail) => detail.message).find(isMessageKey);
    return new DomainError({
      code,
      status: mapping.status,
      messageKey:
        code === 'validation_failed' ? (firstKey ?? mapping.messageKey) : mapping.messageKey,
      values: detailValues(details),
      cause,
    });
  }
  if (code === 'account_protected') {
    // The casino names the message key and the end (formatLimitInstant's format).
    const values = Object.fromEntries(details.map((detail) => [detail.path, detail.message]));
    const key = values.messageKey;
    return new DomainError({
      code,
      status: mapping.status,
      messageKey: key !== undefined && isMessageKey(key) ? key : mapping.messageKey,
      values: {
        until: values.until ?? '',
        untilIso: values.untilIso ?? '',
        state: values.state ?? '',
      },
      cause,
    });
  }
  if (code === 'limit_reached') {
    // The limit's kind and reset instant, as the upstream named them.
    const values = Object.fromEntries(details.map((detail) => [detail.path, detail.message]));
    return new DomainError({
      code,
      status: mapping.status,
      messageKey: mapping.messageKey,
      values,
      cause,
    });
  }
  return new DomainError({ code, status: mapping.status, messageKey: mapping.messageKey, cause });
}

function isMappedCode(code: string): code is MappedUpstreamCode {
  return Object.hasOwn(UPSTREAM_DOMAIN_ERRORS, code);
}

/**
 * The DomainError an upstream failure stands for, or undefined when it is not the player's
 * business (then the caller rethrows the original). Only a 4xx answer with a listed code maps.
 */
export function toDomainError(
  error: unknown,
  options: UpstreamDomainErrorOptions = {},
): DomainError | undefined {
  if (!(error instanceof UpstreamError) || error.kind !== 'http') return undefined;
  const { status, upstreamCode } = error;
  if (status === undefined || status < 400 || status >= 500) return undefined;
  if (upstreamCode === undefined || !isMappedCode(upstreamCode)) return undefined;
  return domainErrorForCode(upstreamCode, { ...options, details: error.details, cause: error });
}

/** Awaits an upstream call, turning the player-facing failures into DomainErrors. */
export async function withDomainErrors<T>(
  call: Promise<T>,
  options: UpstreamDomainErrorOptions = {},
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw toDomainError(error, options) ?? error;
  }
}
