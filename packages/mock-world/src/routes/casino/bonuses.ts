import {
  bonusActivationSchema,
  bonusStatusSchema,
  bonusTypeSchema,
  currencyCodeSchema,
  type LanguageCode,
  languageCodeSchema,
  type PromoCodeCheckResult,
} from '@casino/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type MockContext, originOf } from '../../context.js';
import {
  type BonusRecord,
  PROMO_CODES,
  bonusFromPromotion,
  promoCodeBonus,
  toBonus,
} from '../../data/bonuses.js';
import { optionalPlayer, requirePlayer } from '../../http/auth.js';
import { MockHttpError } from '../../http/errors.js';
import { onceByKey } from '../../http/idempotency.js';
import { parseRequest } from '../../http/parse.js';
import { activateBonus } from '../../state/bonus-wagering.js';
import type { PlayerAccount } from '../../state/player-store.js';

const listQuerySchema = z.object({
  lang: languageCodeSchema.optional(),
  status: bonusStatusSchema.optional(),
  type: bonusTypeSchema.optional(),
});
const promotionsQuerySchema = z.object({
  lang: languageCodeSchema.optional(),
  currency: currencyCodeSchema.default('EUR'),
});
const bonusParamsSchema = z.object({ id: z.coerce.number().int().positive() });
const promoCodeBodySchema = z.object({ code: z.string().trim().min(1).max(64) });

export const BONUS_ACTION_PATHS = ['activate', 'queue', 'decline', 'cancel'] as const;
type BonusActionPath = (typeof BONUS_ACTION_PATHS)[number];

/** Applies a player's action to a bonus, with its effects on balances, the wager and events. */
function applyBonusAction(
  ctx: MockContext,
  account: PlayerAccount,
  bonus: BonusRecord,
  action: BonusActionPath,
): void {
  const wrongState = () =>
    new MockHttpError('invalid_state', `A ${bonus.status} bonus cannot take "${action}"`);
  switch (action) {
    case 'activate': {
      if (bonus.status !== 'pending' && bonus.status !== 'queue') throw wrongState();
      activateBonus(
        { catalog: ctx.world.catalog, store: ctx.store, nowMs: ctx.clock.now() },
        account,
        bonus,
      );
      return;
    }
    case 'queue':
      if (bonus.status !== 'pending') throw wrongState();
      bonus.status = 'queue';
      return;
    case 'decline':
      if (bonus.status !== 'pending' && bonus.status !== 'queue') throw wrongState();
      bonus.status = 'rejected';
      return;
    case 'cancel':
      if (bonus.status !== 'activated') throw wrongState();
      // Cancelling a bonus zeroes the whole bonus balance (SPEC.md section 4).
      bonus.status = 'cancel';
      account.balances.bonusCasino = 0;
      account.wageringGames = null;
      return;
  }
}

export function registerBonusRoutes(app: FastifyInstance, context: MockContext): void {
  const { store, clock, world } = context;
  const view = (request: FastifyRequest, account: PlayerAccount, lang?: LanguageCode) => {
    return (record: BonusRecord) =>
      toBonus(record, {
        language: lang ?? account.language,
        currency: account.currency,
        nowMs: clock.now(),
        origin: originOf(request, context),
      });
  };

  app.get('/promotions', (request) => {
    const query = parseRequest(promotionsQuerySchema, request.query, 'query');
    return world.promotions.map((record) =>
      toBonus(record, {
        language: query.lang ?? 'en',
        currency: query.currency,
        nowMs: clock.now(),
        origin: originOf(request, context),
      }),
    );
  });

  app.get('/bonuses', (request) => {
    const account = requirePlayer(request, store);
    const query = parseRequest(listQuerySchema, request.query, 'query');
    return account.bonuses
      .filter((bonus) => query.status === undefined || bonus.status === query.status)
      .filter((bonus) => query.type === undefined || bonus.type === query.type)
      .map(view(request, account, query.lang));
  });

  app.get('/bonuses/:id', (request) => {
    const account = requirePlayer(request, store);
    const { id } = parseRequest(bonusParamsSchema, request.params, 'path');
    const query = parseRequest(listQuerySchema.pick({ lang: true }), request.query, 'query');
    const bonus = account.bonuses.find((entry) => entry.id === id);
    if (bonus === undefined) throw new MockHttpError('not_found', 'Bonus not found');
    return view(request, account, query.lang)(bonus);
  });

  // With an Idempotency-Key, an action whose answer was lost is answered again, not refused as
  // invalid_state (http/idempotency.ts).
  const act = (action: BonusActionPath) => (request: FastifyRequest, reply: FastifyReply) => {
    const account = requirePlayer(request, store);
    const scope = {
      answers: store.idempotentAnswers,
      playerId: account.id,
      operation: `bonus:${action}`,
    };
    return onceByKey(request, reply, scope, () => ({
      status: 200,
      body: runAction(action, request, account),
    }));
  };
  const runAction = (action: BonusActionPath, request: FastifyRequest, account: PlayerAccount) => {
    const { bonus_id: bonusId } = parseRequest(bonusActivationSchema, request.body, 'body');
    let bonus = account.bonuses.find((entry) => entry.id === bonusId);
    // A promotion's id (an activate-bonus link) gives the player a copy of it first.
    const promotion = world.promotions.find((entry) => entry.id === bonusId);
    if (bonus === undefined && promotion !== undefined && action === 'activate') {
      bonus = bonusFromPromotion(promotion, store.newBonusId(), account.currency);
      account.bonuses.unshift(bonus);
    }
    if (bonus === undefined) throw new MockHttpError('not_found', 'Bonus not found');
    applyBonusAction(context, account, bonus, action);
    return view(request, account)(bonus);
  };
  for (const action of BONUS_ACTION_PATHS) app.post(`/bonuses/${action}`, act(action));

  // A player's valid code gives its pending bonus; a guest's (sign-up) is only checked.
  app.post('/bonuses/promo-code', (request): PromoCodeCheckResult => {
    const account = optionalPlayer(request, store);
    const { code } = parseRequest(promoCodeBodySchema, request.body, 'body');
    const type = PROMO_CODES[code.toUpperCase()];
    if (type === undefined) return { valid: false };
    if (account === null) return { valid: true, bonusId: null };
    const existing = account.bonuses.find(
      (bonus) => bonus.type === type && bonus.status === 'pending',
    );
    if (existing !== undefined) return { valid: true, bonusId: existing.id };
    const bonus = promoCodeBonus(type, store.newBonusId(), account.currency);
    account.bonuses.unshift(bonus);
    return { valid: true, bonusId: bonus.id };
  });
}
