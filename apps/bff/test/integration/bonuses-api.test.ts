// The bonuses router end to end: real tRPC clients with cookie jars against a listening BFF and
// its in-process mock casino, which applies each action to the player and counts the calls.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.js';
import { Browser } from '../support/browser.js';
import {
  CACHE_MODES,
  forgetTestKeys,
  qa,
  rejectionOf,
  startTestBff,
  upstreamCalls,
} from '../support/bff.js';
import { DEMO, actionKey, signIn, type SignedIn } from '../support/players.js';

const BONUS = DEMO.bonus.email;
const ACTIVATE = 'POST /casino/bonuses/activate';

interface PlayerState {
  balances: { bonusCasino: number };
}

describe.each(CACHE_MODES)('bonuses with idempotency records in $mode', ({ env }) => {
  const running: RunningServer[] = [];
  let url: string;
  let bonus: SignedIn;
  let plain: SignedIn;

  beforeAll(async () => {
    ({ url } = await startTestBff(running, env()));
    bonus = await signIn(url, 'bonus');
    plain = await signIn(url, 'plain');
  });

  afterAll(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()));
    await forgetTestKeys();
  });

  beforeEach(async () => {
    await qa(url, 'POST', '/reset');
  });

  const state = async (email: string) =>
    (await qa(url, 'GET', `/players/${email}/state`)) as PlayerState;

  async function pendingBonusOf(player: SignedIn) {
    const pending = await player.client.bonuses.list.query({ status: 'pending' });
    const first = pending.items[0];
    if (first === undefined) throw new Error('expected a pending bonus');
    return first;
  }

  it('lists, filters and shows one bonus; an unknown one is not found', async () => {
    const all = await bonus.client.bonuses.list.query();
    expect(all.items.length).toBeGreaterThan(3);
    expect(all.emptyMessageKey).toBeNull();
    const active = await bonus.client.bonuses.list.query({ status: 'activated' });
    expect(active.items.every((item) => item.status === 'activated')).toBe(true);

    const first = all.items[0];
    if (first === undefined) throw new Error('expected a bonus');
    await expect(bonus.client.bonuses.detail.query({ bonusId: first.id })).resolves.toMatchObject({
      id: first.id,
      name: first.name,
    });
    const missing = await rejectionOf(bonus.client.bonuses.detail.query({ bonusId: 123_456_789 }));
    expect(missing.data).toMatchObject({ code: 'NOT_FOUND', messageKey: 'errors.bonusNotFound' });
    const guest = await rejectionOf(new Browser().client(url).bonuses.list.query());
    expect(guest.data?.messageKey).toBe('errors.unauthorized');
  });

  it('activates, queues, declines and cancels, with their effects on the balance', async () => {
    const offered = await pendingBonusOf(bonus);
    const activated = await bonus.client.bonuses.activate.mutate({
      bonusId: offered.id,
      idempotencyKey: actionKey(),
    });
    expect(activated).toMatchObject({ id: offered.id, status: 'activated' });
    expect((await state(BONUS)).balances.bonusCasino).toBeGreaterThan(0);

    const twice = await rejectionOf(
      bonus.client.bonuses.activate.mutate({ bonusId: offered.id, idempotencyKey: actionKey() }),
    );
    expect(twice.data).toMatchObject({ code: 'CONFLICT', messageKey: 'errors.actionUnavailable' });

    // A promo code gives the player another offer to queue and decline.
    const code = await bonus.client.bonuses.checkPromoCode.mutate({ code: 'LUMOSPINS' });
    if (code.bonusId === null) throw new Error('expected the code’s bonus');
    const next = await bonus.client.bonuses.detail.query({ bonusId: code.bonusId });
    await expect(
      bonus.client.bonuses.addToQueue.mutate({ bonusId: next.id, idempotencyKey: actionKey() }),
    ).resolves.toMatchObject({ status: 'queue' });
    const queue = await bonus.client.bonuses.queue.query();
    expect(queue.items.map((item) => item.id)).toContain(next.id);
    await expect(
      bonus.client.bonuses.decline.mutate({ bonusId: next.id, idempotencyKey: actionKey() }),
    ).resolves.toMatchObject({ status: 'rejected' });

    await expect(
      bonus.client.bonuses.cancel.mutate({ bonusId: offered.id, idempotencyKey: actionKey() }),
    ).resolves.toMatchObject({ status: 'cancel' });
    // Cancelling zeroes the whole bonus balance.
    expect((await state(BONUS)).balances.bonusCasino).toBe(0);

    // Only the active bonus can be cancelled, only an offered one queued or declined.
    const notActive = await rejectionOf(
      bonus.client.bonuses.cancel.mutate({ bonusId: next.id, idempotencyKey: actionKey() }),
    );
    expect(notActive.data?.messageKey).toBe('errors.actionUnavailable');
    const declined = await rejectionOf(
      bonus.client.bonuses.addToQueue.mutate({ bonusId: next.id, idempotencyKey: actionKey() }),
    );
    expect(declined.data?.messageKey).toBe('errors.actionUnavailable');
    const unknown = await rejectionOf(
      bonus.client.bonuses.decline.mutate({ bonusId: 123_456_789, idempotencyKey: actionKey() }),
    );
    expect(unknown.data?.messageKey).toBe('errors.bonusNotFound');
  });

  it('answers an empty queue with its message key', async () => {
    for (const item of (await plain.client.bonuses.queue.query()).items) {
      await plain.client.bonuses.decline.mutate({ bonusId: item.id, idempotencyKey: actionKey() });
    }
    await expect(plain.client.bonuses.queue.query()).resolves.toEqual({
      items: [],
      emptyMessageKey: 'errors.noBonusesInQueue',
    });
  });

  it('activates once for a key sent again, one after the other and at once', async () => {
    const offered = await pendingBonusOf(bonus);
    const key = actionKey();
    const input = { bonusId: offered.id, idempotencyKey: key };
    const [first, second] = await Promise.all([
      bonus.client.bonuses.activate.mutate(input),
      bonus.client.bonuses.activate.mutate(input),
    ]);
    const third = await bonus.client.bonuses.activate.mutate(input);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect((await upstreamCalls(url))[ACTIVATE]).toBe(1);

    // The same key from another player is another request: theirs runs and answers theirs.
    const code = await plain.client.bonuses.checkPromoCode.mutate({ code: 'BIRTHDAYGIFT' });
    if (code.bonusId === null) throw new Error('expected the code’s bonus');
    const theirs = await plain.client.bonuses.activate.mutate({
      bonusId: code.bonusId,
      idempotencyKey: key,
    });
    expect(theirs).toMatchObject({ id: code.bonusId, status: 'activated' });
    expect(theirs.id).not.toBe(first.id);
    expect((await upstreamCalls(url))[ACTIVATE]).toBe(2);
  });

  it('never shows one player another’s bonuses, asked at the same time', async () => {
    const rounds = await Promise.all(
      Array.from({ length: 5 }, () =>
        Promise.all([bonus.client.bonuses.list.query(), plain.client.bonuses.list.query()]),
      ),
    );
    const idsOf = (list: { items: { id: number }[] }) => list.items.map((item) => item.id);
    const [firstRound] = rounds;
    if (firstRound === undefined) throw new Error('expected answers');
    const bonusIds = new Set(idsOf(firstRound[0]));
    const plainIds = new Set(idsOf(firstRound[1]));
    expect(bonusIds.size).toBeGreaterThan(0);
    expect([...plainIds].some((id) => bonusIds.has(id))).toBe(false);
    for (const [theirs, mine] of rounds) {
      expect(new Set(idsOf(theirs))).toEqual(bonusIds);
      expect(new Set(idsOf(mine))).toEqual(plainIds);
    }
  });

  it('replays a refusal for the same key instead of asking again', async () => {
    const key = actionKey();
    const input = { bonusId: 987_654_321, idempotencyKey: key };
    const first = await rejectionOf(bonus.client.bonuses.activate.mutate(input));
    const second = await rejectionOf(bonus.client.bonuses.activate.mutate(input));
    expect(first.data?.messageKey).toBe('errors.bonusNotFound');
    expect(second.data?.messageKey).toBe('errors.bonusNotFound');
    expect((await upstreamCalls(url))[ACTIVATE]).toBe(1);
  });

  it('keeps the daily bonus state as data: 204 for a guest, the week for a player', async () => {
    await expect(new Browser().client(url).bonuses.daily.query()).resolves.toEqual({
      status: 204,
    });
    const before = await plain.client.bonuses.daily.query();
    if (before.status !== 200) throw new Error('expected the week');
    expect(before.data.days).toHaveLength(7);

    const key = actionKey();
    const after = await plain.client.bonuses.collectDaily.mutate({ idempotencyKey: key });
    if (after.status !== 200) throw new Error('expected the week');
    expect(after.data.currentDay).not.toBe(before.data.currentDay);
    await expect(
      plain.client.bonuses.collectDaily.mutate({ idempotencyKey: key }),
    ).resolves.toEqual(after);
    expect((await upstreamCalls(url))['POST /casino/daily-bonus/collect']).toBe(1);

    const again = await rejectionOf(
      plain.client.bonuses.collectDaily.mutate({ idempotencyKey: actionKey() }),
    );
    expect(again.data).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'errors.dailyBonusCollected',
    });
    const missingKey = await rejectionOf(
      // @ts-expect-error: the key is required
      plain.client.bonuses.collectDaily.mutate({}),
    );
    expect(missingKey.data?.code).toBe('BAD_REQUEST');
  });

  it('checks promo codes: a valid one gives its bonus, others are invalid', async () => {
    const valid = await plain.client.bonuses.checkPromoCode.mutate({ code: 'welcome100' });
    expect(valid.valid).toBe(true);
    if (valid.bonusId === null) throw new Error('expected the code’s bonus');
    await expect(
      plain.client.bonuses.detail.query({ bonusId: valid.bonusId }),
    ).resolves.toMatchObject({ status: 'pending' });

    const unknown = await rejectionOf(
      plain.client.bonuses.checkPromoCode.mutate({ code: 'NOPE2024' }),
    );
    expect(unknown.data).toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      messageKey: 'errors.promoCodeInvalid',
    });
    const malformed = await rejectionOf(plain.client.bonuses.checkPromoCode.mutate({ code: 'x!' }));
    expect(malformed.data?.messageKey).toBe('errors.promoCodeInvalid');
    expect((await upstreamCalls(url))['POST /casino/bonuses/promo-code']).toBe(2);
  });

  it('checks a guest’s promo code for the sign-up form, giving no bonus', async () => {
    const guest = new Browser().client(url);
    await expect(guest.bonuses.checkPromoCode.mutate({ code: 'welcome100' })).resolves.toEqual({
      valid: true,
      bonusId: null,
    });
    const unknown = await rejectionOf(guest.bonuses.checkPromoCode.mutate({ code: 'NOPE2024' }));
    expect(unknown.data).toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
      messageKey: 'errors.promoCodeInvalid',
    });
  });
});
