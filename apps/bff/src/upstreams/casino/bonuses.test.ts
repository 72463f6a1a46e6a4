import { describe, expect, it } from 'vitest';
import type { CasinoClient } from '../casino-client.js';
import { domainErrorOf, useCasinoWorld } from '../../../test/support/casino-client.js';

let casino: CasinoClient;
/** The bonus player's upstream token. */
let token: string;

useCasinoWorld((started) => {
  ({ casino, token } = started);
});

describe('bonuses', () => {
  it('lists promotions and the player’s bonuses, filtered and one by one', async () => {
    expect(await casino.promotions({ lang: 'en', currency: 'EUR' })).toHaveLength(9);
    const all = await casino.bonuses(token);
    expect(all.length).toBeGreaterThan(1);
    const pending = await casino.bonuses(token, { status: 'pending' });
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((bonus) => bonus.status === 'pending')).toBe(true);
    const [first] = all;
    if (first === undefined) throw new Error('no bonuses');
    expect((await casino.bonus(token, first.id, 'en')).id).toBe(first.id);
    expect(await domainErrorOf(casino.bonus(token, 999_999))).toMatchObject({
      code: 'bonus_not_found',
      status: 'NOT_FOUND',
      messageKey: 'errors.bonusNotFound',
    });
  });

  it('queues, activates, declines and cancels; a wrong state is CONFLICT', async () => {
    const [pending] = await casino.bonuses(token, { status: 'pending' });
    const [queued] = await casino.bonuses(token, { status: 'queue' });
    if (pending === undefined || queued === undefined) throw new Error('the seed lacks a case');
    expect((await casino.queueBonus(token, pending.id)).status).toBe('queue');
    expect((await casino.activateBonus(token, pending.id)).status).toBe('activated');
    expect(await domainErrorOf(casino.activateBonus(token, pending.id))).toMatchObject({
      code: 'invalid_state',
      status: 'CONFLICT',
      messageKey: 'errors.actionUnavailable',
    });
    expect((await casino.declineBonus(token, queued.id)).status).toBe('rejected');
    expect((await casino.cancelBonus(token, pending.id)).status).toBe('cancel');
    expect((await casino.shortBalance(token)).bonusCasino).toBe(0);
    expect(await domainErrorOf(casino.queueBonus(token, 999_999))).toMatchObject({
      code: 'bonus_not_found',
    });
  });

  it('checks promo codes', async () => {
    const valid = await casino.checkPromoCode(token, 'welcome100');
    expect(valid.valid).toBe(true);
    expect(await casino.checkPromoCode(token, 'NOSUCHCODE')).toEqual({ valid: false });
  });
});
