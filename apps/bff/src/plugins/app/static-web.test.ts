import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { MOCK_OPS_AUTH, sampleValue } from '../../ops/testing.js';
import { webManifestSchema } from '@casino/shared';
import { manifestLanguage } from './pwa-files.js';
import { until } from '../../../test/support/redis-server.js';
import { FILES_LABEL, IMMUTABLE_CACHE, REVALIDATE_CACHE } from './static-web.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root">lumo-spa-shell</div></body></html>';
const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const FAVICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
const SW_JS = 'self.addEventListener("fetch", () => {});';
const APP_JS = `console.log(${JSON.stringify('lumo '.repeat(400))});`;
/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A built SPA as Vite lays it out: index.html, hashed files under assets/, a few plain ones. */
async function webBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lumo-web-dist-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await mkdir(join(dir, 'assets'));
  await writeCompressible(join(dir, 'index.html'), INDEX_HTML);
  await writeCompressible(join(dir, 'assets', 'index-B4x9QcZ1.js'), APP_JS);
  await writeCompressible(join(dir, 'assets', 'index-Dk3L0aPq.css'), 'body{margin:0}');
  // Files under the build's compression threshold have no compressed siblings.
  // A manifest the build must not have written: the BFF's own is served in its place.
  await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"stale"}');
  await writeFile(join(dir, 'sw.js'), SW_JS);
  await writeFile(join(dir, 'favicon.svg'), FAVICON_SVG);
  return dir;
}

/** A file with the .br and .gz siblings the build writes beside it. */
async function writeCompressible(path: string, text: string): Promise<void> {
  const bytes = Buffer.from(text);
  await writeFile(path, bytes);
  await writeFile(`${path}.br`, brotliCompressSync(bytes));
  await writeFile(`${path}.gz`, gzipSync(bytes));
}

function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString();
}

async function app(webDistDir: string, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const built = await buildApp(
    loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: webDistDir, ...env }),
  );
  cleanups.push(() => built.close());
  await built.ready();
  return built;
}

describe('the installed app’s files', () => {
  it('serves the manifest with the configured brand, in the browser’s language', async () => {
    const built = await app(await webBuild(), { BRAND_NAME: 'Nova Spins' });
    const english = await built.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('application/manifest+json');
    expect(english.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(english.headers.vary).toContain('accept-language');
    const manifest = webManifestSchema.parse(JSON.parse(decoded(english)));
    expect(manifest).toMatchObject({ name: 'Nova Spins', start_url: '/pwa', lang: 'en' });
    const german = await built.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'accept-language': 'fr-FR, de;q=0.8, en;q=0.5' },
    });
    expect(JSON.parse(decoded(german))).toMatchObject({ lang: 'de-DE', name: 'Nova Spins' });
  });

  it('serves the build’s worker as it is, or with the configured revision written in', async () => {
    const plain = await app(await webBuild());
    const worker = await plain.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('text/javascript');
    expect(worker.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(decoded(worker)).toBe(SW_JS);
    const revised = await app(await webBuild(), { SERVICE_WORKER_REVISION: 'r-2' });
    const next = await revised.inject({ method: 'GET', url: '/sw.js' });
    expect(decoded(next)).toBe(`${SW_JS}\n// revision: r-2\n`);
  });

  it('reports the served build and its worker revision in the metrics', async () => {
    const dir = await webBuild();
    await writeFile(join(dir, 'build.json'), JSON.stringify({ id: '0a1b2c3d4e5f' }));
    const built = await app(dir, { SERVICE_WORKER_REVISION: 'r-7' });
    const text = await built.metrics.render();
    expect(text).toContain('web_build_info{build_id="0a1b2c3d4e5f",sw_revision="r-7"} 1');
  });

  it('reports no build when the build names none, or a bad one', async () => {
    const plain = await app(await webBuild());
    expect(await plain.metrics.render()).not.toContain('web_build_info{');
    const dir = await webBuild();
    await writeFile(join(dir, 'build.json'), JSON.stringify({ id: 'a"b' }));
    const bad = await app(dir);
    expect(await bad.metrics.render()).not.toContain('web_build_info{');
  });

  it('refuses a revision that could break out of the comment', () => {
    expect(() => loadConfig({ SERVICE_WORKER_REVISION: 'a\nself.skipWaiting()' })).toThrow(
      /SERVICE_WORKER_REVISION/,
    );
  });
});

describe('manifestLanguage', () => {
  it('takes the first language the product speaks, else English', () => {
    expect(manifestLanguage('pt-BR,pt;q=0.9')).toBe('pt');
    expect(manifestLanguage('ro')).toBe('ro');
    expect(manifestLanguage('en-GB')).toBe('en');
    expect(manifestLanguage('fr, it;q=0.5')).toBe('en');
    expect(manifestLanguage(undefined)).toBe('en');
  });
});

describe('the built SPA', () => {
  it('serves index.html at the root, to be revalidated on every load', async () => {
    const built = await app(await webBuild());
    const response = await built.inject({
      method: 'GET',
      url: '/',
      headers: { accept: HTML_ACCEPT },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('serves hashed assets for a year, immutable, and the other files revalidated', async () => {
    const built = await app(await webBuild());
    const script = await built.inject({ method: 'GET', url: '/assets/index-B4x9QcZ1.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    const style = await built.inject({ method: 'HEAD', url: '/assets/index-Dk3L0aPq.css' });
    expect(style.statusCode).toBe(200);
    expect(style.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    for (const url of ['/sw.js', '/manifest.webmanifest', '/favicon.svg']) {
      const response = await built.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
    }
  });

  it('answers a browser’s navigation to a client route with index.html', async () => {
    const built = await app(await webBuild());
    for (const url of ['/de/games/slots', '/account/profile?tab=1', '/gb']) {
      const response = await built.inject({ method: 'GET', url, headers: { accept: HTML_ACCEPT } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
      expect(response.body).toBe(INDEX_HTML);
    }
    const head = await built.inject({
      method: 'HEAD',
      url: '/de/games/slots',
      headers: { accept: HTML_ACCEPT },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('keeps 404 for missing files and for what is not a page navigation', async () => {
    const built = await app(await webBuild());
    const missingAsset = await built.inject({ method: 'GET', url: '/assets/gone-A1b2C3d4.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const apiCall = await built.inject({ method: 'GET', url: '/de/games/slots' });
    expect(apiCall.statusCode).toBe(404);
    const post = await built.inject({
      method: 'POST',
      url: '/de/games/slots',
      headers: { accept: HTML_ACCEPT },
    });
    expect(post.statusCode).toBe(404);
  });

  it('never answers the BFF’s own paths with the SPA', async () => {
    const built = await app(await webBuild());
    for (const url of [
      '/trpc',
      '/trpc/',
      '/ws',
      '/ws/x',
      '/metrics/x',
      '/readyz/x',
      '/healthz/x',
    ]) {
      const response = await built.inject({ method: 'GET', url, headers: { accept: HTML_ACCEPT } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('lumo-spa-shell');
    }
    const health = await built.inject({
      method: 'GET',
      url: '/healthz',
      headers: { accept: HTML_ACCEPT },
    });
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('sends brotli when the browser takes it, else gzip, else the file itself', async () => {
    const built = await app(await webBuild());
    const cases: [string | undefined, string | undefined][] = [
      [BROWSER_ENCODINGS, 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      // "Anything" gets the encoding every client decodes.
      ['*', 'gzip'],
      ['identity', undefined],
      ['deflate', undefined],
      [undefined, undefined],
    ];
    for (const [acceptEncoding, encoding] of cases) {
      const response = await built.inject({
        method: 'GET',
        url: '/assets/index-B4x9QcZ1.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
      const label = acceptEncoding ?? '(no Accept-Encoding)';
      expect(response.statusCode, label).toBe(200);
      expect(response.headers['content-encoding'], label).toBe(encoding);
      expect(response.headers['content-type'], label).toContain('javascript');
      expect(response.headers['cache-control'], label).toBe(IMMUTABLE_CACHE);
      // Also when the file itself is sent: a shared cache must not give it to a browser that
      // takes brotli, nor brotli to one that does not.
      expect(response.headers.vary, label).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length']), label).toBe(response.rawPayload.length);
      expect(decoded(response), label).toBe(APP_JS);
      if (encoding) expect(response.rawPayload.length, label).toBeLessThan(APP_JS.length / 4);
    }
    const style = await built.inject({
      method: 'GET',
      url: '/assets/index-Dk3L0aPq.css',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(style.headers['content-encoding']).toBe('gzip');
    expect(style.headers['content-type']).toContain('text/css');
    expect(decoded(style)).toBe('body{margin:0}');
  });

  it('compresses index.html at the root and for client routes, still revalidated', async () => {
    const built = await app(await webBuild());
    for (const url of ['/', '/index.html', '/de/games/slots', '/account/profile?tab=1']) {
      for (const [acceptEncoding, encoding] of [
        [BROWSER_ENCODINGS, 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await built.inject({
          method: 'GET',
          url,
          headers: { accept: HTML_ACCEPT, 'accept-encoding': acceptEncoding },
        });
        const label = `${url} ${acceptEncoding}`;
        expect(response.statusCode, label).toBe(200);
        expect(response.headers['content-encoding'], label).toBe(encoding);
        expect(response.headers['content-type'], label).toContain('text/html');
        expect(response.headers['cache-control'], label).toBe(REVALIDATE_CACHE);
        expect(response.headers.vary, label).toMatch(/accept-encoding/i);
        expect(decoded(response), label).toBe(INDEX_HTML);
      }
    }
    const head = await built.inject({
      method: 'HEAD',
      url: '/de/games/slots',
      headers: { accept: HTML_ACCEPT, 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('sends a file that has no compressed sibling as it is', async () => {
    const built = await app(await webBuild());
    for (const [url, type, body] of [['/favicon.svg', 'image/svg+xml', FAVICON_SVG]] as const) {
      const response = await built.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': BROWSER_ENCODINGS },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(response.headers['content-type'], url).toContain(type);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(response.body, url).toBe(body);
    }
  });

  it('gives the compressed siblings no URL of their own', async () => {
    const built = await app(await webBuild());
    for (const url of ['/assets/index-B4x9QcZ1.js.br', '/assets/index-B4x9QcZ1.js.gz']) {
      const response = await built.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': BROWSER_ENCODINGS },
      });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('times every file under one metrics label, not one per file', async () => {
    const built = await app(await webBuild());
    await built.inject({ method: 'GET', url: '/assets/index-B4x9QcZ1.js' });
    await built.inject({ method: 'GET', url: '/sw.js' });
    await built.inject({ method: 'GET', url: '/de/games', headers: { accept: HTML_ACCEPT } });
    const metrics = (await built.inject({ method: 'GET', url: '/metrics', headers: MOCK_OPS_AUTH }))
      .body;
    const count = (route: string) =>
      sampleValue(metrics, 'http_request_duration_seconds_count', { route, status_class: '2xx' });
    expect(count(FILES_LABEL)).toBe(2);
    expect(count('/*')).toBe(1);
    expect(metrics).not.toContain('index-B4x9QcZ1');
  });

  it('serves the API alone when there is no build', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'lumo-web-dist-'));
    cleanups.push(() => rm(empty, { recursive: true, force: true }));
    const built = await app(empty);
    const response = await built.inject({
      method: 'GET',
      url: '/',
      headers: { accept: HTML_ACCEPT },
    });
    expect(response.statusCode).toBe(404);
    expect((await built.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('while the instance sheds load', () => {
  it('still serves the files a page already sent needs; navigations and the API are shed', async () => {
    // Any process is over 16 MB of RSS: shedding from the first samples on.
    const built = await app(await webBuild(), {
      PRESSURE_MAX_RSS_BYTES: String(16 * 1024 * 1024),
      PRESSURE_SAMPLE_INTERVAL_MS: '10',
    });
    const status = async (url: string, accept = '*/*') =>
      (await built.inject({ method: 'GET', url, headers: { accept } })).statusCode;
    await until(async () => (await status('/trpc/system.status')) === 503, 5_000);

    for (const url of [
      '/assets/index-B4x9QcZ1.js',
      '/assets/index-Dk3L0aPq.css',
      '/favicon.svg',
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      expect(await status(url), url).toBe(200);
    }
    expect(await status('/', HTML_ACCEPT)).toBe(503);
    expect(await status('/games/slots', HTML_ACCEPT)).toBe(503);
    expect(await status('/trpc/system.status')).toBe(503);
  });
});
