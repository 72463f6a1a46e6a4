// The first screen in the first response (docs/decisions/028): a navigation's index.html carries
// the bootstrap answer and the page's first rows, the same bytes /trpc answers the same visitor,
// on a fixed product clock through a real server; a player's page is theirs alone, and whatever
// cannot be had leaves the page plain.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import {
  FIRST_SCREEN_BOOTSTRAP_ID,
  FIRST_SCREEN_ROWS_ID,
  MOBILE_ART_MEDIA,
  firstScreenBootstrapSchema,
  firstScreenRowsSchema,
  jsonForScriptElement,
} from '@casino/shared';
import { startMockUpstreams, type MockUpstreams } from '@casino/mock-world';
import { TEST_NOW } from '@casino/mock-world/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.js';
import { SESSION_COOKIE } from '../../src/sessions/session-manager.js';
import { clientsOf, startTestBff } from '../support/bff.js';
import { DEMO, signIn, TEST_RATE_LIMITS } from '../support/players.js';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Lumo Casino</title>' +
  '<script type="module" crossorigin src="/assets/index-B4x9QcZ1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/**
 * A build with the server renderer beside it (docs/decisions/031): index.html as Vite writes it
 * (module script, preload links, #root's end marker), and a renderer that draws what it was asked
 * for and notes each call; a category page's render fails.
 */
const DRAWN_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Lumo Casino</title>' +
  '<script type="module" crossorigin src="/assets/index-B4x9QcZ1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-Q1.js"></head>' +
  '<body><div id="root"><div class="boot-preloader"></div></div>\n<!--/root--></body></html>';
const RENDERER = `
export async function renderFirstScreen(input) {
  (globalThis.firstScreenRenders ??= []).push(input);
  if (input.url.startsWith('/games/live')) throw new Error('the render broke');
  return '<main data-url="' + input.url + '" data-language="' + input.language + '">drawn for ' + input.viewport + '</main>';
}
`;

interface RenderCall {
  url: string;
  language: string;
  viewport: string;
  bootstrapText: string;
  rowsText: string | null;
}

function renders(): RenderCall[] {
  const holder = globalThis as { firstScreenRenders?: RenderCall[] };
  holder.firstScreenRenders ??= [];
  return holder.firstScreenRenders;
}

/** A browser's navigation in Germany with a German browser. */
const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'de-DE,de;q=0.9,en;q=0.8',
  'x-country-code': 'DE',
};

const running: RunningServer[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
let world: MockUpstreams;
let url: string;
let failingUrl: string;
let drawnUrl: string;

beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'lumo-first-screen-'));
  cleanups.push(() => rm(dist, { recursive: true, force: true }));
  await writeFile(join(dist, 'index.html'), INDEX_HTML);
  world = await startMockUpstreams({ seed: 1, now: () => TEST_NOW });
  cleanups.push(() => world.close());
  const env = { ...TEST_RATE_LIMITS, MOCK_UPSTREAMS_URL: world.url, WEB_DIST_DIR: dist };
  const fixed = { clock: () => new Date(TEST_NOW), cacheNow: () => TEST_NOW };
  const drawnDist = join(dist, 'drawn', 'dist');
  await mkdir(join(dist, 'drawn', 'dist-server'), { recursive: true });
  await mkdir(drawnDist, { recursive: true });
  await writeFile(join(drawnDist, 'index.html'), DRAWN_INDEX_HTML);
  await writeFile(join(dist, 'drawn', 'dist-server', 'entry-server.js'), RENDERER);
  const [bff, failing, drawn] = await Promise.all([
    startTestBff(running, env, fixed),
    // Sessions that cannot be read: every procedure's context fails, so every read does.
    startTestBff(running, env, {
      ...fixed,
      resolvePlayer: () => Promise.reject(new Error('the session store is down')),
    }),
    startTestBff(running, { ...env, WEB_DIST_DIR: drawnDist }, fixed),
  ]);
  url = bff.url;
  failingUrl = failing.url;
  drawnUrl = drawn.url;
  // The mock world builds its first answers once, as after any start; the pages below are warm.
  await navigate('/');
}, 60_000);

afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A GET as sent, path unescaped and body undecoded (fetch escapes the one, decodes the other). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: unknown; bytes: Buffer }>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    // The path as given: a URL string would be parsed, and its `<` escaped, on the way.
    get({ hostname, port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          bytes: Buffer.concat(chunks),
        });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function navigate(path: string, headers: Record<string, string> = {}, base = url) {
  const response = await fetch(`${base}${path}`, { headers: { ...NAVIGATION, ...headers } });
  return { response, html: await response.text() };
}

/** The text of the JSON element with this id, as the page holds it; null without one. */
function elementText(html: string, id: string): string | null {
  const start = `<script type="application/json" id="${id}">`;
  const at = html.indexOf(start);
  if (at === -1) return null;
  const from = at + start.length;
  return html.slice(from, html.indexOf('</script>', from));
}

function embedded(html: string, id: string): { path?: string; input: unknown; data: unknown } {
  const text = elementText(html, id);
  if (text === null) throw new Error(`no #${id} in the page`);
  return JSON.parse(text) as { path?: string; input: unknown; data: unknown };
}

/** The JSON text of `data` in /trpc's answer to one call, exactly as sent. */
async function trpcDataText(path: string, input: unknown, headers: Record<string, string>) {
  const query = `input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await fetch(`${url}/trpc/${path}?${query}`, {
    headers: { ...headers, 'accept-encoding': 'identity' },
  });
  expect(response.status).toBe(200);
  const body = await response.text();
  expect(body.startsWith('{"result":{"data":')).toBe(true);
  return body.slice('{"result":{"data":'.length, -2);
}

/** The element's text must be the procedure's data, byte for byte (with `<` escaped). */
async function expectSameBytes(
  html: string,
  id: string,
  path: string,
  headers: Record<string, string>,
) {
  const { input } = embedded(html, id);
  const text = elementText(html, id) ?? '';
  const data = await trpcDataText(path, input, { ...NAVIGATION, ...headers });
  const prefix = id === FIRST_SCREEN_ROWS_ID ? `{"path":"${path}",` : '{';
  expect(text).toBe(
    jsonForScriptElement(`${prefix}"input":${JSON.stringify(input)},"data":${data}}`),
  );
}

describe('a guest navigating to the main page', () => {
  it('gets the bootstrap and lobby.main answers the procedures give, and the first art preloaded', async () => {
    const { response, html } = await navigate('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toContain('cookie');

    const bootstrap = embedded(html, FIRST_SCREEN_BOOTSTRAP_ID);
    expect(bootstrap.input).toEqual({
      pathLanguage: null,
      storedLanguage: null,
      hasReferral: false,
    });
    await expectSameBytes(html, FIRST_SCREEN_BOOTSTRAP_ID, 'bootstrap.get', {});
    const { client, unbatched } = clientsOf(url, NAVIGATION);
    expect(bootstrap.data).toEqual(
      await client.bootstrap.get.query({
        pathLanguage: null,
        storedLanguage: null,
        hasReferral: false,
      }),
    );

    const rows = embedded(html, FIRST_SCREEN_ROWS_ID);
    // What the SPA's checks accept (packages/shared/src/first-screen.ts).
    expect(firstScreenBootstrapSchema.safeParse(bootstrap).success).toBe(true);
    expect(firstScreenRowsSchema.safeParse(rows).success).toBe(true);
    expect(rows.path).toBe('lobby.main');
    // The German browser in Germany: German, in euros, as the SPA's first lobby call asks.
    expect(rows.input).toEqual({ path: '/', lang: 'de', currency: 'EUR' });
    await expectSameBytes(html, FIRST_SCREEN_ROWS_ID, 'lobby.main', {});
    const lobby = await unbatched.lobby.main.query({ path: '/', lang: 'de', currency: 'EUR' });
    expect(rows.data).toEqual(lobby);

    const first = lobby.carousels.find((carousel) => carousel.items.length > 0)?.items[0];
    if (first === undefined) throw new Error('the lobby has no games');
    const mobile = first.imagine.files.mobile || first.imagine.files.desktop || first.image;
    expect(html).toContain(
      `<link rel="preload" as="image" href="${mobile}" media="${MOBILE_ART_MEDIA}" fetchpriority="high">`,
    );
    // Preloads come before the scripts' data, all within the head.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('writes JSON no value can break out of: no "<" inside the elements', async () => {
    const { html } = await navigate('/de/');
    for (const id of [FIRST_SCREEN_BOOTSTRAP_ID, FIRST_SCREEN_ROWS_ID]) {
      expect(elementText(html, id)).not.toContain('<');
    }
    // The page's own scripts are untouched and its CSP still needs no inline script.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-B4x9QcZ1.js">');
    const { response } = await navigate('/de/');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src '));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('gets a category page with its first games the procedure answers', async () => {
    const { html } = await navigate('/de/games/live');
    expect(embedded(html, FIRST_SCREEN_BOOTSTRAP_ID).input).toEqual({
      pathLanguage: 'de',
      storedLanguage: null,
      hasReferral: false,
    });
    const rows = embedded(html, FIRST_SCREEN_ROWS_ID);
    expect(rows).toMatchObject({ path: 'games.byCategory', input: { category: 'live' } });
    expect(firstScreenRowsSchema.safeParse(rows).success).toBe(true);
    await expectSameBytes(html, FIRST_SCREEN_ROWS_ID, 'games.byCategory', {});
    const { unbatched } = clientsOf(url, NAVIGATION);
    expect(rows.data).toEqual(await unbatched.games.byCategory.query({ category: 'live' }));
    // games/ alone is slots; a referral in the URL reaches the bootstrap's input.
    const plain = await navigate('/games?stag=aff-1');
    expect(embedded(plain.html, FIRST_SCREEN_ROWS_ID).input).toEqual({ category: 'slots' });
    expect(embedded(plain.html, FIRST_SCREEN_BOOTSTRAP_ID).input).toMatchObject({
      hasReferral: true,
    });
  });

  it('sends the page compressed as the browser accepts', async () => {
    const { encoding, bytes } = await rawGet('/', { ...NAVIGATION, 'accept-encoding': 'br' });
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(bytes).toString()).toBe((await navigate('/')).html);
  });
});

describe('a player and a guest', () => {
  it("give the player their own bootstrap, never stored, and the guest never the player's", async () => {
    const guestFirst = await navigate('/');
    expect(embedded(guestFirst.html, FIRST_SCREEN_BOOTSTRAP_ID).data).toMatchObject({
      player: null,
    });

    const { browser, client } = await signIn(url, 'bonus', NAVIGATION);
    if (browser.cookie === null) throw new Error('no session cookie');
    const cookie = `${SESSION_COOKIE}=${browser.cookie}`;
    const player = await navigate('/', { cookie });
    expect(player.response.headers.get('cache-control')).toBe('private, no-cache');
    const bootstrap = embedded(player.html, FIRST_SCREEN_BOOTSTRAP_ID);
    expect(bootstrap.data).toMatchObject({ player: { id: DEMO.bonus.id } });
    // The same answer the player's own bootstrap.get gets.
    expect(bootstrap.data).toEqual(
      await client.bootstrap.get.query({
        pathLanguage: null,
        storedLanguage: null,
        hasReferral: false,
      }),
    );

    // A guest after the player, with the very same headers but the cookie: no trace of them.
    const guestAfter = await navigate('/');
    expect(embedded(guestAfter.html, FIRST_SCREEN_BOOTSTRAP_ID).data).toMatchObject({
      player: null,
    });
    // A guest whose page is made after the player's (a language no page was made for yet).
    const freshGuest = await navigate('/', {
      'accept-language': 'pt-PT,pt;q=0.9',
      'x-country-code': 'PT',
    });
    expect(embedded(freshGuest.html, FIRST_SCREEN_BOOTSTRAP_ID).data).toMatchObject({
      player: null,
      country: { alpha3: 'PRT' },
    });
    for (const page of [guestAfter.html, freshGuest.html]) {
      expect(page).not.toContain(DEMO.bonus.email);
      expect(page).not.toContain(`"id":${String(DEMO.bonus.id)},`);
    }
    // And the player again after the guest: theirs, not the guest's shared page.
    const playerAgain = await navigate('/', { cookie });
    expect(embedded(playerAgain.html, FIRST_SCREEN_BOOTSTRAP_ID).data).toMatchObject({
      player: { id: DEMO.bonus.id },
    });
  });
});

describe('what gets the plain index.html', () => {
  it('an odd path, and any page whose reads fail', async () => {
    for (const path of [`/${'a'.repeat(600)}`, '/games/<b>', '/games/"x"', "/x'y"]) {
      const { status, bytes } = await rawGet(path, NAVIGATION);
      expect({ path, status, html: bytes.toString() }).toEqual({
        path,
        status: 200,
        html: INDEX_HTML,
      });
    }
    const failing = await navigate('/', {}, failingUrl);
    expect(failing.response.status).toBe(200);
    expect(failing.html).toBe(INDEX_HTML);
    expect(failing.response.headers.get('cache-control')).toBe('no-cache');
  });

  it('an unknown category: the bootstrap alone, no rows', async () => {
    const { html } = await navigate('/games/no-such-category');
    expect(elementText(html, FIRST_SCREEN_BOOTSTRAP_ID)).not.toBeNull();
    expect(elementText(html, FIRST_SCREEN_ROWS_ID)).toBeNull();
    const filtered = await navigate('/games/slots?sort=new');
    expect(elementText(filtered.html, FIRST_SCREEN_ROWS_ID)).toBeNull();
  });
});

describe('a first screen drawn on the BFF (decision 031)', () => {
  const PHONE = { 'sec-ch-ua-mobile': '?1' };
  const drawnRoot = (html: string) => /<div id="root"[^>]*>(.*)<\/div><\/body>/s.exec(html)?.[1];

  it("draws a guest's main page from the very answers the page carries, scripts after its paint", async () => {
    const before = renders().length;
    const { html } = await navigate('/', PHONE, drawnUrl);
    expect(html).toContain(
      '<div id="root" data-first-screen="phone"><main data-url="/" data-language="de">drawn for phone</main></div>',
    );
    expect(html).not.toContain('boot-preloader');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script defer src="/after-first-paint.js" data-entry="/assets/index-B4x9QcZ1.js" ' +
        'data-preload="/assets/react-Q1.js"></script>',
    );
    const call = renders().at(-1);
    expect(renders().length).toBe(before + 1);
    expect(call).toMatchObject({ url: '/', language: 'de', viewport: 'phone' });
    expect(call?.bootstrapText).toBe(elementText(html, FIRST_SCREEN_BOOTSTRAP_ID));
    expect(call?.rowsText).toBe(elementText(html, FIRST_SCREEN_ROWS_ID));

    // Shared for the second like the data: the next guest alike is not drawn again.
    const again = await navigate('/', PHONE, drawnUrl);
    expect(again.html).toBe(html);
    expect(renders().length).toBe(before + 1);
  });

  it('lays a desktop out as a desktop, and a category page from its own rows', async () => {
    const desktop = await navigate('/', { 'sec-ch-ua-mobile': '?0' }, drawnUrl);
    expect(drawnRoot(desktop.html)).toContain('drawn for desktop');
    expect(desktop.response.headers.get('vary')).toContain('sec-ch-ua-mobile');
    const category = await navigate('/games/slots', PHONE, drawnUrl);
    expect(category.html).toContain('<main data-url="/games/slots" data-language="de">');
    expect(renders().at(-1)?.rowsText).toBe(elementText(category.html, FIRST_SCREEN_ROWS_ID));
  });

  it("never draws a player's page nor a page without rows; a failed render leaves the data page", async () => {
    const { browser } = await signIn(drawnUrl, 'bonus', NAVIGATION);
    if (browser.cookie === null) throw new Error('no session cookie');
    const before = renders().length;
    const player = await navigate(
      '/',
      { ...PHONE, cookie: `${SESSION_COOKIE}=${browser.cookie}` },
      drawnUrl,
    );
    const faq = await navigate('/faq', PHONE, drawnUrl);
    for (const page of [player.html, faq.html]) {
      expect(page).toContain('<div id="root"><div class="boot-preloader"></div></div>');
      expect(page).toContain('<script type="module" crossorigin src="/assets/index-B4x9QcZ1.js">');
      expect(elementText(page, FIRST_SCREEN_BOOTSTRAP_ID)).not.toBeNull();
    }
    expect(renders().length).toBe(before);

    const broken = await navigate('/games/live', PHONE, drawnUrl);
    expect(renders().length).toBe(before + 1);
    expect(broken.response.status).toBe(200);
    expect(broken.html).not.toContain('data-first-screen');
    expect(broken.html).toContain('<script type="module"');
    expect(elementText(broken.html, FIRST_SCREEN_ROWS_ID)).not.toBeNull();
  });
});
