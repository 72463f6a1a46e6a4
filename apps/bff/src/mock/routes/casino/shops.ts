import {
  type Shop,
  type ShopPurchase,
  type ShopView,
  canAfford,
  languageCodeSchema,
  shopItemIdSchema,
  shopSchema,
  snowflakesForBet,
} from '@casino/shared';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type CatchGameFacts } from '../../../upstreams/contract.js';
import { type MockContext } from '../../context.js';
import { EUR_RATES } from '../../data/rates.js';
import { roundMoney } from '../../data/seeded.js';
import { shopItems } from '../../data/shops.js';
import { requirePlayer } from '../../http/auth.js';
import { MockHttpError } from '../../http/errors.js';
import { parseRequest } from '../../http/parse.js';
import { utcDay } from '../../state/clock.js';
import { type PlayerAccount } from '../../state/player-store.js';

const shopParamsSchema = z.object({ shop: shopSchema });
const langQuerySchema = z.object({ lang: languageCodeSchema.optional() });
const purchaseBodySchema = z.object({ itemId: shopItemIdSchema });

/** Snowflakes earned: one per whole euro of each bet (SPEC.md section 9), less those spent. */
export function snowflakeBalance(account: PlayerAccount): number {
  const earned = account.transactions
    .filter((row) => row.type === 'bet' || row.type === 'sport_bet')
    .reduce(
      (sum, row) => sum + snowflakesForBet(Math.abs(row.amount) / EUR_RATES[row.currency]),
      0,
    );
  return Math.max(0, earned - account.snowflakesSpent);
}

function coins(account: PlayerAccount, shop: Shop): number {
  return shop === 'bonus' ? Math.floor(account.loyaltyPoints) : snowflakeBalance(account);
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

  app.get('/catch-game', (request): CatchGameFacts => {
    const account = requirePlayer(request, store);
    const today = utcDay(clock.now());
    const depositsToday = account.transactions.filter(
      (row) =>
        row.type === 'deposit' &&
        row.status === 'complete' &&
        row.atMs !== null &&
        utcDay(row.atMs) === today,
    ).length;
    return {
      depositsToday,
      triesUsedToday: account.catchGameTries.day === today ? account.catchGameTries.used : 0,
      snowflakes: snowflakeBalance(account),
    };
  });
}
