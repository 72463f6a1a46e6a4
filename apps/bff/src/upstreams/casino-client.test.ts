import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { createCasinoClient, type CasinoClient } from './casino-client.js';
import {
  everythingShownBy,
  rejectionOf,
  startTinyUpstream,
  type TinyUpstream,
} from '../../test/support/upstreams.js';
import { UpstreamError } from './upstream-error.js';

// The composed client against a casino that answers outside the contract: whichever domain a
// call belongs to, a refused answer stays an UpstreamError and never shows the player's token.

async function upstreamErrorOf(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await rejectionOf(promise);
  if (!(error instanceof UpstreamError)) {
    throw new Error(`expected an UpstreamError, got ${String(error)}`);
  }
  return error;
}

describe('a casino that breaks the contract', () => {
  const SECRET = 'player-token-that-must-stay-secret';
  let tiny: TinyUpstream;
  let broken: CasinoClient;

  beforeAll(async () => {
    tiny = await startTinyUpstream('casino', (app) => {
      app.get('/me', () => ({ id: 'not a number', token: 'ignored' }));
      app.get('/daily-bonus', () => ({ days: [], currentDay: 9 }));
      app.get('/winners', () => ({ kind: 'top3', items: [] }));
      app.get('/games/:id', (_request, reply) =>
        reply.code(500).send({ error: { code: 'internal_error', message: 'boom' } }),
      );
      app.get('/balance/short', (_request, reply) =>
        reply.code(409).send({ error: { code: 'a_code_from_the_future', message: 'new' } }),
      );
      app.get('/free-spins', (_request, reply) => reply.code(404).send('not json at all'));
      app.get('/mini-games/:game/availability', (_request, reply) => reply.code(403).send());
    });
    broken = createCasinoClient(tiny.http);
  });

  afterAll(async () => {
    await tiny.close();
  });

  it('refuses a malformed answer as bad_response without showing the token', async () => {
    const error = await upstreamErrorOf(broken.me(SECRET, { requestId: 'req-42' }));
    expect(error).toMatchObject({ kind: 'bad_response', upstream: 'casino', route: '/me' });
    expect(everythingShownBy(error)).not.toContain(SECRET);
    const sent = tiny.seen.at(-1);
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(sent?.headers['x-request-id']).toBe('req-42');
    expect(sent?.url).toBe('/me');
  });

  it('refuses a daily bonus outside the shared state and a winners list of another kind', async () => {
    expect((await upstreamErrorOf(broken.dailyBonus(SECRET))).kind).toBe('bad_response');
    expect((await upstreamErrorOf(broken.winners('weekly'))).kind).toBe('bad_response');
  });

  it('leaves 5xx, unknown codes and bodies that are not the error shape as UpstreamErrors', async () => {
    const failed = await upstreamErrorOf(broken.game(5));
    expect(failed).toMatchObject({ kind: 'http', status: 500, route: '/games/:id' });
    const unknown = await upstreamErrorOf(broken.shortBalance(SECRET));
    expect(unknown).toMatchObject({ status: 409, upstreamCode: 'a_code_from_the_future' });
    const shapeless = await upstreamErrorOf(broken.freeSpins(SECRET));
    expect(shapeless).toMatchObject({ status: 404, upstreamCode: undefined });
    for (const error of [failed, unknown, shapeless]) {
      expect(everythingShownBy(error)).not.toContain(SECRET);
    }
  });

  it('reads any refusal of a mini-game as not available', async () => {
    expect(await broken.miniGameAvailability(SECRET, 'bird')).toBe(false);
  });

  it('gives up when the caller aborts, before anything is sent', async () => {
    const controller = new AbortController();
    controller.abort(new Error('the player went away'));
    const sent = tiny.seen.length;
    const error = await rejectionOf(broken.me(SECRET, { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(UpstreamError);
    expect(error).not.toBeInstanceOf(DomainError);
    expect(tiny.seen).toHaveLength(sent);
  });
});
