import { z } from 'zod';
import { gameIdSchema } from './game.js';
import { languageCodeSchema } from './language-schemas.js';

/**
 * The SEO of a page, from the CMS (SPEC.md section 2): the 'seo_pages' child whose path matches,
 * else 'seo_main'. `key` says which one answered; the canonical link is a path, which the BFF
 * turns into an absolute URL on its own origin.
 */
export const seoPageSchema = z.object({
  key: z.string().min(1),
  language: languageCodeSchema,
  title: z.string().min(1),
  description: z.string(),
  canonicalPath: z.string().startsWith('/'),
});
export type SeoPage = z.infer<typeof seoPageSchema>;

/** The key of the fallback SEO entry. */
export const SEO_MAIN_KEY = 'seo_main';

export const faqItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9_-]+$/, 'errors.noSuchCode'),
  question: z.string().min(1),
  /** CMS HTML, sanitised before rendering like the info pages. */
  answer: z.string().min(1),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqSchema = z.array(faqItemSchema);
export type Faq = z.infer<typeof faqSchema>;

/** A lobby carousel whose games the CMS picks (LOBBY_CAROUSELS' jackpots_cms), in display order. */
export const cmsCarouselContentSchema = z.object({
  key: z.string().min(1),
  gameIds: z.array(gameIdSchema),
});
export type CmsCarouselContent = z.infer<typeof cmsCarouselContentSchema>;
