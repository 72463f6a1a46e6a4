import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionManager, SESSION_COOKIE, sessionPlayer } from './session-manager.js';
import {
  ENDED_GRACE_MS,
  SessionStoreUnavailableError,
  createMemorySessionStore,
  newSessionId,
  sessionHandle,
  type SessionStore,
} from './session-store.js';
import { testSessionRecord, testUser } from './testing.js';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';
const MINUTE = 60_000;
const lifetimes = { idleTimeoutMs: 30 * MINUTE, absoluteTimeoutMs: 12 * 60 * MINUTE };
const START = Date.parse('2025-03-12T12:00:00Z');
const AUTH = { token: 'upstream-token-never-shown', user: testUser() };

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A bare app with the cookie parser and the manager, and routes that call it. */
async function sessionApp({
  store,
  cookieSecure = false,
}: { store?: SessionStore; cookieSecure?: boolean } = {}) {
  let at = START;
  const now = () => at;
  const sessions = createSessionManager({
    store: store ?? createMemorySessionStore({ lifetimes, now }),
    lifetimes,
    cookieSecure,
    now,
  });
  const app = Fastify();
  apps.push(app);
  await app.register(fastifyCookie, { secret: SECRET });
  app.get('/me', async (request, reply) => ({ player: await sessions.resolve(request, reply) }));
  app.post('/login', async (request, reply) => {
    const player = await sessions.start(request, reply, AUTH);
    return { id: player.id };
  });
  app.post('/logout', async (request, reply) => {
    await sessions.end(request, reply);
    return { ok: true };
  });
  await app.ready();
  return {
    app,
    advance: (ms: number) => {
      at += ms;
    },
  };
}

function setCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const value = Array.isArray(header) ? header.join('\n') : header;
  if (value === undefined) throw new Error('no Set-Cookie');
  return value;
}

function cookieValue(response: LightMyRequestResponse): string {
  const match = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(setCookieOf(response));
  if (match?.[1] === undefined) throw new Error('no session cookie');
  return decodeURIComponent(match[1]);
}

function withCookie(value: string) {
  return { cookie: `${SESSION_COOKIE}=${encodeURIComponent(value)}` };
}

describe('sessionPlayer', () => {
  it('keeps the upstream token out of its JSON', () => {
    const player = sessionPlayer(newSessionId(), testSessionRecord(START));
    expect(player.token).toBe('upstream-token-of-the-test');
    const json = JSON.stringify({ player });
    expect(json).not.toContain('upstream-token-of-the-test');
    expect(JSON.parse(json)).toMatchObject({ player: { id: 42, user: { id: 42 } } });
    expect(Object.isFrozen(player)).toBe(true);
  });

  it('shows a handle of the session, not its id', () => {
    const id = newSessionId();
    const player = sessionPlayer(id, testSessionRecord(START));
    expect(player.sessionId).not.toBe(id);
    expect(player.sessionId).toBe(sessionPlayer(id, testSessionRecord(START)).sessionId);
  });
});

describe('session cookie', () => {
  it('is signed, httpOnly, SameSite=Lax, for the whole site, until the absolute limit', async () => {
    const { app } = await sessionApp();
    const login = await app.inject({ method: 'POST', url: '/login' });
    const header = setCookieOf(login);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(new RegExp(`Max-Age=${String(12 * 60 * 60)}`));
    expect(header).not.toMatch(/Secure/);
    expect(header).not.toContain(AUTH.token);
    expect(cookieValue(login)).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9+/_-]+$/);
  });

  it('is Secure when the site is served over TLS', async () => {
    const { app } = await sessionApp({ cookieSecure: true });
    const login = await app.inject({ method: 'POST', url: '/login' });
    expect(setCookieOf(login)).toMatch(/; Secure/);
  });

  it('signs the player in on later requests, without writing a cookie again', async () => {
    const { app } = await sessionApp();
    const cookie = cookieValue(await app.inject({ method: 'POST', url: '/login' }));
    const me = await app.inject({ method: 'GET', url: '/me', headers: withCookie(cookie) });
    expect(me.json()).toMatchObject({ player: { id: 42, user: { login: 'test_player' } } });
    expect(me.body).not.toContain(AUTH.token);
    expect(me.headers['set-cookie']).toBeUndefined();
  });

  it('treats a tampered cookie as a guest and clears it', async () => {
    const { app } = await sessionApp();
    const cookie = cookieValue(await app.inject({ method: 'POST', url: '/login' }));
    const [, signature] = cookie.split('.');
    const forged = `${newSessionId()}.${signature ?? ''}`;
    const me = await app.inject({ method: 'GET', url: '/me', headers: withCookie(forged) });
    expect(me.json()).toEqual({ player: null });
    expect(setCookieOf(me)).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
  });

  it('treats an unsigned id as a guest', async () => {
    const { app } = await sessionApp();
    const me = await app.inject({ method: 'GET', url: '/me', headers: withCookie(newSessionId()) });
    expect(me.json()).toEqual({ player: null });
  });

  it('treats a session the store does not know as a guest and clears the cookie', async () => {
    const { app, advance } = await sessionApp();
    const cookie = cookieValue(await app.inject({ method: 'POST', url: '/login' }));
    advance(30 * MINUTE);
    const me = await app.inject({ method: 'GET', url: '/me', headers: withCookie(cookie) });
    expect(me.json()).toEqual({ player: null });
    expect(setCookieOf(me)).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('never clears the cookie for a request sent before a sign-in replaced its session', async () => {
    const { app, advance } = await sessionApp();
    const old = cookieValue(await app.inject({ method: 'POST', url: '/login' }));
    // A sign-in over it (a session from a URL, a second login) ends the old session and sets a
    // new cookie; a request the page sent before, with the old cookie, is answered after it.
    const login = await app.inject({ method: 'POST', url: '/login', headers: withCookie(old) });
    const fresh = cookieValue(login);
    expect(fresh).not.toBe(old);
    const late = await app.inject({ method: 'GET', url: '/me', headers: withCookie(old) });
    expect(late.json()).toEqual({ player: null });
    // A Set-Cookie clearing it would land after the new one and sign the player out.
    expect(late.headers['set-cookie']).toBeUndefined();
    const me = await app.inject({ method: 'GET', url: '/me', headers: withCookie(fresh) });
    expect(me.json()).toMatchObject({ player: { id: 42 } });
    // Once no request of before can still be coming, the dead cookie is cleared again.
    advance(ENDED_GRACE_MS + 1);
    const stale = await app.inject({ method: 'GET', url: '/me', headers: withCookie(old) });
    expect(setCookieOf(stale)).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('keeps the cookie while the store cannot tell', async () => {
    const memory = createMemorySessionStore({ lifetimes, now: () => START });
    let away = false;
    const store: SessionStore = {
      ...memory,
      get: (id) => (away ? Promise.reject(new SessionStoreUnavailableError()) : memory.get(id)),
    };
    const { app } = await sessionApp({ store });
    const cookie = cookieValue(await app.inject({ method: 'POST', url: '/login' }));
    away = true;
    const during = await app.inject({ method: 'GET', url: '/me', headers: withCookie(cookie) });
    expect(during.json()).toEqual({ player: null });
    expect(during.headers['set-cookie']).toBeUndefined();
    away = false;
    const after = await app.inject({ method: 'GET', url: '/me', headers: withCookie(cookie) });
    expect(after.json()).toMatchObject({ player: { id: 42 } });
  });

  it('never counts a session the store cannot confirm as ended', async () => {
    let at = START;
    const memory = createMemorySessionStore({ lifetimes, now: () => at });
    let away = false;
    const store: SessionStore = {
      ...memory,
      findEnded: (handles) =>
        away ? Promise.reject(new SessionStoreUnavailableError()) : memory.findEnded(handles),
    };
    const sessions = createSessionManager({ store, lifetimes, cookieSecure: false, now: () => at });
    const handle = sessionHandle(await store.create(testSessionRecord(START)));
    expect(await sessions.findEnded([handle])).toEqual([]);
    at += 30 * MINUTE;
    away = true;
    expect(await sessions.findEnded([handle])).toEqual([]);
    away = false;
    expect(await sessions.findEnded([handle])).toEqual([handle]);
  });

  it('writes a use back at most once a minute', async () => {
    const memory = createMemorySessionStore({ lifetimes, now: () => START });
    const touches: number[] = [];
    const store: SessionStore = {
      ...memory,
      touch: (id, record) => {
        touches.push(record.lastSeenAt);
        return memory.touch(id, record);
      },
    };
    const { app, advance } = await sessionApp({ store });
    const cookie = cookieValue(await app.inject({ method: 'POST', url: '/login' }));
    for (const step of [30_000, 29_999, 1, 30_000]) {
      advance(step);
      await app.inject({ method: 'GET', url: '/me', headers: withCookie(cookie) });
    }
    expect(touches).toEqual([START + MINUTE]);
  });

  it('gives a new id at every login and ends the one the request came with', async () => {
    const { app } = await sessionApp();
    const first = cookieValue(await app.inject({ method: 'POST', url: '/login' }));
    const second = cookieValue(
      await app.inject({ method: 'POST', url: '/login', headers: withCookie(first) }),
    );
    expect(second.split('.')[0]).not.toBe(first.split('.')[0]);
    const old = await app.inject({ method: 'GET', url: '/me', headers: withCookie(first) });
    expect(old.json()).toEqual({ player: null });
    const current = await app.inject({ method: 'GET', url: '/me', headers: withCookie(second) });
    expect(current.json()).toMatchObject({ player: { id: 42 } });
  });

  it('ends the session at logout, and a replayed cookie is a guest', async () => {
    const { app } = await sessionApp();
    const cookie = cookieValue(await app.inject({ method: 'POST', url: '/login' }));
    const logout = await app.inject({
      method: 'POST',
      url: '/logout',
      headers: withCookie(cookie),
    });
    expect(setCookieOf(logout)).toMatch(/Expires=Thu, 01 Jan 1970/);
    const replay = await app.inject({ method: 'GET', url: '/me', headers: withCookie(cookie) });
    expect(replay.json()).toEqual({ player: null });
    // Sent before the logout's answer, it clears nothing: the logout cleared it itself, and a
    // sign-in may have set a newer one since.
    expect(replay.headers['set-cookie']).toBeUndefined();
  });

  it('lets a guest log out, changing nothing', async () => {
    const { app } = await sessionApp();
    const logout = await app.inject({ method: 'POST', url: '/logout' });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers['set-cookie']).toBeUndefined();
  });
});
