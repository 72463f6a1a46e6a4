import { type CmsCarouselContent, LOBBY_CAROUSELS, languageCodeSchema } from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type MockContext, originOf } from '../context.js';
import { faq, footer, infoPage, infoPageGroups, licence } from '../data/cms/content.js';
import { seoFor } from '../data/cms/seo.js';
import { MockHttpError } from '../http/errors.js';
import { parseRequest } from '../http/parse.js';

const langQuerySchema = z.object({ lang: languageCodeSchema.default('en') });
const seoQuerySchema = langQuerySchema.extend({
  path: z
    .string()
    .max(512)
    .regex(/^\/[^?#\s]*$/),
});
const codeParamsSchema = z.object({ code: z.string().regex(/^[a-z0-9_-]{1,64}$/) });
const carouselParamsSchema = z.object({ key: z.string().regex(/^[a-z0-9_-]{1,64}$/) });

const CMS_CAROUSEL_KEYS = new Set<string>(
  LOBBY_CAROUSELS.flatMap((carousel) => (carousel.kind === 'cms' ? [carousel.cmsKey] : [])),
);

export function registerCmsRoutes(app: FastifyInstance, context: MockContext): void {
  const lang = (query: unknown) => parseRequest(langQuerySchema, query, 'query').lang;

  app.get('/pages/seo', (request) => {
    const query = parseRequest(seoQuerySchema, request.query, 'query');
    return seoFor(query.path, query.lang);
  });

  app.get('/info-pages', (request) => infoPageGroups(lang(request.query)));

  app.get('/info-pages/:code', (request) => {
    const { code } = parseRequest(codeParamsSchema, request.params, 'path');
    const page = infoPage(code, lang(request.query));
    if (page === undefined) throw new MockHttpError('not_found', 'No such info page');
    return page;
  });

  app.get('/faq', (request) => faq(lang(request.query)));

  app.get('/footer', (request) => footer(lang(request.query), originOf(request, context)));

  app.get('/licence', (request) => licence(lang(request.query), originOf(request, context)));

  app.get('/carousels/:key', (request): CmsCarouselContent => {
    const { key } = parseRequest(carouselParamsSchema, request.params, 'path');
    lang(request.query);
    if (!CMS_CAROUSEL_KEYS.has(key)) throw new MockHttpError('not_found', 'No such carousel');
    return { key, gameIds: [...context.world.jackpotsCarousel] };
  });
}
