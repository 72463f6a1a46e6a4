import {
  gamificationPurchaseSchema,
  type GamificationItemId,
  type GamificationProfile,
  type GamificationPurchase,
} from '@casino/shared';
import { DomainError } from '../errors.js';
import { idempotent } from './idempotent.js';
import type { PlayerContext } from './service-context.js';

// The gamification service (docs/decisions/039-gamification.md). Its panel, on its own origin,
// shows what this answers and asks the app to buy; the purchase itself is made here, for the
// signed-in player, once per idempotency key. Nothing of it is cached: coins and missions move
// with every spin.

export interface GamificationState {
  profile: GamificationProfile;
  /** Whether the player ever completed a deposit: the store opens with the first one. */
  hasDeposited: boolean;
  /** The panel's address; null when no gamification service is configured. */
  panelUrl: string | null;
}

type GamificationContext = Pick<
  PlayerContext,
  'player' | 'clients' | 'upstreamCall' | 'config' | 'idempotency'
>;

/** The player's coins, missions and store, whether they deposited, and where the panel is. */
export async function gamificationState(ctx: GamificationContext): Promise<GamificationState> {
  const { casino } = ctx.clients;
  const [profile, limits] = await Promise.all([
    casino.gamificationProfile(ctx.player.token, ctx.upstreamCall),
    // "Ever deposited" is the casino's, read with the limits (decision 037): one fact, one place.
    casino.limits(ctx.player.token, ctx.upstreamCall),
  ]);
  return {
    profile,
    hasDeposited: limits.hasDeposited,
    panelUrl: ctx.config.product.gamificationPanelUrl,
  };
}

// The app words these refusals itself by their codes (its gamification strings load with the
// store); the catalogue's generic message is for any other client.
const FIRST_DEPOSIT_NEEDED = {
  code: 'first_deposit_needed',
  status: 'FORBIDDEN',
  messageKey: 'errors.actionUnavailable',
} as const;

/**
 * A store purchase, once per key. Refused before a first deposit (first_deposit_needed) and with
 * too few coins (not_enough_coins); the casino checks both again, and its refusals read the same.
 */
export function buyGamificationItem(
  ctx: GamificationContext,
  itemId: GamificationItemId,
  idempotencyKey: string,
): Promise<GamificationPurchase> {
  return idempotent(
    ctx,
    {
      operation: 'gamification.buy',
      key: idempotencyKey,
      request: { itemId },
      output: gamificationPurchaseSchema,
    },
    async (call) => {
      const limits = await ctx.clients.casino.limits(ctx.player.token, call);
      if (!limits.hasDeposited) throw new DomainError(FIRST_DEPOSIT_NEEDED);
      try {
        return await ctx.clients.casino.buyGamificationItem(ctx.player.token, itemId, call);
      } catch (error) {
        if (error instanceof DomainError && error.code === 'insufficient_balance') {
          throw new DomainError({
            code: 'not_enough_coins',
            status: 'CONFLICT',
            messageKey: 'errors.actionUnavailable',
            cause: error,
          });
        }
        if (error instanceof DomainError && error.code === 'invalid_state') {
          throw new DomainError({ ...FIRST_DEPOSIT_NEEDED, cause: error });
        }
        throw error;
      }
    },
  );
}
