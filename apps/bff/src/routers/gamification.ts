import { gamificationItemIdSchema, idempotentInput } from '@casino/shared';
import { z } from 'zod';
import { buyGamificationItem, gamificationState } from '../services/gamification.js';
import { leanRead, playerProcedure, router } from '../trpc/init.js';

// The gamification service (docs/decisions/039-gamification.md): what its panel shows, and the
// store's purchases, made here for the signed-in player.

export const gamificationRouter = router({
  /** Coins, missions, store, wheel and big win; whether the player deposited; the panel's URL. */
  state: playerProcedure.meta(leanRead()).query(({ ctx }) => gamificationState(ctx)),

  /** Buys a store item with coins: free spins or bonus money, at once. */
  buy: playerProcedure
    .input(z.object({ itemId: gamificationItemIdSchema, ...idempotentInput }))
    .mutation(({ ctx, input }) => buyGamificationItem(ctx, input.itemId, input.idempotencyKey)),
});
