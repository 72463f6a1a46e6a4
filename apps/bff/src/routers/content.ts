import { languageCodeSchema } from '@casino/shared';
import { z } from 'zod';
import {
  faq,
  footer,
  infoPage,
  infoPageCodeSchema,
  seo,
  seoPathSchema,
} from '../services/content.js';
import { publicProcedure, router, sharedLeanRead } from '../trpc/init.js';

const langInput = z.object({ lang: languageCodeSchema });

/** The CMS reads (footer, info pages, FAQ, SEO), per language; HTML in them is for sanitising. */
export const contentRouter = router({
  /** The footer's info-page groups and the licence text and image. */
  footer: publicProcedure
    .meta(sharedLeanRead())
    .input(langInput)
    .query(async ({ ctx, input }) => {
      const { value, stale } = await footer(ctx, input.lang);
      return { ...value, stale };
    }),

  infoPage: publicProcedure
    .meta(sharedLeanRead())
    .input(langInput.extend({ code: infoPageCodeSchema }))
    .query(async ({ ctx, input }) => {
      const { value, stale } = await infoPage(ctx, input.code, input.lang);
      return { page: value, stale };
    }),

  faq: publicProcedure
    .meta(sharedLeanRead())
    .input(langInput)
    .query(async ({ ctx, input }) => {
      const { value, stale } = await faq(ctx, input.lang);
      return { items: value, stale };
    }),

  /** The SEO of a route path given without its language prefix. */
  seo: publicProcedure
    .meta(sharedLeanRead())
    .input(langInput.extend({ path: seoPathSchema }))
    .query(async ({ ctx, input }) => {
      const { value, stale } = await seo(ctx, input.path, input.lang);
      return { seo: value, stale };
    }),
});
