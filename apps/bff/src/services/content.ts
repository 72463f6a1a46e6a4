import {
  faqSchema,
  footerContentSchema,
  infoPageSchema,
  seoPageSchema,
  type Faq,
  type FooterContent,
  type InfoPage,
  type LanguageCode,
  type SeoPage,
} from '@casino/shared';
import { z } from 'zod';
import { cacheKey } from '../cache/keys.js';
import type { DataContext, Served } from './service-context.js';

// The CMS reads: the same for everyone who reads a language, so cached per language.

/** An info page's code as the CMS names them ('terms-and-conditions'). */
export const infoPageCodeSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_-]+$/, 'errors.noSuchCode');

/**
 * A route path without its language prefix, as the SEO entries are keyed: the query string and
 * fragment are dropped and a trailing slash removed, so '/games/slots/?x=1' and '/games/slots'
 * share one entry.
 */
export const seoPathSchema = z
  .string()
  .max(512)
  .startsWith('/')
  .transform((path) => {
    const bare = path.split(/[?#]/)[0] ?? '/';
    return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : '/';
  })
  // A route path has no spaces (the CMS refuses one): a 400 here, not the CMS's refusal as a 500.
  .pipe(z.string().regex(/^\/\S*$/, 'A path has no spaces'));

export function footer(ctx: DataContext, lang: LanguageCode): Promise<Served<FooterContent>> {
  return ctx.cache.get({
    kind: 'footer',
    key: cacheKey('footer', { lang }),
    schema: footerContentSchema,
    load: () => ctx.clients.cms.footer(lang, ctx.upstreamCall),
  });
}

export function infoPage(
  ctx: DataContext,
  code: string,
  lang: LanguageCode,
): Promise<Served<InfoPage>> {
  return ctx.cache.get({
    kind: 'infoPage',
    key: cacheKey('infoPage', { lang }, code),
    schema: infoPageSchema,
    load: () => ctx.clients.cms.infoPage(code, lang, ctx.upstreamCall),
  });
}

export function faq(ctx: DataContext, lang: LanguageCode): Promise<Served<Faq>> {
  return ctx.cache.get({
    kind: 'faq',
    key: cacheKey('faq', { lang }),
    schema: faqSchema,
    load: () => ctx.clients.cms.faq(lang, ctx.upstreamCall),
  });
}

/** The SEO of a path ('seo_pages' by path, else 'seo_main': the CMS picks). */
export function seo(ctx: DataContext, path: string, lang: LanguageCode): Promise<Served<SeoPage>> {
  return ctx.cache.get({
    kind: 'seo',
    key: cacheKey('seo', { lang }, path),
    schema: seoPageSchema,
    load: () => ctx.clients.cms.seo(path, lang, ctx.upstreamCall),
  });
}
