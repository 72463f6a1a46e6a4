import {
  cmsCarouselContentSchema,
  faqSchema,
  footerContentSchema,
  infoPageGroupSchema,
  infoPageSchema,
  licenceSchema,
  seoPageSchema,
  type CmsCarouselContent,
  type Faq,
  type FooterContent,
  type InfoPage,
  type InfoPageGroup,
  type LanguageCode,
  type Licence,
  type SeoPage,
} from '@casino/shared';
import { z } from 'zod';
import { requestOptions, segment, type UpstreamCallContext } from './call-context.js';
import type { UpstreamHttpClient } from './http-client.js';
import { NOT_FOUND, withDomainErrors } from './upstream-domain-errors.js';

// The CMS upstream (docs/UPSTREAMS.md, "CMS"). Every call names its language: the answers are
// cached per language, and an omitted one would silently be English.

export function createCmsClient(http: UpstreamHttpClient) {
  return {
    /** The SEO entry of a route given without its language prefix ('/games/slots'). */
    seo: (path: string, lang: LanguageCode, context?: UpstreamCallContext): Promise<SeoPage> =>
      withDomainErrors(
        http.get('/pages/seo', seoPageSchema, requestOptions(context, { query: { path, lang } })),
      ),

    /** One group per INFO_PAGE_SECTIONS entry. */
    infoPages: (lang: LanguageCode, context?: UpstreamCallContext): Promise<InfoPageGroup[]> =>
      withDomainErrors(
        http.get(
          '/info-pages',
          z.array(infoPageGroupSchema),
          requestOptions(context, { query: { lang } }),
        ),
      ),

    infoPage: (
      code: string,
      lang: LanguageCode,
      context?: UpstreamCallContext,
    ): Promise<InfoPage> =>
      withDomainErrors(
        http.get(
          `/info-pages/${segment(code)}`,
          infoPageSchema,
          requestOptions(context, { query: { lang }, route: '/info-pages/:code' }),
        ),
        { notFound: NOT_FOUND.page },
      ),

    faq: (lang: LanguageCode, context?: UpstreamCallContext): Promise<Faq> =>
      withDomainErrors(http.get('/faq', faqSchema, requestOptions(context, { query: { lang } }))),

    /** The footer's groups and the licence, in one answer. */
    footer: (lang: LanguageCode, context?: UpstreamCallContext): Promise<FooterContent> =>
      withDomainErrors(
        http.get('/footer', footerContentSchema, requestOptions(context, { query: { lang } })),
      ),

    licence: (lang: LanguageCode, context?: UpstreamCallContext): Promise<Licence> =>
      withDomainErrors(
        http.get('/licence', licenceSchema, requestOptions(context, { query: { lang } })),
      ),

    /** A CMS-picked carousel's game ids in display order (fetch them with the casino's games). */
    carousel: (
      key: string,
      lang: LanguageCode,
      context?: UpstreamCallContext,
    ): Promise<CmsCarouselContent> =>
      withDomainErrors(
        http.get(
          `/carousels/${segment(key)}`,
          cmsCarouselContentSchema,
          requestOptions(context, { query: { lang }, route: '/carousels/:key' }),
        ),
        { notFound: NOT_FOUND.carousel },
      ),
  };
}

export type CmsClient = ReturnType<typeof createCmsClient>;
