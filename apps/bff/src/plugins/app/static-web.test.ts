import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { sampleValue } from '../../ops/testing.js';
import { FILES_LABEL, IMMUTABLE_CACHE, REVALIDATE_CACHE } from './static-web.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root">lumo-spa-shell</div></body></html>';
const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A built SPA as Vite lays it out: index.html, hashed files under assets/, a few plain ones. */
async function webBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lumo-web-dist-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'assets', 'index-B4x9QcZ1.js'), 'console.log("app");');
  await writeFile(join(dir, 'assets', 'index-Dk3L0aPq.css'), 'body{margin:0}');
  await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"Lumo Casino"}');
  await writeFile(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return dir;
}

async function app(webDistDir: string): Promise<FastifyInstance> {
  const built = await buildApp(loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: webDistDir }));
  cleanups.push(() => built.close());
  await built.ready();
  return built;
}

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
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
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

  it('times every file under one metrics label, not one per file', async () => {
    const built = await app(await webBuild());
    await built.inject({ method: 'GET', url: '/assets/index-B4x9QcZ1.js' });
    await built.inject({ method: 'GET', url: '/sw.js' });
    await built.inject({ method: 'GET', url: '/de/games', headers: { accept: HTML_ACCEPT } });
    const metrics = (await built.inject({ method: 'GET', url: '/metrics' })).body;
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
