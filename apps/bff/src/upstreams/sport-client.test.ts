import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '@casino/mock-world/testing';
import { createCasinoClient } from './casino-client.js';
import type { UpstreamLogger } from './http-client.js';
import { createSportClient, type SportClient } from './sport-client.js';
import {
  DEMO_PASSWORD,
  rejectionOf,
  startMockWorld,
  startTinyUpstream,
  type MockWorld,
  type TinyUpstream,
} from '../../test/support/upstreams.js';
import { UpstreamError } from './upstream-error.js';

interface LogLine {
  level: 'debug' | 'warn';
  details: object;
  message: string;
}

function recordingLogger(lines: LogLine[]): UpstreamLogger {
  return {
    debug: (details, message) => lines.push({ level: 'debug', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
  };
}

let world: MockWorld;
let sport: SportClient;
let token: string;
const lines: LogLine[] = [];

beforeAll(async () => {
  world = await startMockWorld();
  sport = createSportClient(world.http.sport, { logger: recordingLogger(lines) });
  const casino = createCasinoClient(world.http.casino);
  ({ token } = await casino.login({ email: 'vip@demo.lumo.test', password: DEMO_PASSWORD }));
});

afterEach(() => {
  world.mock.qa.reset();
  lines.length = 0;
});

afterAll(async () => {
  await world.close();
});

describe('the sport upstream', () => {
  it('lists the sports', async () => {
    const sports = await sport.sports({ requestId: 'req-sports' });
    expect(sports).toHaveLength(20);
    expect(new Set(sports.map((entry) => entry.sport_id)).size).toBe(sports.length);
  });

  it('hands out a sportsbook token with its expiry', async () => {
    const [first] = await sport.sports();
    if (first === undefined) throw new Error('no sports');
    const answer = await sport.sportToken(token, first.sport_id);
    expect(answer.token).not.toBe('');
    expect(answer.expiresAt).toBe(new Date(TEST_NOW + 10 * 60_000).toISOString());
    expect(lines).toEqual([]);
  });

  it('yields an empty token on any failure, logged without a token', async () => {
    // An unknown sport (404), an upstream that is down (503), and a session that has ended (401).
    expect(await sport.sportToken(token, 999_999)).toEqual({ token: '', expiresAt: null });
    world.mock.qa.setUpstream('sport', { errorRate: 1 });
    expect(await sport.sportToken(token, 1)).toEqual({ token: '', expiresAt: null });
    world.mock.qa.setUpstream('sport', { errorRate: 0 });
    expect(await sport.sportToken('an-ended-token', 1)).toEqual({ token: '', expiresAt: null });

    const warnings = lines.filter((line) => line.level === 'warn');
    expect(warnings.map((line) => line.details)).toEqual([
      expect.objectContaining({ upstream: 'sport', sportId: 999_999, status: 404 }),
      expect.objectContaining({ upstream: 'sport', sportId: 1, status: 503 }),
      expect.objectContaining({ upstream: 'sport', sportId: 1, upstreamCode: 'unauthorized' }),
    ]);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('an-ended-token');
  });
});

describe('a sport upstream that breaks the contract', () => {
  const SECRET = 'player-token-that-must-stay-secret';
  let tiny: TinyUpstream;
  let broken: SportClient;

  beforeAll(async () => {
    tiny = await startTinyUpstream('sport', (app) => {
      app.get('/sports', () => [{ name: 'Football', sport_id: 'one' }]);
      app.get('/token', () => ({ data: { token: 'sportsbook-token' } }));
    });
    broken = createSportClient(tiny.http, { logger: recordingLogger(lines) });
  });

  afterAll(async () => {
    await tiny.close();
  });

  it('refuses a malformed sports list as bad_response', async () => {
    const error = await rejectionOf(broken.sports());
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: 'bad_response', upstream: 'sport' });
  });

  it('reads a token answer without its expiry as a failure: an empty token', async () => {
    expect(await broken.sportToken(SECRET, 1, { requestId: 'req-7' })).toEqual({
      token: '',
      expiresAt: null,
    });
    const sent = tiny.seen.at(-1);
    expect(sent?.url).toBe('/token?sport-id=1');
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(sent?.headers['x-request-id']).toBe('req-7');
    expect(lines.at(-1)?.details).toMatchObject({ kind: 'bad_response' });
    expect(JSON.stringify(lines)).not.toContain(SECRET);
  });

  it('still gives up when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort(new Error('the player went away'));
    const error = await rejectionOf(broken.sportToken(SECRET, 1, { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(UpstreamError);
  });
});
