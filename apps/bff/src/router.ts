import { type inferRouterInputs, type inferRouterOutputs } from '@trpc/server';
import { referenceRouter } from './routers/reference.js';
import { systemRouter } from './routers/system.js';
import { router } from './trpc/init.js';

export const appRouter = router({
  system: systemRouter,
  reference: referenceRouter,
});

/** The web app imports these as types only (`import type { AppRouter } from '@casino/bff/router'`). */
export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type { AppErrorData, AppErrorShape } from './trpc/error-mapper.js';
