import { gamificationItemIdSchema, type GamificationPurchase } from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MockContext } from '../../context.js';
import { roundMoney } from '../../data/seeded.js';
import { requirePlayer } from '../../http/auth.js';
import { MockHttpError } from '../../http/errors.js';
import { onceByKey } from '../../http/idempotency.js';
import { parseRequest } from '../../http/parse.js';
import { coinsOf, profileOf, storeItems } from '../../state/gamification.js';
import { hasDeposited } from '../../state/limits.js';

// The gamification service's backend, as the casino's integration with it (docs/UPSTREAMS.md,
// "The gamification panel"): the player's profile (coins, missions, store, wheel, big win) and
// a purchase with coins, idempotent by key. A purchase pays free spins or bonus money at once
// and announces the change on the player's realtime feed, so the header follows.

const purchaseBodySchema = z.object({ itemId: gamificationItemIdSchema }).strict();

export function registerGamificationRoutes(app: FastifyInstance, context: MockContext): void {
  const { store, clock } = context;

  app.get('/gamification/profile', (request) => profileOf(requirePlayer(request, store)));

  app.post('/gamification/purchases', (request, reply) => {
    const account = requirePlayer(request, store);
    const { itemId } = parseRequest(purchaseBodySchema, request.body, 'body');
    const scope = {
      answers: store.idempotentAnswers,
      playerId: account.id,
      operation: 'gamification:purchase',
    };
    return onceByKey(request, reply, scope, () => {
      const item = storeItems(account.currency).find((entry) => entry.id === itemId);
      if (item === undefined) throw new MockHttpError('not_found', 'No such item in the store');
      // The store sells to players who deposited once: coins alone never turn into money.
      if (!hasDeposited(store, account)) {
        throw new MockHttpError('invalid_state', 'The store opens with a first deposit');
      }
      if (coinsOf(account) < item.price) {
        throw new MockHttpError('insufficient_balance', 'Not enough coins');
      }
      account.gamification.spent += item.price;
      const now = clock.now();
      if (item.kind === 'free_spins') {
        account.freeSpins.number += item.spins;
        store.appendEvent(
          account,
          { type: 'USER_FREESPINS', data: { number: account.freeSpins.number } },
          now,
        );
      } else {
        account.balances.bonusCasino = roundMoney(account.balances.bonusCasino + item.amount);
        store.appendEvent(account, { type: 'BALANCE_CHANGED', data: {} }, now);
      }
      const body: GamificationPurchase = { item, coins: coinsOf(account) };
      return { status: 200, body };
    });
  });
}
