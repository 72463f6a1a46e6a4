import {
  LIMIT_REACHED_MESSAGES,
  depositLimitBreach,
  isLimitReviewDue,
  limitKindSchema,
  limitMessageValues,
  limitStateOf,
  playLimitBreach,
  shouldPromptForLimits,
  type CurrencyCode,
  type LimitBreach,
  type LimitKind,
  type PlayerLimits,
} from '@casino/shared';
import { DomainError } from '../errors.js';
import { productNow, type PlayerContext } from './service-context.js';

// Safer gambling (docs/decisions/037-safer-gambling-limits.md). The casino holds the limits and
// refuses what passes them; the BFF reads them fresh for every check (never from a cache: a
// lowered limit applies at once) and refuses first, with a message that names the limit and
// when it resets. A casino refusal (a race between two tabs) is worded the same way.

export interface PlayerLimitsView extends PlayerLimits {
  /** The prompt to set a limit shows (no limit, never deposited, not declined). */
  promptDue: boolean;
  /** The six-monthly review reminder shows. */
  reviewDue: boolean;
}

type LimitsContext = Pick<
  PlayerContext,
  'player' | 'clients' | 'upstreamCall' | 'now' | 'qaOverrides'
>;

async function view(ctx: LimitsContext, limits: PlayerLimits): Promise<PlayerLimitsView> {
  const now = await productNow(ctx);
  return {
    ...limits,
    promptDue: shouldPromptForLimits(limits),
    reviewDue: isLimitReviewDue(limits.reviewDueAt, now.getTime()),
  };
}

export async function playerLimits(ctx: LimitsContext): Promise<PlayerLimitsView> {
  return view(ctx, await ctx.clients.casino.limits(ctx.player.token, ctx.upstreamCall));
}

export async function setPlayerLimit(
  ctx: LimitsContext,
  input: { kind: LimitKind; value: number | null },
): Promise<PlayerLimitsView> {
  const limits = await ctx.clients.casino.setLimit(
    ctx.player.token,
    input.kind,
    input.value,
    ctx.upstreamCall,
  );
  return view(ctx, limits);
}

export async function cancelPendingPlayerLimit(
  ctx: LimitsContext,
  kind: LimitKind,
): Promise<PlayerLimitsView> {
  return view(
    ctx,
    await ctx.clients.casino.cancelPendingLimit(ctx.player.token, kind, ctx.upstreamCall),
  );
}

export async function declineLimitPrompt(ctx: LimitsContext): Promise<PlayerLimitsView> {
  return view(ctx, await ctx.clients.casino.declineLimitPrompt(ctx.player.token, ctx.upstreamCall));
}

export async function reviewedPlayerLimits(ctx: LimitsContext): Promise<PlayerLimitsView> {
  return view(ctx, await ctx.clients.casino.reviewedLimits(ctx.player.token, ctx.upstreamCall));
}

/**
 * The refusal of an action past a limit: FORBIDDEN limit_reached, the limit's own message with
 * its value, what is used and the reset (values `limit`, `used`, `resetsAt`), and the kind and
 * the reset instant for the client (`kind`, `resetsAtIso`).
 */
export function limitRefusal(
  breach: LimitBreach,
  currency: CurrencyCode,
  cause?: unknown,
): DomainError {
  return new DomainError({
    code: 'limit_reached',
    status: 'FORBIDDEN',
    messageKey: LIMIT_REACHED_MESSAGES[breach.kind],
    values: {
      ...limitMessageValues(breach, currency),
      kind: breach.kind,
      resetsAtIso: breach.resetsAtMs === null ? '' : new Date(breach.resetsAtMs).toISOString(),
    },
    cause,
  });
}

/** A deposit of `amount` must fit every deposit limit (the lowest applies). */
export async function checkDepositLimits(ctx: LimitsContext, amount: number): Promise<void> {
  const limits = await ctx.clients.casino.limits(ctx.player.token, ctx.upstreamCall);
  const breach = depositLimitBreach(limits.limits.map(limitStateOf), amount);
  if (breach !== null) throw limitRefusal(breach, limits.currency);
}

/** Real-money play must be within the session-time and the loss limit. */
export async function checkPlayLimits(ctx: LimitsContext): Promise<void> {
  const limits = await ctx.clients.casino.limits(ctx.player.token, ctx.upstreamCall);
  const breach = playLimitBreach(limits.limits.map(limitStateOf));
  if (breach !== null) throw limitRefusal(breach, limits.currency);
}

/**
 * Runs an upstream action; when the casino refuses it for a limit (it checks again, and another
 * tab may have used the room meanwhile), the refusal is worded from the limits read afresh.
 */
export async function withLimitRefusals<T>(
  ctx: LimitsContext,
  action: () => Promise<T>,
): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'limit_reached') throw error;
    const kind = limitKindSchema.safeParse(error.values.kind);
    if (!kind.success) throw error;
    const limits = await ctx.clients.casino.limits(ctx.player.token, ctx.upstreamCall);
    const state = limits.limits.map(limitStateOf).find((entry) => entry.kind === kind.data);
    if (state === undefined || state.value === null) throw error;
    throw limitRefusal(
      { kind: kind.data, value: state.value, used: state.used, resetsAtMs: state.resetsAtMs },
      limits.currency,
      error,
    );
  }
}
