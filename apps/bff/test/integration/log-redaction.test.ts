// Logs of a sign-in, end to end: a listening BFF at trace level over a standalone mock world that
// logs too. The request id joins the BFF's lines to the upstream's; no credential is written.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app.js';
import { DEMO_PASSWORD, startMockUpstreams, type MockUpstreams } from '@casino/mock-world';
import { SESSION_COOKIE } from '../../src/sessions/session-manager.js';
import { authResultSchema } from '@casino/upstream-contract';
import { testConfig } from '../support/config.js';

const PLAYER = 'plain@demo.lumo.test';

interface LogLine {
  reqId?: string;
  msg?: string;
  [key: string]: unknown;
}

const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function capture(): { lines: string[]; write: (line: string) => void } {
  const lines: string[] = [];
  return { lines, write: (line) => lines.push(line) };
}

function parsed(lines: readonly string[]): LogLine[] {
  return lines.map((line) => JSON.parse(line) as LogLine);
}

async function start(): Promise<{
  app: FastifyInstance;
  url: string;
  world: MockUpstreams;
  bffLogs: string[];
  upstreamLogs: string[];
}> {
  const upstreamLog = capture();
  const world = await startMockUpstreams({
    logger: { level: 'trace', stream: { write: upstreamLog.write } },
  });
  cleanups.push(() => world.close());
  const bffLog = capture();
  const app = await buildApp(
    testConfig({
      LOG_LEVEL: 'trace',
      MOCK_UPSTREAMS_URL: world.url,
    }),
    {
      logDestination: { write: bffLog.write },
    },
  );
  cleanups.push(() => app.close());
  // Code that logs too much, as careless debug lines would: every request's headers, and the
  // login's input (the tRPC adapter leaves the body as text).
  app.addHook('preHandler', (request, _reply, done) => {
    request.log.trace({ headers: request.headers }, 'request headers');
    if (request.url === '/trpc/auth.login' && typeof request.body === 'string') {
      request.log.trace({ input: JSON.parse(request.body) as unknown }, 'login input');
    }
    done();
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url, world, bffLogs: bffLog.lines, upstreamLogs: upstreamLog.lines };
}

function sessionCookieOf(response: Response): string {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const [name, value] = pair.split('=');
    if (name === SESSION_COOKIE && value !== undefined && value !== '') return value;
  }
  throw new Error('no session cookie was set');
}

async function mutation(
  url: string,
  procedure: string,
  input: unknown,
  headers: Record<string, string>,
): Promise<Response> {
  const response = await fetch(`${url}/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(input),
  });
  expect(response.status).toBe(200);
  return response;
}

describe('logs of a sign-in', () => {
  it('carry the request id to the upstream and hold no password, token, cookie or session uuid', async () => {
    const { app, url, world, bffLogs, upstreamLogs } = await start();
    const upstreamLogin = vi.spyOn(app.clients.casino, 'login');
    // A real upstream token, sent by the test as a bearer header the BFF must not log.
    const ownLogin = await fetch(`${world.urls.casino}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: PLAYER, password: DEMO_PASSWORD }),
    });
    const ownToken = authResultSchema.parse(await ownLogin.json()).token;

    const login = await mutation(
      url,
      'auth.login',
      { email: PLAYER, password: DEMO_PASSWORD },
      { 'x-request-id': 'login-request-1', authorization: `Bearer ${ownToken}` },
    );
    const cookie = sessionCookieOf(login);
    const me = await fetch(`${url}/trpc/auth.me`, {
      headers: { cookie: `${SESSION_COOKIE}=${cookie}`, 'x-request-id': 'me-request-2' },
    });
    expect(me.status).toBe(200);

    const issued = await fetch(`${url}/qa/players/${encodeURIComponent(PLAYER)}/session`, {
      method: 'POST',
    });
    const { sessionUuid } = z.object({ sessionUuid: z.string() }).parse(await issued.json());
    const adopt = await mutation(
      url,
      'auth.adopt',
      { source: 'callback', value: sessionUuid },
      { 'x-request-id': 'adopt-request-3', cookie: `${SESSION_COOKIE}=${cookie}` },
    );
    const adoptedCookie = sessionCookieOf(adopt);
    const { token: bffToken } = authResultSchema.parse(await upstreamLogin.mock.results[0]?.value);

    const bff = parsed(bffLogs);
    const upstream = parsed(upstreamLogs);
    for (const requestId of ['login-request-1', 'me-request-2', 'adopt-request-3']) {
      expect(bff.some((line) => line.reqId === requestId)).toBe(true);
      expect(upstream.some((line) => line.reqId === requestId)).toBe(true);
    }

    const written = bffLogs.join('\n');
    expect(written).toContain('request headers');
    expect(written).toContain('login input');
    expect(written).toContain('[redacted]');
    for (const secret of [DEMO_PASSWORD, bffToken, ownToken, cookie, adoptedCookie, sessionUuid]) {
      expect(written).not.toContain(secret);
    }
  });

  it('holds no upstream token when the upstream answers it and the BFF refuses the answer', async () => {
    const { app, bffLogs } = await start();
    const upstreamToken = await app.upstreams.casino.post(
      '/auth/login',
      { email: PLAYER, password: DEMO_PASSWORD },
      z.object({ token: z.string() }),
      { requestId: 'direct-login-4', sensitive: true },
    );
    await expect(
      app.upstreams.casino.post(
        '/auth/login',
        { email: PLAYER, password: DEMO_PASSWORD },
        z.object({ token: z.number() }),
        { requestId: 'direct-login-5', sensitive: true },
      ),
    ).rejects.toMatchObject({ kind: 'bad_response' });
    const written = bffLogs.join('\n');
    expect(written).toContain('upstream answer refused');
    expect(written).not.toContain(upstreamToken.token);
    expect(written).not.toContain(DEMO_PASSWORD);
  });
});
