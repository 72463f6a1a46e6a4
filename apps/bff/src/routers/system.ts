import { publicSettings } from '../services/bootstrap.js';
import { leanRead, publicProcedure, router, sharedLeanRead } from '../trpc/init.js';

export const systemRouter = router({
  /** Liveness as the SPA sees it: the upstream mode, the server's clock and the brand. */
  status: publicProcedure.meta(leanRead()).query(({ ctx }) => ({
    mode: ctx.config.upstreamMode,
    serverTime: ctx.now().toISOString(),
    brandName: ctx.config.product.brandName,
  })),

  /** The product settings the SPA needs (also part of bootstrap.get); nothing secret. */
  config: publicProcedure.meta(sharedLeanRead()).query(({ ctx }) => publicSettings(ctx.config)),
});
