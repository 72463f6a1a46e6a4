import {
  isRealityCheckDue,
  netPosition,
  realityCheckDueAt,
  type NetDeposits,
  type RealityCheckInterval,
  type RealityCheckStatus,
} from '@casino/shared';
import { DomainError } from '../errors.js';
import { productNow, type PlayerContext } from './service-context.js';

// Reality checks and the session's figures (docs/decisions/040-safer-gambling-protection.md).
// The BFF keeps the session's start (the login) and the player's interval in the session record,
// shared by every instance, so a reload or another tab sees the same clock and the same check;
// the figures are the casino's ledger summed since the login.

type RealityContext = Pick<
  PlayerContext,
  'player' | 'clients' | 'upstreamCall' | 'now' | 'qaOverrides' | 'session'
>;

function sessionRecord(ctx: RealityContext) {
  const record = ctx.session.record();
  if (record === null) {
    throw new DomainError({
      code: 'not_signed_in',
      status: 'UNAUTHORIZED',
      messageKey: 'errors.unauthorized',
    });
  }
  return record;
}

/** The session's clock, the next check and the net position since login. */
export async function realityCheckStatus(ctx: RealityContext): Promise<RealityCheckStatus> {
  const record = sessionRecord(ctx);
  const [now, summary] = await Promise.all([
    productNow(ctx),
    ctx.clients.casino.playSummary(ctx.player.token, new Date(record.createdAt), ctx.upstreamCall),
  ]);
  const dueAt = realityCheckDueAt(record.realityCheck);
  return {
    sessionStartedAt: new Date(record.createdAt).toISOString(),
    now: now.toISOString(),
    intervalMinutes: record.realityCheck?.intervalMinutes ?? null,
    dueAt: dueAt === null ? null : new Date(dueAt).toISOString(),
    due: isRealityCheckDue(record.realityCheck, now.getTime()),
    currency: summary.currency,
    wagered: summary.wagered,
    won: summary.won,
    net: netPosition(summary.wagered, summary.won),
  };
}

/** Sets (or, null, stops) the checks; the first comes one interval from now. */
export async function setRealityCheckInterval(
  ctx: RealityContext,
  minutes: RealityCheckInterval | null,
): Promise<RealityCheckStatus> {
  sessionRecord(ctx);
  const now = await productNow(ctx);
  await ctx.session.setRealityCheck(
    minutes === null ? null : { intervalMinutes: minutes, acknowledgedAt: now.getTime() },
  );
  return realityCheckStatus(ctx);
}

/** The player answered a check (continue, or see the history): the next one an interval on. */
export async function acknowledgeRealityCheck(ctx: RealityContext): Promise<RealityCheckStatus> {
  const record = sessionRecord(ctx);
  if (record.realityCheck !== undefined) {
    const now = await productNow(ctx);
    await ctx.session.setRealityCheck({ ...record.realityCheck, acknowledgedAt: now.getTime() });
  }
  return realityCheckStatus(ctx);
}

/** Deposits less withdrawals over 30 days, 3 months and all time (the balance page). */
export function playerNetDeposits(ctx: RealityContext): Promise<NetDeposits> {
  return ctx.clients.casino.netDeposits(ctx.player.token, ctx.upstreamCall);
}
