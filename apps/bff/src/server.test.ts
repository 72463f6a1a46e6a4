import { request as httpRequest } from 'node:http';
import { Client } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { startServer, type RunningServer } from './server.js';
import { testConfig } from '../test/support/config.js';

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

interface Answer {
  status: number;
  body: string;
}

/** A GET on a connection of its own (no agent), so each call is a new TCP connection. */
function getOnNewConnection(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const cleanups: (() => unknown)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The real app plus a /slow route that holds each request until the test releases it. */
async function startWithSlowRoute(config: Config) {
  const release = gate();
  const arrived = gate();
  const server: RunningServer = await startServer(config, {
    build: async (appConfig, deps) => {
      const app = await buildApp(appConfig, deps);
      app.get('/slow', async () => {
        arrived.open();
        await release.opened;
        return { finished: true };
      });
      return app;
    },
  });
  cleanups.push(release.open, () => server.close());
  return { server, release, arrived };
}

const config = testConfig({
  PORT: '0',
});

describe('startServer', () => {
  it('listens on the configured host and serves the app', async () => {
    const { server } = await startWithSlowRoute(config);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expect(getOnNewConnection(`${server.url}/healthz`)).resolves.toEqual({
      status: 200,
      body: '{"status":"ok"}',
    });
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, and refuses new connections meanwhile', async () => {
    const { server, release, arrived } = await startWithSlowRoute(config);
    const inFlight = getOnNewConnection(`${server.url}/slow`);
    await arrived.opened;

    const closed = server.close();
    await vi.waitFor(() => {
      expect(server.app.server.listening).toBe(false);
    });
    await expect(getOnNewConnection(`${server.url}/healthz`)).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });

    release.open();
    await expect(inFlight).resolves.toEqual({ status: 200, body: '{"finished":true}' });
    await expect(closed).resolves.toBeUndefined();
  });

  it('also finishes a request on a kept-alive connection, then lets the connection go', async () => {
    const { server, release, arrived } = await startWithSlowRoute(config);
    const keepAlive = new Client(server.url, { keepAliveTimeout: 60_000 });
    cleanups.push(() => keepAlive.close());
    const inFlight = keepAlive.request({ method: 'GET', path: '/slow' });
    await arrived.opened;

    const closed = server.close();
    release.open();
    const response = await inFlight;
    expect(response.statusCode).toBe(200);
    expect(await response.body.json()).toEqual({ finished: true });
    // Without the server letting the idle connection go, this would wait for keepAliveTimeout.
    await expect(closed).resolves.toBeUndefined();
  });

  it('cuts a request that outlives the grace delay, so shutdown always ends', async () => {
    const { server, arrived } = await startWithSlowRoute({ ...config, shutdownGraceMs: 50 });
    const inFlight = getOnNewConnection(`${server.url}/slow`);
    await arrived.opened;
    await expect(server.close()).resolves.toBeUndefined();
    await expect(inFlight).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('closes once however often it is asked', async () => {
    const { server } = await startWithSlowRoute(config);
    const first = server.close();
    expect(server.close()).toBe(first);
    await first;
  });
});
