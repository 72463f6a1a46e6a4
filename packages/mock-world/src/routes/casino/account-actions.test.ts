import {
  MAX_FILE_BYTES,
  currencyChangeResultSchema,
  shopPurchaseSchema,
  shopViewSchema,
  verificationStatusSchema,
} from '@casino/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MockApp } from '../../app.js';
import { catchGameFactsSchema, verificationFileSchema } from '@casino/upstream-contract';
import { PASSWORD_RESET_LIFETIME_MS } from '../../state/player-store.js';
import { call, errorCode, loginAs, testMockApp } from '../../testing.js';

// The mock casino's password reset, currency change, verification and shops, through inject.

let mock: MockApp;
let now: number;

beforeEach(() => {
  now = Date.parse('2025-03-12T12:00:00Z');
  mock = testMockApp({ now: () => now });
});
afterEach(async () => {
  await mock.app.close();
});

const PLAIN = 'plain@demo.lumo.test';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

describe('password reset', () => {
  it('answers 204 for any address and sends a token only to an account', async () => {
    const unknown = await call(mock.app, 'POST', '/casino/auth/password-reset', {
      body: { email: 'nobody@demo.lumo.test' },
    });
    expect(unknown.status).toBe(204);
    const known = await call(mock.app, 'POST', '/casino/auth/password-reset', {
      body: { email: PLAIN },
    });
    expect(known.status).toBe(204);
    expect(mock.controls.sentPasswordReset(PLAIN).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('mails the link to the main page in the player’s language; QA reads the mailbox', async () => {
    expect(mock.controls.mailbox(PLAIN).items).toEqual([]);
    await call(mock.app, 'POST', '/casino/auth/password-reset', { body: { email: PLAIN } });
    await call(mock.app, 'POST', '/casino/auth/password-reset', { body: { email: PLAIN } });
    const { token } = mock.controls.sentPasswordReset(PLAIN);
    const { items } = mock.controls.mailbox(PLAIN);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      to: PLAIN,
      subject: 'Reset your password',
      link: `/?reset=${token}`,
      sentAt: '2025-03-12T12:00:00.000Z',
    });
    expect(items[0]?.text).toContain(`/?reset=${token}`);
    mock.controls.setPlayerState(PLAIN, { language: 'de' });
    await call(mock.app, 'POST', '/casino/auth/password-reset', { body: { email: PLAIN } });
    expect(mock.controls.mailbox(PLAIN).items[0]?.link).toMatch(/^\/de\?reset=[A-Za-z0-9_-]{43}$/);
    mock.controls.reset();
    expect(mock.controls.mailbox(PLAIN).items).toEqual([]);
  });

  it('keeps the link on a password that breaks the rules, and refuses an expired one', async () => {
    await call(mock.app, 'POST', '/casino/auth/password-reset', { body: { email: PLAIN } });
    const { token } = mock.controls.sentPasswordReset(PLAIN);
    const weak = await call(mock.app, 'POST', '/casino/auth/password-reset/complete', {
      body: { token, password: 'abc' },
    });
    expect(weak.status).toBe(422);
    expect(mock.controls.sentPasswordReset(PLAIN).token).toBe(token);

    now += PASSWORD_RESET_LIFETIME_MS;
    const expired = await call(mock.app, 'POST', '/casino/auth/password-reset/complete', {
      body: { token, password: 'Fresh#Pass1' },
    });
    expect(expired.status).toBe(404);
    expect(errorCode(expired.body)).toBe('not_found');
  });

  it('sets the password once and ends the account’s sessions', async () => {
    const session = await loginAs(mock.app, PLAIN);
    await call(mock.app, 'POST', '/casino/auth/password-reset', { body: { email: PLAIN } });
    const { token } = mock.controls.sentPasswordReset(PLAIN);
    const done = await call(mock.app, 'POST', '/casino/auth/password-reset/complete', {
      body: { token, password: 'Fresh#Pass1' },
    });
    expect(done.status).toBe(204);
    expect((await call(mock.app, 'GET', '/casino/me', { token: session })).status).toBe(401);
    const again = await call(mock.app, 'POST', '/casino/auth/password-reset/complete', {
      body: { token, password: 'Other#Pass1' },
    });
    expect(again.status).toBe(404);
    const login = await call(mock.app, 'POST', '/casino/auth/login', {
      body: { email: PLAIN, password: 'Fresh#Pass1' },
    });
    expect(login.status).toBe(200);
  });
});

describe('currency change', () => {
  it('converts the balance, zeroes the bonus balance and cancels bonuses and spins', async () => {
    const token = await loginAs(mock.app, 'bonus@demo.lumo.test');
    const changed = await call(mock.app, 'PUT', '/casino/me/currency', {
      token,
      body: { currency: 'RON' },
    });
    expect(changed.status).toBe(200);
    expect(currencyChangeResultSchema.parse(changed.body)).toMatchObject({
      currency: 'RON',
      bonusBalanceZeroed: 250,
      freeSpinsCancelled: 25,
    });
    const state = mock.controls.playerState('bonus@demo.lumo.test');
    expect(state).toMatchObject({ currency: 'RON', balances: { main: 173.95, bonusCasino: 0 } });
    const same = await call(mock.app, 'PUT', '/casino/me/currency', {
      token,
      body: { currency: 'RON' },
    });
    expect(errorCode(same.body)).toBe('invalid_state');
    const unknown = await call(mock.app, 'PUT', '/casino/me/currency', {
      token,
      body: { currency: 'XXX' },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('verification', () => {
  async function upload(token: string, name: string, type: string, bytes: Buffer) {
    const response = await mock.app.inject({
      method: 'POST',
      url: `/casino/me/verification/files?name=${encodeURIComponent(name)}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      payload: bytes,
    });
    return { status: response.statusCode, body: response.json<unknown>() };
  }

  it('stores checked files and attaches them to one document', async () => {
    const token = await loginAs(mock.app, 'unverified@demo.lumo.test');
    const stored = await upload(token, 'id.png', 'image/png', PNG);
    expect(stored.status).toBe(201);
    const { fileId } = verificationFileSchema.parse(stored.body);
    const submitted = await call(mock.app, 'POST', '/casino/me/verification/documents', {
      token,
      body: { kind: 'idWithPhoto', fileIds: [fileId] },
    });
    const status = verificationStatusSchema.parse(submitted.body);
    expect(status.documents[0]).toMatchObject({ kind: 'idWithPhoto', status: 'pending', files: 1 });
    // A file is attached once.
    const again = await call(mock.app, 'POST', '/casino/me/verification/documents', {
      token,
      body: { kind: 'otherDocument', fileIds: [fileId] },
    });
    expect(again.status).toBe(404);
  });

  it('refuses a file of 5 MB, of another type or with other content, and another player’s', async () => {
    const token = await loginAs(mock.app, 'unverified@demo.lumo.test');
    const big = Buffer.alloc(MAX_FILE_BYTES);
    PNG.copy(big);
    expect((await upload(token, 'id.png', 'image/png', big)).status).toBe(413);
    expect((await upload(token, 'id.gif', 'image/gif', PNG)).status).toBe(415);
    const renamed = await upload(token, 'id.png', 'image/png', Buffer.from('<html></html>'));
    expect(renamed.status).toBe(422);
    const mismatch = await upload(token, 'id.pdf', 'image/png', PNG);
    expect(mismatch.status).toBe(422);

    const { fileId } = verificationFileSchema.parse(
      (await upload(token, 'id.png', 'image/png', PNG)).body,
    );
    const other = await loginAs(mock.app, PLAIN);
    const stolen = await call(mock.app, 'POST', '/casino/me/verification/documents', {
      token: other,
      body: { kind: 'idWithPhoto', fileIds: [fileId] },
    });
    expect(stolen.status).toBe(404);
  });
});

describe('shops', () => {
  it('sells for loyalty points and refuses what they do not cover', async () => {
    const token = await loginAs(mock.app, PLAIN);
    const shop = shopViewSchema.parse(
      (await call(mock.app, 'GET', '/casino/shops/bonus?lang=de', { token })).body,
    );
    expect(shop.balance).toBe(120);
    expect(shop.items[0]?.title).toBe('10 Freispiele');
    const dear = await call(mock.app, 'POST', '/casino/shops/bonus/purchase', {
      token,
      body: { itemId: shop.items[0]?.id },
    });
    expect(dear.status).toBe(409);
    expect(errorCode(dear.body)).toBe('insufficient_balance');
    expect(mock.controls.playerState(PLAIN)).toMatchObject({ loyaltyPoints: 120 });
  });

  it('spends snowflakes and gives the prize', async () => {
    const token = await loginAs(mock.app, PLAIN);
    const facts = catchGameFactsSchema.parse(
      (await call(mock.app, 'GET', '/casino/catch-game', { token })).body,
    );
    const shop = shopViewSchema.parse(
      (await call(mock.app, 'GET', '/casino/shops/snowflake', { token })).body,
    );
    expect(shop.balance).toBe(facts.snowflakes);
    const item = shop.items.find((entry) => entry.prize.kind === 'bonus_money');
    if (item === undefined || item.price > shop.balance) throw new Error('expected an item');
    const before = mock.controls.playerState(PLAIN).balances.bonusCasino;
    const bought = shopPurchaseSchema.parse(
      (
        await call(mock.app, 'POST', '/casino/shops/snowflake/purchase', {
          token,
          body: { itemId: item.id },
        })
      ).body,
    );
    expect(bought.balance).toBe(shop.balance - item.price);
    expect(mock.controls.playerState(PLAIN).balances.bonusCasino).toBeGreaterThan(before);
    const unknown = await call(mock.app, 'POST', '/casino/shops/snowflake/purchase', {
      token,
      body: { itemId: 101 },
    });
    expect(unknown.status).toBe(404);
  });
});
