// Every query on the lean read path answers what tRPC's adapter answers, byte for byte: two BFFs
// over one mock world and one Redis (so one set of sessions and cache entries), on a fixed product
// clock, one with the lean path and one without it, asked the same requests by a guest and by a
// signed-in player. The lean BFF is asked twice, so its shared answers are checked too.
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/router.js';
import { deleteKeysUnder, TEST_REDIS_URL, testKeyPrefix } from '../../src/cache/testing.js';
import { startMockUpstreams, type MockUpstreams } from '@casino/mock-world';
import { TEST_NOW } from '@casino/mock-world/testing';
import type { RunningServer } from '../../src/server.js';
import { SESSION_COOKIE } from '../../src/sessions/session-manager.js';
import { proceduresOf } from '../../src/trpc/internals.js';
import { startTestBff } from '../support/bff.js';
import { signIn, TEST_RATE_LIMITS } from '../support/players.js';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What the transport writes for any answer, not what the answer says. */
const TRANSPORT_HEADERS = ['date', 'connection', 'keep-alive'];

function ask(baseUrl: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(`${baseUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept = { ...response.headers };
        for (const name of TRANSPORT_HEADERS) Reflect.deleteProperty(kept, name);
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Queries whose upstream mints a value on every call (the sportsbook's short-lived token): their
 * answers are compared with that value masked, decoded, and without the length it changes.
 */
const FRESH_PER_CALL: Record<string, RegExp> = {
  'sport.token': /"token":"[^"]*"|"refreshInMs":\d+/g,
};

function comparable(path: string, answer: Answer): { headers: IncomingHttpHeaders; body: string } {
  const fresh = FRESH_PER_CALL[path];
  if (fresh === undefined) return { headers: answer.headers, body: answer.body.toString('base64') };
  const encoding = answer.headers['content-encoding'];
  const decoded =
    encoding === 'br'
      ? brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? gunzipSync(answer.body)
        : answer.body;
  const headers = { ...answer.headers };
  Reflect.deleteProperty(headers, 'content-length');
  return { headers, body: decoded.toString().replace(fresh, '"token":"(fresh)"') };
}

const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;

/** The inputs each query is asked with (undefined: none); anything a client may send. */
function inputsOf(gameId: number, providerId: number): Record<string, unknown[]> {
  return {
    'system.status': [undefined],
    'system.config': [undefined],
    'reference.countries': [undefined],
    'auth.me': [undefined],
    'bootstrap.get': [undefined, { pathLanguage: 'de', storedLanguage: 'xx', hasReferral: true }],
    'lobby.main': [{ lang: 'en' }, { lang: 'de', currency: 'EUR', path: '/' }],
    'games.byCategory': [{ category: 'slots' }, { category: 'favorites' }],
    'games.byProvider': [{ providerId }],
    'games.search': [{ q: 'book' }, { q: '' }],
    'games.byId': [{ gameId }, { gameId: 999_999_999 }],
    'games.recentlyPlayed': [undefined],
    'content.footer': [{ lang: 'en' }],
    'content.infoPage': [
      { lang: 'en', code: 'terms-and-conditions' },
      { lang: 'en', code: 'nope' },
    ],
    'content.faq': [{ lang: 'de' }],
    'content.seo': [{ lang: 'en', path: '/' }],
    'wallet.balance': [undefined],
    'wallet.short': [undefined],
    'wallet.full': [undefined],
    'wallet.playability': [undefined],
    'wallet.freeSpins': [undefined],
    'transactions.game': [{ page: 1 }],
    'transactions.payments': [{ page: 1 }],
    'transactions.jackpot': [undefined],
    'jackpots.list': [{ currency: 'EUR' }, undefined],
    'jackpots.sum': [{ currency: 'RON' }],
    'jackpots.pendingWins': [undefined],
    'payments.methods': [undefined],
    'payments.depositResult': [{ paymentId: 'missing-payment' }],
    'payments.cryptoDeposit': [{ methodId: 1 }],
    'payments.withdrawalDetails': [{ transactionId: 1 }],
    'sport.list': [undefined],
    'sport.token': [{ sportId: 1 }],
    'account.profile': [undefined],
    'account.verification': [undefined],
    'account.favorites.ids': [undefined],
    'bonuses.list': [undefined],
    'bonuses.detail': [{ bonusId: 1 }],
    'bonuses.queue': [undefined],
    'bonuses.daily': [undefined],
    'bonuses.signUpOffer': [{ language: 'ro' }, { language: 'en' }, { language: 'fr' }],
    'miniGames.availability': [undefined],
    'tournaments.list': [undefined, { filter: 'finished' }],
    'tournaments.local': [{ id: 1 }],
    'tournaments.network': [{ code: 'spring-race' }],
    'loyalty.overview': [undefined],
    'loyalty.levels': [{ lang: 'de' }, undefined],
    'shops.view': [{ shop: 'bonus' }],
    'shops.items': [{ shop: 'snowflake', lang: 'de' }, { shop: 'bonus' }],
    'shops.catchGame': [undefined],
    'limits.read': [undefined],
    'gamification.state': [undefined],
    'protection.realityCheck': [undefined],
    'protection.marketing': [undefined],
    'protection.netDeposits': [undefined],
  };
}

/** Every query the lean read path serves. */
const procedures = proceduresOf(appRouter);
const leanReads = procedures
  .filter(({ meta }) => meta?.leanRead !== undefined)
  .map(({ path }) => path);

/** The URLs a client may send for one query: each input alone, all of them batched, bad input. */
function urlsFor(path: string, inputs: readonly unknown[]): string[] {
  const alone = inputs.map((value) =>
    value === undefined ? `/trpc/${path}` : `/trpc/${path}?${input(value)}`,
  );
  const batch = Object.fromEntries(inputs.map((value, index) => [index, value]));
  return [
    ...alone,
    `/trpc/${[...inputs.keys()].map(() => path).join(',')}?batch=1&${input(batch)}`,
    `/trpc/${path}?${input([])}`,
    `/trpc/${path}?input=%7Bnot-json`,
    `/trpc/${path}?batch=1&${input('not an object')}`,
  ];
}

const running: RunningServer[] = [];
const prefix = testKeyPrefix();
let world: MockUpstreams;
let leanUrl: string;
let adapterUrl: string;
let playerCookie: string;
let urls: [string, string[]][];

beforeAll(async () => {
  world = await startMockUpstreams({ seed: 1, now: () => TEST_NOW });
  const env = {
    ...TEST_RATE_LIMITS,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    MOCK_UPSTREAMS_URL: world.url,
  };
  const fixed = { clock: () => new Date(TEST_NOW), cacheNow: () => TEST_NOW };
  const [lean, adapter] = await Promise.all([
    startTestBff(running, env, fixed),
    startTestBff(running, env, { ...fixed, leanReads: false }),
  ]);
  leanUrl = lean.url;
  adapterUrl = adapter.url;
  const { browser } = await signIn(adapter.url, 'bonus');
  if (browser.cookie === null) throw new Error('no session cookie');
  playerCookie = `${SESSION_COOKIE}=${browser.cookie}`;

  const slots = (await lean.unbatched.games.byCategory.query({ category: 'slots' })) as {
    items: { id: number }[];
    providers: { id: number }[];
  };
  const inputs = inputsOf(slots.items[0]?.id ?? 1, slots.providers[0]?.id ?? 1);
  urls = leanReads.map((path) => [path, urlsFor(path, inputs[path] ?? [undefined])]);
}, 60_000);

afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await world.close();
  await deleteKeysUnder(prefix);
});

describe('the lean read path', () => {
  it('serves every query, and every query here has inputs to ask with', () => {
    const all = procedures.filter(({ type }) => type === 'query').map(({ path }) => path);
    expect(leanReads).toEqual(all);
    expect(Object.keys(inputsOf(1, 1)).sort()).toEqual([...leanReads].sort());
  });

  const visitors = [
    { who: 'a guest', cookie: () => null, country: 'DE' },
    { who: 'a guest in the UK', cookie: () => null, country: 'GB' },
    { who: 'a player', cookie: () => playerCookie, country: 'DE' },
  ];
  for (const encoding of ['gzip, deflate, br, zstd', 'identity']) {
    for (const { who, cookie, country } of visitors) {
      it(`answers ${who} (Accept-Encoding: ${encoding}) what the adapter answers`, async () => {
        const headers: Record<string, string> = {
          host: 'casino.test',
          'accept-encoding': encoding,
          'accept-language': 'de-DE,de;q=0.9,en;q=0.8',
          'x-country-code': country,
          'x-request-id': 'identity-check',
        };
        const sessionCookie = cookie();
        if (sessionCookie !== null) headers.cookie = sessionCookie;
        for (const [path, pathUrls] of urls) {
          for (const url of pathUrls) {
            const first = await ask(leanUrl, url, headers);
            const again = await ask(leanUrl, url, headers);
            const adapter = await ask(adapterUrl, url, headers);
            const label = `${path}: ${url}`;
            const [lean, repeated, reference] = [first, again, adapter].map((answer) =>
              comparable(path, answer),
            );
            expect({ label, status: first.status }).toEqual({ label, status: adapter.status });
            expect({ label, ...lean }).toEqual({ label, ...reference });
            expect({ label, ...repeated }).toEqual({ label, ...lean });
          }
        }
      }, 120_000);
    }
  }
});
