import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { accountRouter } from './routers/account.js';
import { authRouter } from './routers/auth.js';
import { bonusesRouter } from './routers/bonuses.js';
import { bootstrapRouter } from './routers/bootstrap.js';
import { gamesRouter } from './routers/catalogue.js';
import { contentRouter } from './routers/content.js';
import { jackpotsRouter } from './routers/jackpots.js';
import { gamificationRouter } from './routers/gamification.js';
import { limitsRouter } from './routers/limits.js';
import { lobbyRouter } from './routers/lobby.js';
import { paymentsRouter } from './routers/payments.js';
import { loyaltyRouter, miniGamesRouter, shopsRouter } from './routers/promotions.js';
import { protectionRouter } from './routers/protection.js';
import { referenceRouter } from './routers/reference.js';
import { sportRouter } from './routers/sport.js';
import { systemRouter } from './routers/system.js';
import { tournamentsRouter } from './routers/tournaments.js';
import { transactionsRouter } from './routers/transactions.js';
import { walletRouter } from './routers/wallet.js';
import { router } from './trpc/init.js';

export const appRouter = router({
  system: systemRouter,
  reference: referenceRouter,
  auth: authRouter,
  bootstrap: bootstrapRouter,
  lobby: lobbyRouter,
  games: gamesRouter,
  content: contentRouter,
  wallet: walletRouter,
  transactions: transactionsRouter,
  jackpots: jackpotsRouter,
  payments: paymentsRouter,
  sport: sportRouter,
  account: accountRouter,
  bonuses: bonusesRouter,
  miniGames: miniGamesRouter,
  tournaments: tournamentsRouter,
  loyalty: loyaltyRouter,
  shops: shopsRouter,
  limits: limitsRouter,
  gamification: gamificationRouter,
  protection: protectionRouter,
});

/** The web app imports these as types only (`import type { AppRouter } from '@casino/bff/router'`). */
export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type { AppErrorData, AppErrorShape } from './trpc/error-mapper.js';
