import { INFO_PAGE_SECTIONS } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { createCmsClient, type CmsClient } from './cms-client.js';
import {
  rejectionOf,
  startMockWorld,
  startTinyUpstream,
  type MockWorld,
  type TinyUpstream,
} from '../../test/support/upstreams.js';
import { UpstreamError } from './upstream-error.js';

let world: MockWorld;
let cms: CmsClient;

beforeAll(async () => {
  world = await startMockWorld();
  cms = createCmsClient(world.http.cms);
});

afterAll(async () => {
  await world.close();
});

describe('the CMS upstream', () => {
  it('answers the SEO of a path, in the language asked', async () => {
    const seo = await cms.seo('/games/slots', 'de');
    expect(seo.language).toBe('de');
    expect(seo.canonicalPath.startsWith('/de')).toBe(true);
    expect((await cms.seo('/no/such/page', 'en')).key).toBe('seo_main');
  });

  it('answers the info pages, one of them, the FAQ, the footer and the licence', async () => {
    const groups = await cms.infoPages('en');
    expect(groups.map((group) => group.code)).toEqual([...INFO_PAGE_SECTIONS]);
    const page = await cms.infoPage('about-us', 'ro');
    expect(page.code).toBe('about-us');
    expect((await cms.faq('pt')).length).toBeGreaterThan(0);
    const footer = await cms.footer('en');
    expect(footer.groups.length).toBeGreaterThan(0);
    expect(new URL(footer.licence.image).protocol).toBe('http:');
    expect((await cms.licence('de')).text).not.toBe('');
  });

  it('answers a CMS carousel', async () => {
    const carousel = await cms.carousel('jackpots_cms', 'en');
    expect(carousel.key).toBe('jackpots_cms');
    expect(carousel.gameIds.length).toBeGreaterThan(0);
  });

  it('maps an unknown page or carousel to NOT_FOUND', async () => {
    const page = await rejectionOf(cms.infoPage('no-such-page', 'en'));
    expect(page).toBeInstanceOf(DomainError);
    expect(page).toMatchObject({
      code: 'page_not_found',
      status: 'NOT_FOUND',
      messageKey: 'notFound.title',
    });
    expect(await rejectionOf(cms.carousel('no_such_carousel', 'en'))).toMatchObject({
      code: 'carousel_not_found',
      status: 'NOT_FOUND',
    });
  });
});

describe('a CMS that breaks the contract', () => {
  let tiny: TinyUpstream;
  let broken: CmsClient;

  beforeAll(async () => {
    tiny = await startTinyUpstream('cms', (app) => {
      app.get('/footer', () => ({ groups: 'none' }));
      app.get('/pages/seo', () => 'plain text');
      app.get('/faq', (_request, reply) =>
        reply.code(400).send({ error: { code: 'invalid_request', message: 'bad lang' } }),
      );
    });
    broken = createCmsClient(tiny.http);
  });

  afterAll(async () => {
    await tiny.close();
  });

  it('refuses malformed answers as bad_response', async () => {
    const footer = await rejectionOf(broken.footer('en', { requestId: 'req-footer' }));
    expect(footer).toBeInstanceOf(UpstreamError);
    expect(footer).toMatchObject({ kind: 'bad_response', upstream: 'cms', route: '/footer' });
    expect(tiny.seen.at(-1)?.headers['x-request-id']).toBe('req-footer');
    expect(tiny.seen.at(-1)?.headers.authorization).toBeUndefined();
    expect(await rejectionOf(broken.seo('/', 'en'))).toMatchObject({ kind: 'bad_response' });
  });

  it('leaves an invalid_request (a caller bug) as an UpstreamError', async () => {
    const error = await rejectionOf(broken.faq('en'));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 400, upstreamCode: 'invalid_request' });
  });
});
