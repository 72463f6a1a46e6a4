import {
  type Shop,
  type ShopItems,
  type ShopPurchase,
  type ShopView,
  canAfford,
  catchGameBonusPercent,
  catchGameTries,
  languageCodeSchema,
  shopItemIdSchema,
  shopSchema,
  snowflakesForBet,
} from '@casino/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CatchGameFacts, CatchGamePlay } from '@casino/upstream-contract';
import { type MockContext, originOf } from '../../context.js';
import { toBonus } from '../../data/bonuses.js';
import { EUR_RATES } from '../../data/rates.js';
import { fromEur } from '../../data/rates.js';
import { deriveSeed, roundMoney, seededRandom } from '../../data/seeded.js';
import { shopItems } from '../../data/shops.js';
import { requirePlayer } from '../../http/auth.js';
import { MockHttpError } from '../../http/errors.js';
import { parseRequest } from '../../http/parse.js';
import { utcDay } from '../../state/clock.js';
import type { PlayerAccount } from '../../state/player-store.js';

const shopParamsSchema = z.object({ shop: shopSchema });
const langQuerySchema = z.object({ lang: languageCodeSchema.optional() });
const purchaseBodySchema = z.object({ itemId: shopItemIdSchema });

/** Snowflakes earned: one per whole euro of each bet (SPEC.md section 9). */
function snowflakesEarned(account: PlayerAccount): number {
  return account.transactions
    .filter((row) => row.type === 'bet' || row.type === 'sport_bet')
    .reduce(
      (sum, row) => sum + snowflakesForBet(Math.abs(row.amount) / EUR_RATES[row.currency]),
      0,
    );
}

/** Snowflakes held: those earned less those spent. */
export function snowflakeBalance(account: PlayerAccount): number {
  return Math.max(0, snowflakesEarned(account) - account.snowflakesSpent);
}

function coins(account: PlayerAccount, shop: Shop): number {
  return shop === 'bonus' ? Math.floor(account.loyaltyPoints) : snowflakeBalance(account);
}

/** What the casino counts of a player's catch game on a UTC day (its tries reset daily). */
export function catchGameFacts(account: PlayerAccount, today: number): CatchGameFacts {
  return {
    depositsToday: account.transactions.filter(
      (row) =>
        row.type === 'deposit' &&
        row.status === 'complete' &&
        row.atMs !== null &&
        utcDay(row.atMs) === today,
    ).length,
    triesUsedToday: account.catchGameTries.day === today ? account.catchGameTries.used : 0,
    snowflakes: snowflakeBalance(account),
  };
}

/**
 * QA's setting of the snowflakes held and the tries used today. The snowflakes held are those
 * earned by bets less those spent, so holding more than was earned counts as a negative spend
 * (a grant); bets after it earn on top as usual.
 */
export function setCatchGameFacts(
  account: PlayerAccount,
  today: number,
  patch: { snowflakes?: number | undefined; triesUsedToday?: number | undefined },
): CatchGameFacts {
  if (patch.snowflakes !== undefined) {
    account.snowflakesSpent = snowflakesEarned(account) - patch.snowflakes;
  }
  if (patch.triesUsedToday !== undefined) {
    account.catchGameTries = { day: today, used: patch.triesUsedToday };
  }
  return catchGameFacts(account, today);
}

export function registerShopRoutes(app: FastifyInstance, context: MockContext): void {
  const { store, clock } = context;
  const shopOf = (request: FastifyRequest) =>
    parseRequest(shopParamsSchema, request.params, 'path').shop;

  app.get('/shops/:shop', (request): ShopView => {
    const shop = shopOf(request);
    const account = requirePlayer(request, store);
    const { lang } = parseRequest(langQuerySchema, request.query, 'query');
    return {
      shop,
      balance: coins(account, shop),
      items: shopItems(shop, lang ?? account.language, account.currency),
    };
  });

  // A shop's items for anyone: a guest's page shows them beside the call to sign up, bonus money
  // in euros.
  app.get('/shops/:shop/items', (request): ShopItems => {
    const shop = shopOf(request);
    const { lang } = parseRequest(langQuerySchema, request.query, 'query');
    return { shop, items: shopItems(shop, lang ?? 'en', 'EUR') };
  });

  app.post('/shops/:shop/purchase', (request): ShopPurchase => {
    const shop = shopOf(request);
    const account = requirePlayer(request, store);
    const { itemId } = parseRequest(purchaseBodySchema, request.body, 'body');
    const item = shopItems(shop, account.language, account.currency).find(
      (entry) => entry.id === itemId,
    );
    if (item === undefined) throw new MockHttpError('not_found', 'No such item in this shop');
    if (!canAfford(coins(account, shop), item)) {
      throw new MockHttpError(
        'insufficient_balance',
        shop === 'bonus' ? 'Not enough loyalty points' : 'Not enough snowflakes',
      );
    }
    if (shop === 'bonus') account.loyaltyPoints -= item.price;
    else account.snowflakesSpent += item.price;
    const now = clock.now();
    if (item.prize.kind === 'free_spins') {
      account.freeSpins.number += item.prize.count;
      store.appendEvent(
        account,
        { type: 'USER_FREESPINS', data: { number: account.freeSpins.number } },
        now,
      );
    } else {
      account.balances.bonusCasino = roundMoney(
        account.balances.bonusCasino + item.prize.money.amount,
      );
    }
    return { shop, item, balance: coins(account, shop) };
  });

  app.get('/catch-game', (request): CatchGameFacts =>
    catchGameFacts(requirePlayer(request, store), utcDay(clock.now())),
  );

  // One try: half of them catch a pending deposit bonus of the day's percent (up to 100 EUR).
  // Whether the promotion runs is the BFF's to say (its window is configuration); the casino
  // needs a day with a percent and a try left.
  app.post('/catch-game/play', (request): CatchGamePlay => {
    const account = requirePlayer(request, store);
    const now = clock.now();
    const today = utcDay(now);
    const facts = catchGameFacts(account, today);
    const percent = catchGameBonusPercent(new Date(now));
    if (percent === null)
      throw new MockHttpError('invalid_state', 'The catch game does not run today');
    if (
      catchGameTries({ depositsToday: facts.depositsToday, usedToday: facts.triesUsedToday }) === 0
    ) {
      throw new MockHttpError('no_attempts_left', 'No catch-game tries left today');
    }
    const used = facts.triesUsedToday + 1;
    account.catchGameTries = { day: today, used };
    const random = seededRandom(
      deriveSeed(
        context.world.seed,
        `catch:${String(account.id)}:${String(today)}:${String(used)}`,
      ),
    );
    if (random() >= 0.5) return { caught: false, bonus: null, triesUsedToday: used };
    const record = {
      id: store.newBonusId(),
      type: 'deposits' as const,
      status: 'pending' as const,
      currency: account.currency,
      percent,
      spins: 0,
      upTo: fromEur(100, account.currency),
      maxBet: 5,
      minBet: null,
      wagering: 30,
      activatedAgoMs: null,
      activatedAtMs: null,
    };
    account.bonuses.unshift(record);
    const bonus = toBonus(record, {
      language: account.language,
      currency: account.currency,
      nowMs: now,
      origin: originOf(request, context),
    });
    return { caught: true, bonus, triesUsedToday: used };
  });
}
