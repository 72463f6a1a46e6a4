// An open-loop load at a fixed rate: requests start on schedule whether or not earlier ones have
// answered (as players do), bounded in count (rate × duration) and in the requests in flight.
import { setTimeout as delay } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { SESSION_COOKIE } from '../../../src/sessions/session-manager.js';

export interface Shot {
  /** A label for the figures (the procedure, say). */
  name: string;
  /** Path and query under the BFF's URL, e.g. /trpc/lobby.main?input=… */
  path: string;
  /** The signed session cookie's value, for a player's call. */
  cookie?: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

export interface Outcome {
  name: string;
  /** When it started, in ms since the load began. */
  at: number;
  ms: number;
  /** The HTTP status, or 0 when no answer came (reset, refused, timed out). */
  status: number;
  /** The network error's code when no answer came. */
  error?: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface LoadOptions {
  baseUrl: string | (() => string);
  ratePerSecond: number;
  durationMs: number;
  /** Picks the n-th request's shot. */
  shot: (index: number) => Shot;
  /** Past this many unanswered requests a due one is not sent and counts as failed (status 0). */
  maxInFlight?: number;
  /** A request unanswered after this long counts as failed. */
  timeoutMs?: number;
  /** Called about every 10 ms with the time since the start (to inject faults on schedule). */
  onTick?: (elapsedMs: number) => void | Promise<void>;
  /** Keeps only the first this many characters of each body. */
  keepBodyChars?: number;
}

/** A tRPC GET path for one procedure (no batch). */
export function trpcGet(path: string, input?: unknown): string {
  return input === undefined
    ? `/trpc/${path}`
    : `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
}

/**
 * The mix of a load over signed-in players: the shared lobby and a category, then a player's
 * wallet and identity, each player in turn (four shots each), by their signed session cookies.
 */
export function playersReadMix(
  players: readonly string[],
  cookies: ReadonlyMap<string, string>,
): (index: number) => Shot {
  return (index) => {
    const cookie = cookies.get(players[Math.floor(index / 4) % players.length] ?? '');
    switch (index % 4) {
      case 0:
        return { name: 'lobby.main', path: trpcGet('lobby.main', { lang: 'en' }) };
      case 1:
        return {
          name: 'games.byCategory',
          path: trpcGet('games.byCategory', { category: 'slots' }),
        };
      case 2:
        return { name: 'wallet.short', path: trpcGet('wallet.short'), cookie };
      default:
        return { name: 'auth.me', path: trpcGet('auth.me'), cookie };
    }
  };
}

/** The session id a signed session cookie carries (the value before its signature). */
export function sessionIdOfCookie(cookie: string | undefined): string {
  const [id = ''] = decodeURIComponent(cookie ?? '').split('.');
  return id;
}

/** Sends one request as the load does; answers its outcome. */
export async function send(
  agent: Agent,
  baseUrl: string,
  shot: Shot,
  timeoutMs = 10_000,
  keepBodyChars = 400,
): Promise<Omit<Outcome, 'at'>> {
  const started = performance.now();
  const headers: Record<string, string> = { ...shot.headers };
  if (shot.cookie !== undefined) headers.cookie = `${SESSION_COOKIE}=${shot.cookie}`;
  if (shot.body !== undefined) headers['content-type'] ??= 'application/json';
  try {
    const answer = await request(`${baseUrl}${shot.path}`, {
      dispatcher: agent,
      method: shot.method ?? 'GET',
      headers,
      body: shot.body,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const body = await answer.body.text();
    return {
      name: shot.name,
      ms: performance.now() - started,
      status: answer.statusCode,
      // A copy: a slice would hold on to the whole body (V8 keeps a sliced string's parent).
      body: Buffer.from(body.slice(0, keepBodyChars)).toString(),
      headers: answer.headers,
    };
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as Error).name;
    return {
      name: shot.name,
      ms: performance.now() - started,
      status: 0,
      error: code,
      body: '',
      headers: {},
    };
  }
}

/** Runs the load to its end and answers every request's outcome, in the order they started. */
export async function runLoad(options: LoadOptions): Promise<Outcome[]> {
  const {
    ratePerSecond,
    durationMs,
    shot,
    maxInFlight = 1_000,
    timeoutMs = 10_000,
    onTick,
    keepBodyChars = 400,
  } = options;
  const baseUrl =
    typeof options.baseUrl === 'string' ? () => options.baseUrl as string : options.baseUrl;
  const total = Math.round((ratePerSecond * durationMs) / 1_000);
  const agent = new Agent({ connections: maxInFlight, keepAliveTimeout: 10_000 });
  const outcomes: Outcome[] = [];
  const pending = new Set<Promise<void>>();
  const start = performance.now();
  let sent = 0;
  try {
    // Bounded twice over: by the count of requests and by the clock.
    while (sent < total && performance.now() - start < durationMs + 5_000) {
      const elapsed = performance.now() - start;
      await onTick?.(elapsed);
      const due = Math.min(total, Math.floor((elapsed * ratePerSecond) / 1_000) + 1);
      while (sent < due) {
        const index = sent;
        sent += 1;
        const next = shot(index);
        const at = performance.now() - start;
        if (pending.size >= maxInFlight) {
          outcomes.push({
            name: next.name,
            at,
            ms: 0,
            status: 0,
            error: 'not sent',
            body: '',
            headers: {},
          });
          continue;
        }
        const job = send(agent, baseUrl(), next, timeoutMs, keepBodyChars).then((outcome) => {
          outcomes.push({ ...outcome, at });
          pending.delete(job);
        });
        pending.add(job);
      }
      await delay(10);
    }
    await Promise.all(pending);
  } finally {
    await agent.close();
  }
  return outcomes.sort((a, b) => a.at - b.at);
}

/** Outcomes grouped by name. */
export function byName(outcomes: readonly Outcome[]): Map<string, Outcome[]> {
  const groups = new Map<string, Outcome[]>();
  for (const outcome of outcomes) {
    const group = groups.get(outcome.name) ?? [];
    group.push(outcome);
    groups.set(outcome.name, group);
  }
  return groups;
}
