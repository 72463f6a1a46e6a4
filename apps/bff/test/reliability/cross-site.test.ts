// Promise 10: a player's valid cookie sent from a foreign page opens no socket and moves
// nothing: every mutation, in every body a page can send without a preflight (and in JSON),
// gets 403 or 415 and causes no upstream call.
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VERIFICATION_UPLOAD_PATH } from '../../src/plugins/app/verification-upload.js';
import { appRouter } from '../../src/router.js';
import type { RunningServer } from '../../src/server.js';
import { SESSION_COOKIE } from '../../src/sessions/session-manager.js';
import { proceduresOf } from '../../src/trpc/internals.js';
import { qa, startTestBff } from '../support/bff.js';
import { DEMO, TEST_RATE_LIMITS } from '../support/players.js';
import { refusedUpgradeStatus, signIn } from '../support/realtime.js';
import { closeAll } from './support/abuse.js';
import { figure } from './support/index.js';

const running: RunningServer[] = [];
afterEach(async () => {
  await closeAll(running);
});

const FOREIGN = 'https://evil.example';

/** Every mutation of the router, by path. */
const MUTATIONS = proceduresOf(appRouter)
  .filter(({ type }) => type === 'mutation')
  .map(({ path }) => path);

/** The bodies a foreign page can post: three without a preflight, and JSON. */
const BODIES = [
  { type: 'text/plain', body: '{"amount":10,"idempotencyKey":"x"}' },
  { type: 'application/x-www-form-urlencoded', body: 'amount=10&idempotencyKey=x' },
  {
    type: 'multipart/form-data; boundary=b',
    body: '--b\r\nContent-Disposition: form-data; name="amount"\r\n\r\n10\r\n--b--\r\n',
  },
  { type: 'application/json', body: '{"amount":10,"idempotencyKey":"x"}' },
] as const;

/** How a foreign page's request shows itself: its Origin, or (without one) Sec-Fetch-Site. */
const FOREIGN_MARKS = [{ origin: FOREIGN }, { 'sec-fetch-site': 'cross-site' }] as const;

const countersSchema = z.object({ total: z.number() });

describe('a valid cookie from a foreign origin', () => {
  it('gets no websocket upgrade', async () => {
    const { url } = await startTestBff(running, TEST_RATE_LIMITS);
    const browser = await signIn(url, DEMO.plain.email);
    expect(await refusedUpgradeStatus(url, { cookie: browser.cookie, origin: FOREIGN })).toBe(403);
    figure('cross-site ws upgrade with a valid cookie', 403, 'status', '403, no socket');
  });

  it('moves nothing: every mutation in every body gets 403 or 415, with no upstream call', async () => {
    const { url } = await startTestBff(running, TEST_RATE_LIMITS);
    const browser = await signIn(url, DEMO.bonus.email);
    const cookie = `${SESSION_COOKIE}=${browser.cookie ?? ''}`;
    expect(MUTATIONS.length).toBeGreaterThan(10);
    const before = countersSchema.parse(await qa(url, 'GET', '/counters')).total;

    const statuses = new Map<number, number>();
    let sent = 0;
    for (const path of MUTATIONS) {
      for (const { type, body } of BODIES) {
        for (const mark of FOREIGN_MARKS) {
          const answer = await fetch(`${url}/trpc/${path}`, {
            method: 'POST',
            headers: { cookie, 'content-type': type, ...mark },
            body,
          });
          await answer.arrayBuffer();
          sent += 1;
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          expect([403, 415], `${path} as ${type}`).toContain(answer.status);
        }
      }
    }
    // The upload route, outside tRPC, refuses the same way before it reads the body.
    for (const mark of FOREIGN_MARKS) {
      const upload = await fetch(`${url}${VERIFICATION_UPLOAD_PATH}`, {
        method: 'POST',
        headers: { cookie, 'content-type': BODIES[2].type, ...mark },
        body: BODIES[2].body,
      });
      await upload.arrayBuffer();
      sent += 1;
      expect(upload.status).toBe(403);
    }
    const after = countersSchema.parse(await qa(url, 'GET', '/counters')).total;
    // The session is still the player's: nothing above ended or changed it.
    expect(await browser.client(url).auth.me.query()).toMatchObject({
      player: { id: DEMO.bonus.id },
    });

    figure(
      'cross-site mutations refused',
      `${String(sent)} of ${String(sent)}`,
      'requests',
      'all, 403 or 415',
    );
    figure('cross-site upstream calls', after - before, 'calls', '0');
    expect(after - before).toBe(0);
  });
});
