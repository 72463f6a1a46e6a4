import {
  gamificationProfileSchema,
  gamificationPurchaseSchema,
  type GamificationItemId,
  type GamificationProfile,
  type GamificationPurchase,
} from '@casino/shared';
import { requestOptions, type UpstreamCallContext } from '../call-context.js';
import { NOT_FOUND } from '../upstream-domain-errors.js';
import type { CasinoUpstream } from './shared.js';

/** The gamification service through the casino (docs/UPSTREAMS.md, "The gamification panel"). */
export function gamificationCalls({ http, mapped }: CasinoUpstream) {
  return {
    gamificationProfile: (
      token: string,
      context?: UpstreamCallContext,
    ): Promise<GamificationProfile> =>
      mapped(
        http.get(
          '/gamification/profile',
          gamificationProfileSchema,
          requestOptions(context, { token }),
        ),
      ),

    /**
     * A store purchase, once per Idempotency-Key: 409 insufficient_balance with too few coins,
     * 409 invalid_state before a first deposit.
     */
    buyGamificationItem: (
      token: string,
      itemId: GamificationItemId,
      context?: UpstreamCallContext,
    ): Promise<GamificationPurchase> =>
      mapped(
        http.post(
          '/gamification/purchases',
          { itemId },
          gamificationPurchaseSchema,
          requestOptions(context, { token }),
        ),
        NOT_FOUND.gamificationItem,
      ),
  };
}
