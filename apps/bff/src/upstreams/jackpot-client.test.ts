import { JACKPOT_TIERS, JACKPOT_WIN_TRANSACTION_TYPE } from '@casino/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { createCasinoClient } from './casino-client.js';
import { createJackpotClient, type JackpotClient } from './jackpot-client.js';
import {
  DEMO_PASSWORD,
  everythingShownBy,
  rejectionOf,
  startMockWorld,
  startTinyUpstream,
  type MockWorld,
  type TinyUpstream,
} from '../../test/support/upstreams.js';
import { UpstreamError } from './upstream-error.js';

const PLAYER = 'uk@demo.lumo.test';

let world: MockWorld;
let jackpot: JackpotClient;
let token: string;

beforeAll(async () => {
  world = await startMockWorld();
  jackpot = createJackpotClient(world.http.jackpot);
  const casino = createCasinoClient(world.http.casino);
  ({ token } = await casino.login({ email: PLAYER, password: DEMO_PASSWORD }));
});

afterEach(() => {
  world.mock.qa.reset();
});

afterAll(async () => {
  await world.close();
});

describe('the jackpot upstream', () => {
  it('lists the three jackpots and their sum in a currency', async () => {
    const list = await jackpot.jackpots('GBP');
    expect(list.map((entry) => entry.tier).sort()).toEqual([...JACKPOT_TIERS].sort());
    expect(list.every((entry) => entry.currency === 'GBP')).toBe(true);
    const sum = await jackpot.jackpotsSum('GBP');
    expect(sum.currency).toBe('GBP');
    expect(sum.jackpotsFund).toBeCloseTo(
      list.reduce((total, entry) => total + entry.amount, 0),
      2,
    );
    expect((await jackpot.jackpotsSum()).currency).toBe('EUR');
  });

  it('lists a player’s wins and takes one decision per win', async () => {
    const award = world.mock.qa.awardJackpotWin(PLAYER, { tier: 'silver' });
    const pending = await jackpot.jackpotWins(token);
    expect(pending).toEqual([expect.objectContaining({ id: award.id, currency: 'GBP' })]);
    expect(pending[0]?.type).toBe(JACKPOT_WIN_TRANSACTION_TYPE);

    await jackpot.decideJackpotWin(token, { bonus_id: award.id, status: 'Activated' });
    expect((await jackpot.jackpotWins(token, 'activated')).map((win) => win.id)).toEqual([
      award.id,
    ]);
    const again = await rejectionOf(
      jackpot.decideJackpotWin(token, { bonus_id: award.id, status: 'Rejected' }),
    );
    expect(again).toBeInstanceOf(DomainError);
    expect(again).toMatchObject({
      code: 'invalid_state',
      status: 'CONFLICT',
      messageKey: 'errors.actionUnavailable',
    });
  });

  it('maps an unknown win to NOT_FOUND and an ended session to UNAUTHORIZED', async () => {
    expect(
      await rejectionOf(jackpot.decideJackpotWin(token, { bonus_id: 987_654, status: 'Queue' })),
    ).toMatchObject({
      code: 'jackpot_win_not_found',
      status: 'NOT_FOUND',
      messageKey: 'errors.bonusNotFound',
    });
    const ended = await rejectionOf(jackpot.jackpotWins('an-ended-token'));
    expect(ended).toMatchObject({ code: 'unauthorized', status: 'UNAUTHORIZED' });
    expect(everythingShownBy(ended)).not.toContain('an-ended-token');
  });
});

describe('a jackpot upstream that breaks the contract', () => {
  const SECRET = 'player-token-that-must-stay-secret';
  let tiny: TinyUpstream;
  let broken: JackpotClient;

  beforeAll(async () => {
    tiny = await startTinyUpstream('jackpot', (app) => {
      app.get('/jackpots', () => [{ id: 1, tier: 'platinum', amount: 5, currency: 'EUR' }]);
      app.get('/jackpots/wins', () => ({ items: [] }));
      app.post('/jackpots/decision', () => ({ ok: true }));
    });
    broken = createJackpotClient(tiny.http);
  });

  afterAll(async () => {
    await tiny.close();
  });

  it('refuses malformed answers as bad_response, the token nowhere in them', async () => {
    for (const call of [
      broken.jackpots('EUR'),
      broken.jackpotWins(SECRET, 'pending', { requestId: 'req-wins' }),
      // A decision answers 204: a body is not the contract either.
      broken.decideJackpotWin(SECRET, { bonus_id: 1, status: 'Activated' }),
    ]) {
      const error = await rejectionOf(call);
      expect(error).toBeInstanceOf(UpstreamError);
      expect(error).toMatchObject({ kind: 'bad_response', upstream: 'jackpot' });
      expect(everythingShownBy(error)).not.toContain(SECRET);
    }
    const wins = tiny.seen.find((request) => request.url.startsWith('/jackpots/wins'));
    expect(wins?.url).toBe('/jackpots/wins?status=pending');
    expect(wins?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(wins?.headers['x-request-id']).toBe('req-wins');
  });
});
