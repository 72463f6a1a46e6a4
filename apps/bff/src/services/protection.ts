import {
  protectionOfView,
  returnOpensAccountAt,
  type ProtectionRequest,
  type ProtectionView,
} from '@casino/shared';
import type { UpstreamCallContext } from '../upstreams/call-context.js';
import type { PlayerContext, ServiceContext } from './service-context.js';

// Time-out and self-exclusion (docs/decisions/040-safer-gambling-protection.md). The casino holds
// them, ends the player's casino sessions and refuses a login while they last; the BFF ends every
// session of the player on every instance at once, so that no tab, socket or cached session
// outlives the player's decision.

/**
 * Starts a time-out or self-exclusion, then ends every session of the player here and on every
 * other instance (their sockets close within a second).
 */
export async function startPlayerProtection(
  ctx: PlayerContext,
  request: ProtectionRequest,
  call: UpstreamCallContext = ctx.upstreamCall,
): Promise<ProtectionView> {
  const view = await ctx.clients.casino.startProtection(ctx.player.token, request, call);
  await ctx.session.endPlayer();
  return view;
}

/**
 * A self-excluded player whose period is over asks to return: the casino checks the password
 * and starts the cooling-off; the answer says when the account opens.
 */
export async function requestPlayerReturn(
  ctx: ServiceContext,
  input: { email: string; password: string },
): Promise<{ opensAt: string }> {
  const view = await ctx.clients.casino.requestReturn(input, ctx.upstreamCall);
  const opensAt = returnOpensAccountAt(protectionOfView(view));
  if (opensAt === null) throw new Error('the casino answered a return without its request');
  return { opensAt: new Date(opensAt).toISOString() };
}
