import { publicProcedure, router } from '../trpc/init.js';

export const systemRouter = router({
  /** Liveness as the SPA sees it: the upstream mode, the server's clock and the brand. */
  status: publicProcedure.query(({ ctx }) => ({
    mode: ctx.config.upstreamMode,
    serverTime: ctx.now().toISOString(),
    brandName: ctx.config.product.brandName,
  })),

  /** The product settings the SPA needs at bootstrap; nothing secret lives in them. */
  config: publicProcedure.query(({ ctx }) => {
    const { product } = ctx.config;
    return {
      brandName: product.brandName,
      catchGameId: product.catchGameId,
      affiliatesUrl: product.affiliatesUrl,
      supportChatUrl: product.supportChatUrl,
      sportFrameUrl: product.sportFrameUrl,
      winnersHiddenCountries: product.winnersHiddenCountries,
      referralParams: product.referralParams,
      thirdPartyScripts: product.thirdPartyScripts,
      oktoberfestWindow: product.oktoberfestWindow,
      catchGameWindow: product.catchGameWindow,
    };
  }),
});
