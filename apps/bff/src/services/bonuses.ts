import {
  bonusSchema,
  dailyBonusStateSchema,
  signUpOffer,
  withinWageringCap,
  type Bonus,
  type BonusId,
  type BonusStatus,
  type BonusType,
  type CurrencyCode,
  type DailyBonusState,
  type LanguageCode,
  type MessageKey,
  type SignUpOffer,
} from '@casino/shared';
import { z } from 'zod';
import { cacheKey } from '../cache/keys.js';
import { DomainError } from '../errors.js';
import type { DataContext, PlayerContext, Served, ServiceContext } from './service-context.js';
import type { SessionPlayer } from '../sessions/session-player.js';
import { idempotent } from './idempotent.js';

// The player's bonuses: lists, one bonus, the actions on it, the daily bonus and promo codes,
// and a guest's sign-up offer. A player's bonuses are theirs alone: never cached under a shared
// key; the public promotions the sign-up offer reads are the same for everyone and are.

export interface BonusListFilters {
  status?: BonusStatus;
  type?: BonusType;
}

/** A list, with the catalogue's message for an empty one (the screen shows it in its place). */
export interface BonusList {
  items: Bonus[];
  emptyMessageKey: MessageKey | null;
}

/**
 * The bonuses a player may be offered: a UK player is never shown an offer (a bonus not yet
 * activated) above 10 times wagering (docs/decisions/040-safer-gambling-protection.md); what the
 * player already activated stays in their history.
 */
export function offeredWithinCap(items: readonly Bonus[], player: SessionPlayer): Bonus[] {
  return items.filter(
    (bonus) =>
      bonus.activationDate !== null || withinWageringCap(bonus.wagering, player.user.country),
  );
}

export async function bonusList(
  ctx: ServiceContext,
  player: SessionPlayer,
  filters: BonusListFilters,
): Promise<BonusList> {
  const all = await ctx.clients.casino.bonuses(
    player.token,
    { lang: player.user.language, status: filters.status, type: filters.type },
    ctx.upstreamCall,
  );
  const items = offeredWithinCap(all, player);
  return { items, emptyMessageKey: items.length === 0 ? 'errors.bonusNotFound' : null };
}

/** The queue: bonuses waiting for the active one to finish, in the upstream's order. */
export async function bonusQueue(ctx: ServiceContext, player: SessionPlayer): Promise<BonusList> {
  const items = offeredWithinCap(
    await ctx.clients.casino.bonuses(
      player.token,
      { lang: player.user.language, status: 'queue' },
      ctx.upstreamCall,
    ),
    player,
  );
  return { items, emptyMessageKey: items.length === 0 ? 'errors.noBonusesInQueue' : null };
}

/** An offer a UK player may not take is, to them, no offer at all. */
function offerNotFound(): DomainError {
  return new DomainError({
    code: 'bonus_not_found',
    status: 'NOT_FOUND',
    messageKey: 'errors.bonusNotFound',
  });
}

export async function bonusDetail(
  ctx: ServiceContext,
  player: SessionPlayer,
  bonusId: BonusId,
): Promise<Bonus> {
  const bonus = await ctx.clients.casino.bonus(
    player.token,
    bonusId,
    player.user.language,
    ctx.upstreamCall,
  );
  if (offeredWithinCap([bonus], player).length === 0) throw offerNotFound();
  return bonus;
}

/**
 * Refuses a UK player's activation or queueing of an offer above the wagering cap, which no list
 * showed them: one of their bonuses, or a promotion an activate-bonus link names (the casino
 * gives the player a copy of it). An id that is neither is left to the casino to refuse.
 */
async function requireWithinCap(ctx: PlayerContext, bonusId: BonusId): Promise<void> {
  const { player } = ctx;
  // Where no offer is above the cap, there is nothing to look up.
  if (withinWageringCap(Number.POSITIVE_INFINITY, player.user.country)) return;
  const language = player.user.language;
  const own = await ctx.clients.casino.bonuses(player.token, { lang: language }, ctx.upstreamCall);
  const offer =
    own.find((bonus) => bonus.id === bonusId) ??
    (await promotions(ctx, language, player.user.currency)).value.find(
      (promotion) => promotion.id === bonusId,
    );
  if (offer !== undefined && offeredWithinCap([offer], player).length === 0) {
    throw offerNotFound();
  }
}

export type BonusActionName = 'activate' | 'queue' | 'decline' | 'cancel';

/**
 * One action on a bonus, once per idempotency key. Activate takes a pending or queued bonus, or
 * a promotion's id (an activate-bonus link) and burns the current wagering; cancel zeroes the
 * bonus balance.
 */
export function bonusAction(
  ctx: PlayerContext,
  action: BonusActionName,
  bonusId: BonusId,
  idempotencyKey: string,
): Promise<Bonus> {
  const { casino } = ctx.clients;
  const token = ctx.player.token;
  return idempotent(
    ctx,
    {
      operation: `bonuses.${action}`,
      key: idempotencyKey,
      request: { bonusId },
      output: bonusSchema,
    },
    async (call) => {
      switch (action) {
        case 'activate':
          await requireWithinCap(ctx, bonusId);
          return casino.activateBonus(token, bonusId, call);
        case 'queue':
          await requireWithinCap(ctx, bonusId);
          return casino.queueBonus(token, bonusId, call);
        case 'decline':
          return casino.declineBonus(token, bonusId, call);
        case 'cancel':
          return casino.cancelBonus(token, bonusId, call);
      }
    },
  );
}

/** 200 with the week for a player, 204 for a guest: the status is data, as the SPA reads it. */
export function dailyBonus(
  ctx: ServiceContext,
  player: SessionPlayer | null,
): Promise<DailyBonusState> {
  return ctx.clients.casino.dailyBonus(player?.token ?? null, ctx.upstreamCall);
}

/** Collects today's daily bonus, once per key, and answers the state after it. */
export function collectDailyBonus(
  ctx: PlayerContext,
  idempotencyKey: string,
): Promise<DailyBonusState> {
  return idempotent(
    ctx,
    {
      operation: 'bonuses.collectDaily',
      key: idempotencyKey,
      request: {},
      output: dailyBonusStateSchema,
    },
    async (call) => {
      await ctx.clients.casino.collectDailyBonus(ctx.player.token, call);
      return ctx.clients.casino.dailyBonus(ctx.player.token, call);
    },
  );
}

/** A valid code gives the player its bonus; an unknown one is 'Promo code is invalid'. */
/** A player's code gives its bonus; a guest's (the sign-up form) is only checked. */
export async function checkPromoCode(
  ctx: ServiceContext,
  player: SessionPlayer | null,
  code: string,
): Promise<{ valid: true; bonusId: BonusId | null }> {
  const result = await ctx.clients.casino.checkPromoCode(
    player?.token ?? null,
    code,
    ctx.upstreamCall,
  );
  if (!result.valid) {
    throw new DomainError({
      code: 'promo_code_invalid',
      status: 'UNPROCESSABLE_CONTENT',
      messageKey: 'errors.promoCodeInvalid',
    });
  }
  return result;
}

/**
 * The sign-up offer of a language (signUpOffer: SPEC-NOTES' figures of the locale on the casino's
 * registration promotion), for the guest's /bonuses. The promotions are read in the offer's own
 * currency and cached as shared data.
 */
export async function signUpOfferFor(
  ctx: DataContext,
  language: LanguageCode,
): Promise<Served<SignUpOffer>> {
  const currency = signUpOffer(language, []).upTo.currency;
  const { value, stale } = await promotions(ctx, language, currency);
  return { value: signUpOffer(language, value), stale };
}

/** The casino's public promotions in a language and currency, the same for everyone: cached. */
function promotions(
  ctx: DataContext,
  language: LanguageCode,
  currency: CurrencyCode,
): Promise<Served<Bonus[]>> {
  return ctx.cache.get({
    kind: 'promotions',
    key: cacheKey('promotions', { lang: language, currency }),
    schema: z.array(bonusSchema),
    load: () => ctx.clients.casino.promotions({ lang: language, currency }, ctx.upstreamCall),
  });
}
