import {
  bonusSchema,
  promoCodeCheckResultSchema,
  type Bonus,
  type BonusId,
  type BonusStatus,
  type BonusType,
  type CurrencyCode,
  type LanguageCode,
  type PromoCodeCheckResult,
} from '@casino/shared';
import { z } from 'zod';
import { requestOptions, segment, type UpstreamCallContext } from '../call-context.js';
import { NOT_FOUND } from '../upstream-domain-errors.js';
import type { CasinoUpstream } from './shared.js';

export interface PromotionsQuery {
  lang?: LanguageCode;
  /** EUR unless given. */
  currency?: CurrencyCode;
}

export interface BonusesQuery {
  lang?: LanguageCode;
  status?: BonusStatus;
  type?: BonusType;
}

/** The upstream's bonus actions, one path each. */
type BonusCall = 'activate' | 'queue' | 'decline' | 'cancel';

export function bonusesCalls({ http, mapped }: CasinoUpstream) {
  const bonusAction = (
    action: BonusCall,
    token: string,
    bonusId: BonusId,
    context?: UpstreamCallContext,
  ): Promise<Bonus> =>
    mapped(
      http.post(
        `/bonuses/${action}`,
        { bonus_id: bonusId },
        bonusSchema,
        requestOptions(context, { token }),
      ),
      NOT_FOUND.bonus,
    );

  return {
    /** The public offers, one per bonus type. */
    promotions: (query: PromotionsQuery = {}, context?: UpstreamCallContext): Promise<Bonus[]> =>
      mapped(
        http.get(
          '/promotions',
          z.array(bonusSchema),
          requestOptions(context, { query: { lang: query.lang, currency: query.currency } }),
        ),
      ),

    bonuses: (
      token: string,
      query: BonusesQuery = {},
      context?: UpstreamCallContext,
    ): Promise<Bonus[]> =>
      mapped(
        http.get(
          '/bonuses',
          z.array(bonusSchema),
          requestOptions(context, {
            token,
            query: { lang: query.lang, status: query.status, type: query.type },
          }),
        ),
      ),

    bonus: (
      token: string,
      bonusId: BonusId,
      lang?: LanguageCode,
      context?: UpstreamCallContext,
    ): Promise<Bonus> =>
      mapped(
        http.get(
          `/bonuses/${segment(bonusId)}`,
          bonusSchema,
          requestOptions(context, { token, query: { lang } }),
        ),
        NOT_FOUND.bonus,
      ),

    /** Takes a pending or queued bonus, or a promotion's id (1 to 9). */
    activateBonus: (token: string, bonusId: BonusId, context?: UpstreamCallContext) =>
      bonusAction('activate', token, bonusId, context),

    queueBonus: (token: string, bonusId: BonusId, context?: UpstreamCallContext) =>
      bonusAction('queue', token, bonusId, context),

    declineBonus: (token: string, bonusId: BonusId, context?: UpstreamCallContext) =>
      bonusAction('decline', token, bonusId, context),

    /** Cancels the active bonus, which zeroes the bonus balance and the wager. */
    cancelBonus: (token: string, bonusId: BonusId, context?: UpstreamCallContext) =>
      bonusAction('cancel', token, bonusId, context),

    /**
     * A valid code also gives the player its pending bonus; without a token (a guest signing up)
     * the code is only checked.
     */
    checkPromoCode: (
      token: string | null,
      code: string,
      context?: UpstreamCallContext,
    ): Promise<PromoCodeCheckResult> =>
      mapped(
        http.post(
          '/bonuses/promo-code',
          { code },
          promoCodeCheckResultSchema,
          requestOptions(context, { token }),
        ),
      ),
  };
}
