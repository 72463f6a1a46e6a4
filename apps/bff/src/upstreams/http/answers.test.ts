import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  itemSchema,
  upstreamErrorOf,
  useTestUpstreams,
} from '../../../test/support/http-upstream.js';

const { client, startUpstream } = useTestUpstreams();

describe('answers', () => {
  it('parses a body with its schema, under the base path, with query and request id', async () => {
    const seen: { url?: string; requestId?: string | string[] } = {};
    const upstream = await startUpstream((app) => {
      app.get('/api/games/:id', (request) => {
        seen.url = request.url;
        seen.requestId = request.headers['x-request-id'];
        return { id: 7, extra: 'dropped' };
      });
    });
    const games = client(`${upstream.url}/api/`);
    const game = await games.get('/games/7', itemSchema, {
      query: { lang: 'de', tags: ['a', 'b'], skip: undefined, page: 2 },
      requestId: 'req-1',
    });
    expect(game).toEqual({ id: 7 });
    expect(seen).toEqual({ url: '/api/games/7?lang=de&tags=a&tags=b&page=2', requestId: 'req-1' });
  });

  it('sends POST bodies as JSON', async () => {
    const upstream = await startUpstream((app) => {
      app.post('/echo', (request) => ({ id: (request.body as { id: number }).id + 1 }));
    });
    await expect(client(upstream.url).post('/echo', { id: 1 }, itemSchema)).resolves.toEqual({
      id: 2,
    });
  });

  it('hands an empty body to the schema as undefined', async () => {
    const upstream = await startUpstream((app) => {
      app.post('/empty', (_request, reply) => reply.status(204).send());
    });
    await expect(client(upstream.url).post('/empty', {}, z.undefined())).resolves.toBeUndefined();
  });

  it('carries the status and the upstream error code of a 4xx answer', async () => {
    const upstream = await startUpstream((app) => {
      app.post('/bonuses/9/activate', (_request, reply) =>
        reply.status(409).send({ error: { code: 'BONUS_TAKEN', message: 'already active' } }),
      );
    });
    const error = await upstreamErrorOf(
      client(upstream.url).post('/bonuses/9/activate', {}, itemSchema),
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 409,
      upstreamCode: 'BONUS_TAKEN',
      route: '/bonuses/:id/activate',
      isTransient: false,
    });
  });

  it('getStatus returns any answer below 500 and throws on 5xx', async () => {
    const upstream = await startUpstream((app) => {
      app.get('/wheel', (_request, reply) => reply.status(204).send());
      app.get('/card', (_request, reply) => reply.status(404).send({ nope: true }));
      app.get('/pigeon', (_request, reply) => reply.status(500).send());
    });
    const games = client(upstream.url);
    await expect(games.getStatus('/wheel')).resolves.toBe(204);
    await expect(games.getStatus('/card')).resolves.toBe(404);
    expect(await upstreamErrorOf(games.getStatus('/pigeon'))).toMatchObject({
      kind: 'http',
      status: 500,
    });
  });
});

describe('malformed answers', () => {
  it("refuses a body its schema rejects as 'bad_response', logging the body at debug only", async () => {
    const upstream = await startUpstream((app) => {
      app.get('/games/1', () => ({ id: 'one', note: 'x'.repeat(5000) }));
    });
    const debug = vi.fn();
    const warn = vi.fn();
    const error = await upstreamErrorOf(
      client(upstream.url, { logger: { debug, warn } }).get('/games/1', itemSchema),
    );
    expect(error).toMatchObject({ kind: 'bad_response', status: 200 });
    expect(warn).not.toHaveBeenCalled();
    const logged = debug.mock.calls.map(([details]) => details as { body: string });
    expect(logged).toHaveLength(1);
    expect(logged[0]?.body.length).toBeLessThanOrEqual(1001);
    expect(logged[0]?.body.startsWith('{"id":"one"')).toBe(true);
  });

  it("refuses a body that is not JSON as 'bad_response'", async () => {
    const upstream = await startUpstream((app) => {
      app.get('/games/1', (_request, reply) => reply.type('text/html').send('<h1>oops</h1>'));
    });
    expect(await upstreamErrorOf(client(upstream.url).get('/games/1', itemSchema))).toMatchObject({
      kind: 'bad_response',
    });
  });
});
