// Game art and game pages from the BFF's own origin in mock mode (plugins/app/mock-media.ts):
// what a browser gets over real HTTP, the headers that let it cache and frame them, and the
// paths it may not bend. Live mode leaves the upstream's URLs alone.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockUpstreamUrls, startMockUpstreams, type MockUpstreams } from '@casino/mock-world';
import { GAME_PAGE_SCRIPT, PAGE_STYLE } from '@casino/mock-world/game-page';
import { inlineHash } from '../../src/plugins/app/mock-media.js';
import type { RunningServer } from '../../src/server.js';
import { qa, startTestBff } from '../support/bff.js';
import { guest } from '../support/players.js';

/** The CSP header as directive name → its sources. */
function cspOf(header: string | null): Map<string, string[]> {
  if (header === null) throw new Error('no Content-Security-Policy header');
  return new Map(
    header.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/** Calls each upstream of the mock world answered since its last reset, by upstream. */
async function mockCalls(url: string): Promise<Record<string, number>> {
  return ((await qa(url, 'GET', '/counters')) as { byUpstream: Record<string, number> }).byUpstream;
}

const running: RunningServer[] = [];

describe('in mock mode', () => {
  let url: string;

  beforeAll(async () => {
    ({ url } = await startTestBff(running));
  });
  afterAll(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()));
  });
  beforeEach(async () => {
    await qa(url, 'POST', '/reset');
  });

  async function aDemoGame() {
    const { items } = await guest(url).games.byCategory.query({ category: 'slots' });
    const game = items.find((candidate) => candidate.hasDemo && candidate.geo_link);
    if (game === undefined) throw new Error('no demo slot on the first page');
    return game;
  }

  it('serves versioned game art as immutable for a year, inert as a document', async () => {
    const game = await aDemoGame();
    const answer = await fetch(`${url}${game.image}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await answer.text()).startsWith('<svg')).toBe(true);
    const csp = cspOf(answer.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('sandbox')).toBe(true);
    expect(csp.has('script-src')).toBe(false);
    // The sandboxed game page, an opaque origin, shows it too.
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');

    const mobile = await fetch(`${url}${game.imagine.files.mobile}`);
    expect(mobile.status).toBe(200);
    const unversioned = await fetch(`${url}${game.image.split('?')[0] ?? ''}`);
    expect(unversioned.headers.get('cache-control')).toBe('public, max-age=86400');
    const otherVersion = await fetch(`${url}${game.image.replace(/v=[\w-]+/, 'v=other')}`);
    expect(otherVersion.status).toBe(404);
    expect(otherVersion.headers.get('cache-control')).toBe('no-store');
  });

  it('opens each launch URL once, framed under a CSP that allows the page and no more', async () => {
    const game = await aDemoGame();
    const launch = await guest(url).games.launch.mutate({ gameId: game.id, mode: 'demo' });
    expect(launch.url).toMatch(new RegExp(`^/media/pages/game/${String(game.id)}\\?launch=`));

    const page = await fetch(`${url}${launch.url}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const csp = cspOf(page.headers.get('content-security-policy'));
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': ["'none'"],
      'script-src': [inlineHash(GAME_PAGE_SCRIPT)],
      'style-src': [inlineHash(PAGE_STYLE)],
      'img-src': ["'self'"],
      'connect-src': ["'self'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'self'"],
      sandbox: ['allow-scripts'],
    });
    const html = await page.text();
    expect(html).toContain(`<script>${GAME_PAGE_SCRIPT}</script>`);
    expect(html).toContain(`<style>${PAGE_STYLE}</style>`);
    // Its art is relative: from the BFF's page it is the BFF's art.
    const art = /<img src="([^"]+)"/.exec(html)?.[1] ?? '';
    const artUrl = new URL(art, `${url}${launch.url}`);
    expect(artUrl.pathname).toBe(`/media/art/games/${String(game.id)}/desktop.svg`);
    expect((await fetch(artUrl)).status).toBe(200);

    const again = await fetch(`${url}${launch.url}`);
    expect(again.status).toBe(410);
    const next = await guest(url).games.launch.mutate({ gameId: game.id, mode: 'demo' });
    expect(next.url).not.toBe(launch.url);
    expect((await fetch(`${url}${next.url}`)).status).toBe(200);
  });

  it('answers 404 for anything but a game’s art or page, asking the mock world nothing', async () => {
    for (const path of [
      '/media/art/games/1001/evil.svg',
      '/media/art/games/abc/desktop.svg',
      '/media/art/games/0/desktop.svg',
      '/media/art/games/1001/desktop.svg?v=../../qa',
      '/media/art/games/..%2F..%2Fqa%2Fplayers/desktop.svg',
      '/media/art/bonuses/5.svg',
      '/media/pages/game/1001?launch=a/b',
      '/media/pages/pay',
      '/media/qa/players',
    ]) {
      const answer = await fetch(`${url}${path}`, { headers: { accept: 'text/html' } });
      expect(answer.status, path).toBe(404);
    }
    const calls = await mockCalls(url);
    expect(calls.art ?? 0).toBe(0);
    expect(calls.pages ?? 0).toBe(0);
  });
});

describe('with partners allowed to frame the SPA', () => {
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()));
  });

  it('lets them frame the game page inside it too', async () => {
    const { url } = await startTestBff(running, {
      FRAME_ANCESTORS: "'self',https://partner.example",
    });
    const { items } = await guest(url).games.byCategory.query({ category: 'slots' });
    const game = items.find((candidate) => candidate.hasDemo && candidate.geo_link);
    if (game === undefined) throw new Error('no demo slot on the first page');
    const launch = await guest(url).games.launch.mutate({ gameId: game.id, mode: 'demo' });
    const page = await fetch(`${url}${launch.url}`);
    const csp = cspOf(page.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://partner.example']);
    expect(page.headers.get('x-frame-options')).toBeNull();
  });
});

describe('in live mode', () => {
  let mock: MockUpstreams;

  beforeAll(async () => {
    mock = await startMockUpstreams();
  });
  afterAll(async () => {
    await mock.close();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()));
  });

  it('passes the upstream’s URLs through untouched and serves no media', async () => {
    const urls = mockUpstreamUrls(mock.url);
    const { url } = await startTestBff(running, {
      UPSTREAM_MODE: 'live',
      CASINO_API_URL: urls.casino,
      SPORT_API_URL: urls.sport,
      CMS_API_URL: urls.cms,
      JACKPOT_API_URL: urls.jackpot,
      SESSION_SECRET: 's'.repeat(32),
    });
    const [game] = (await guest(url).games.byCategory.query({ category: 'slots' })).items;
    expect(game?.image.startsWith(`${mock.url}/art/games/`)).toBe(true);
    expect(game?.geo_link).toBe(`${mock.url}/pages/game/${String(game?.id)}`);
    const launch = await guest(url).games.launch.mutate({ gameId: game?.id ?? 0, mode: 'demo' });
    expect(launch.url.startsWith(`${mock.url}/pages/game/`)).toBe(true);

    const path = new URL(game?.image ?? '').pathname;
    expect((await fetch(`${url}/media${path}`)).status).toBe(404);
  });
});
