// Promise 15: the CSP closes plugins, <base> and framing to all but the allowlists; HSTS lasts a
// year or more behind TLS; nosniff everywhere; an upstream 500 with a stack trace, and a socket
// handler that throws, give the client a generic message and leave the process running.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.js';
import type { UpstreamName } from '../../src/config.js';
import { startTestBff } from '../support/bff.js';
import { openSocket } from '../support/realtime.js';
import { testHttpClient } from '../support/upstreams.js';
import { closeAll } from './support/abuse.js';
import { figure } from './support/index.js';

const running: RunningServer[] = [];
const others: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await closeAll(running);
  for (const other of others.splice(0)) await other.close();
});

const GAME_ORIGIN = 'https://games.example';
const YEAR_S = 31_536_000;
const STACK_MARKER = 'at Object.<anonymous> (/srv/casino/lib/games.js:41:13)';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('headers', () => {
  it('send a CSP with object-src and base-uri none, frame-ancestors and a frame-src allowlist', async () => {
    const { url } = await startTestBff(running, { GAME_FRAME_ORIGINS: GAME_ORIGIN });
    for (const path of ['/', '/trpc/system.status', '/healthz']) {
      const answer = await fetch(`${url}${path}`);
      await answer.arrayBuffer();
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      const csp = answer.headers.get('content-security-policy');
      if (csp === null) continue;
      const policy = directives(csp);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      const frames = policy.get('frame-src') ?? [];
      expect(frames).toContain(GAME_ORIGIN);
      expect(frames).not.toContain('*');
      expect(
        frames.every((source) => source === "'self'" || /^https?:\/\/[^*]+$/.test(source)),
      ).toBe(true);
    }
    const page = await fetch(`${url}/`);
    figure(
      'csp',
      page.headers.get('content-security-policy')?.length ?? 0,
      'chars',
      "object-src 'none', base-uri 'none', frame-ancestors, frame-src allowlist",
    );
  });

  it('send HSTS for a year or more behind TLS', async () => {
    const { url } = await startTestBff(running, { COOKIE_SECURE: 'true' });
    const answer = await fetch(`${url}/healthz`);
    const hsts = answer.headers.get('strict-transport-security') ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    figure('hsts max-age', maxAge / YEAR_S, 'years', '>= 1');
    expect(maxAge).toBeGreaterThanOrEqual(YEAR_S);
  });
});

describe('errors', () => {
  it('turn an upstream 500 carrying a stack trace into a generic message', async () => {
    const upstream = Fastify();
    upstream.all('/*', (_request, reply) =>
      reply.code(500).send({
        error: 'internal',
        message: `TypeError: Cannot read properties of undefined\n    ${STACK_MARKER}`,
      }),
    );
    const upstreamUrl = await upstream.listen({ host: '127.0.0.1', port: 0 });
    others.push(upstream);
    const names: UpstreamName[] = ['casino', 'sport', 'cms', 'jackpot'];
    const clients = Object.fromEntries(
      names.map((name) => [name, testHttpClient(name, upstreamUrl)]),
    );
    for (const client of Object.values(clients)) others.push(client);
    const { url } = await startTestBff(
      running,
      {},
      {
        upstreams: clients as Record<UpstreamName, ReturnType<typeof testHttpClient>>,
      },
    );
    const answer = await fetch(`${url}/trpc/jackpots.sum`);
    const body = await answer.text();
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(body).not.toContain('/srv/casino');
    expect(body).not.toContain('TypeError');
    expect(body).not.toContain(upstreamUrl);
    const parsed = JSON.parse(body) as { error: { data: { messageKey: string } } };
    expect(['errors.unexpected', 'errors.upstreamUnavailable']).toContain(
      parsed.error.data.messageKey,
    );
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    figure(
      'upstream 500 with a stack trace answered',
      answer.status,
      'status',
      'generic message, no stack',
    );
  });

  it('answer a socket handler that throws with a generic error, and keep serving', async () => {
    const { url, server } = await startTestBff(running);
    const { bus } = server.app.realtime;
    const subscribe = bus.subscribe.bind(bus);
    let thrown = 0;
    // A fault in the fan-out: joining a channel throws inside the frame's handler.
    bus.subscribe = () => {
      thrown += 1;
      throw new Error(`bus exploded ${STACK_MARKER}`);
    };
    const socket = await openSocket(url);
    socket.send({ type: 'SUBSCRIBE', feeds: ['winners'] });
    await socket.until(
      (s) => s.ofType('ERROR').some((frame) => frame.data.code === 'unexpected'),
      5_000,
      'the generic error',
    );
    expect(thrown).toBe(1);
    expect(JSON.stringify(socket.frames)).not.toContain('exploded');
    expect(socket.closeCode).toBeNull();
    bus.subscribe = subscribe;
    // The same socket and the process go on.
    socket.send({ type: 'SUBSCRIBE', feeds: ['winners'] });
    socket.ws.send('not json');
    await socket.until((s) => s.ofType('ERROR').some((frame) => frame.data.code === 'bad_frame'));
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    socket.close();
    figure(
      'ws handler that throws answered with',
      'ERROR unexpected',
      '',
      'generic, process running',
    );
  });
});
