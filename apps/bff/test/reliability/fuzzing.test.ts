// Promise 13: every procedure, fed values from its own zod schema and arbitrary ones, answers
// without a 5xx, an unhandled rejection or a stack trace; `__proto__` and `constructor` keys in a
// body or a GET's `input` are refused and pollute nothing.
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { appRouter } from '../../src/router.js';
import { proceduresOf } from '../../src/trpc/internals.js';
import { prototypePolluted } from './support/abuse.js';
import { figure, scale } from './support/index.js';
import { arbitraryOf } from './support/zod-arbitrary.js';

const PROCEDURES = proceduresOf(appRouter).flatMap(({ path, type, inputs }) =>
  type === 'subscription' ? [] : [{ path, type, schema: inputs[0] as z.ZodType | undefined }],
);

const RUNS = scale(300, 10_000);
/**
 * Runs of a player's procedure: the fuzzing client is a guest, whom it answers 401 before it
 * reads the input, so more runs would fuzz the same refusal.
 */
const GUEST_REFUSED_RUNS = scale(30, 1_000);
const POLLUTION_KEYS = ['polluted', 'isAdmin'];
// A stack frame, a source path or an internal error name in an answer.
const LEAK = /\n\s+at |\/src\/|\.ts:\d|node_modules|TypeError|ReferenceError/;

let app: FastifyInstance;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'login.ip=10000/60,signUp.ip=10000/60',
      // The inputs are made on the app's own event loop, as fast as it answers: the load is the
      // test's, and shedding it (the overload test's promise) would hide what the inputs get.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    }),
  );
  await app.ready();
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await app.close();
});

async function call(type: 'query' | 'mutation', path: string, input: unknown) {
  const text = input === undefined ? undefined : JSON.stringify(input);
  return type === 'query'
    ? app.inject({
        method: 'GET',
        url: `/trpc/${path}${text === undefined ? '' : `?input=${encodeURIComponent(text)}`}`,
      })
    : app.inject({
        method: 'POST',
        url: `/trpc/${path}`,
        headers: { 'content-type': 'application/json' },
        payload: text ?? '',
      });
}

describe('fuzzing every procedure', () => {
  it(
    'answers schema-shaped and arbitrary inputs with no 5xx, no stack trace, no rejection',
    async () => {
      const statuses = new Map<number, number>();
      let calls = 0;
      let valid = 0;
      let playerProcedures = 0;
      const started = performance.now();
      for (const { path, type, schema } of PROCEDURES) {
        const shaped = schema === undefined ? fc.constant(undefined) : arbitraryOf(schema);
        const inputs = fc.oneof(shaped, fc.anything({ maxDepth: 3 }), fc.jsonValue());
        const playerOnly = (await call(type, path, undefined)).statusCode === 401;
        if (playerOnly) playerProcedures += 1;
        await fc.assert(
          fc.asyncProperty(inputs, async (input) => {
            if (schema?.safeParse(input).success === true) valid += 1;
            const answer = await call(type, path, input);
            calls += 1;
            statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
            expect(answer.statusCode, `${path} ${JSON.stringify(input)}`).toBeLessThan(500);
            expect(answer.body).not.toMatch(LEAK);
          }),
          { numRuns: playerOnly ? GUEST_REFUSED_RUNS : RUNS, seed: 19, endOnFailure: true },
        );
      }
      const seconds = (performance.now() - started) / 1000;
      figure('fuzz procedures', PROCEDURES.length, 'procedures', 'all of the router');
      figure(
        'fuzz calls',
        calls,
        'calls',
        `${String(RUNS)} per procedure, ${String(GUEST_REFUSED_RUNS)} per player's procedure (${String(playerProcedures)})`,
      );
      figure('fuzz inputs the schema accepted', valid, 'calls', '> 0');
      figure('fuzz 5xx answers', 0, 'answers', '0');
      figure('fuzz statuses', JSON.stringify(Object.fromEntries(statuses)), '', 'below 500');
      figure('fuzz took', seconds, 's', '< 60 s bounded');
      expect(valid).toBeGreaterThan(0);
      expect(rejections).toEqual([]);
    },
    scale(90_000, 900_000),
  );

  it('refuses __proto__ and constructor keys in bodies and GET input, polluting nothing', async () => {
    const hostile = [
      '{"__proto__":{"polluted":true}}',
      '{"email":"a@b.test","password":"x","__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"a":[{"b":{"\\u005f_proto__":{"polluted":true}}}]}',
      '{"0":{"__proto__":{"polluted":true}}}',
    ];
    let refused = 0;
    for (const { path, type } of PROCEDURES) {
      for (const text of hostile) {
        const answer =
          type === 'query'
            ? await app.inject({
                method: 'GET',
                url: `/trpc/${path}?input=${encodeURIComponent(text)}`,
              })
            : await app.inject({
                method: 'POST',
                url: `/trpc/${path}`,
                headers: { 'content-type': 'application/json' },
                payload: text,
              });
        expect(answer.statusCode, `${path} ${text}`).toBe(400);
        expect(answer.json()).toMatchObject({ error: { data: { domainCode: 'forbidden_key' } } });
        refused += 1;
      }
    }
    // A batch too: the refusal is one error for the request.
    const batch = await app.inject({
      method: 'GET',
      url: `/trpc/system.status,system.config?batch=1&input=${encodeURIComponent(hostile[4] ?? '')}`,
    });
    expect(batch.statusCode).toBe(400);
    expect(prototypePolluted(POLLUTION_KEYS)).toBe(false);
    figure(
      'fuzz hostile keys refused',
      `${String(refused)} of ${String(refused)}`,
      'requests',
      'all 400',
    );
    figure('fuzz prototype polluted', 'no', '', 'no');
  });
});
