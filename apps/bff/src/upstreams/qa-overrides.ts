import { LRUCache } from 'lru-cache';
import { request } from 'undici';
import { z } from 'zod';
import { REQUEST_ID_HEADER } from '../request-id.js';
import { SpanKind, inSpan, injectTraceContext } from '../tracing.js';
import type { UpstreamCallContext } from './call-context.js';
import type { UpstreamLogger } from './http-client.js';

// In mock mode QA moves the whole product from the mock world's controls: the visitor's country
// (and which countries are blocked) and the clock. The BFF reads them here; in live mode there is
// nothing to read and the edge's country and real time stand.

export interface GeoOverride {
  /** Alpha-3; replaces the edge's country header when set. */
  country: string | null;
  /** Alpha-3 codes blocked on top of BLOCKED_COUNTRIES. */
  blockedCountries: string[];
}

export interface QaOverrides {
  /** QA's geo setting, or null in live mode (or when the mock world does not answer). */
  geo: (context?: UpstreamCallContext) => Promise<GeoOverride | null>;
  /** How far QA moved the clock, in ms; 0 in live mode. */
  clockOffsetMs: (context?: UpstreamCallContext) => Promise<number>;
  /** Forgets what was read: QA just changed a setting through this instance. */
  invalidate: () => void;
  /** Calls `listener` at every `invalidate`, for what was derived from the settings. */
  onInvalidate: (listener: () => void) => void;
}

export const NO_QA_OVERRIDES: QaOverrides = {
  geo: () => Promise.resolve(null),
  clockOffsetMs: () => Promise.resolve(0),
  invalidate: () => undefined,
  onInvalidate: () => undefined,
};

/**
 * How long a read setting is reused. Every guest's lobby and bootstrap read the geo setting, and
 * a loopback call each time would cost more than the lobby itself; a change made through this
 * instance's /qa is seen at once (invalidate), one made through another instance within this.
 */
export const QA_OVERRIDES_TTL_MS = 1_000;

const geoOverrideSchema = z.object({
  country: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
  blockedCountries: z.array(z.string().regex(/^[A-Z]{3}$/)),
});
const clockSchema = z.object({ offsetMs: z.number().int() });

/** The controls are on loopback or a neighbour: a slow answer means the world is unwell. */
const QA_READ_TIMEOUT_MS = 2_000;

/**
 * Reads QA's settings from the mock world at `worldUrl`. A failure is logged and reads as "no
 * override": the first call of a page must not fail because a QA control did not answer.
 */
export function mockWorldOverrides(
  worldUrl: string,
  logger?: UpstreamLogger,
  now: () => number = Date.now,
): QaOverrides {
  const memo = new LRUCache<string, Promise<unknown>>({
    max: 2,
    ttl: QA_OVERRIDES_TTL_MS,
    perf: { now },
    ttlResolution: 0,
  });
  function remembered<T>(path: string, readNow: () => Promise<T>): Promise<T> {
    const known = memo.get(path) as Promise<T> | undefined;
    if (known !== undefined) return known;
    const value = readNow();
    memo.set(path, value);
    return value;
  }

  async function read<S extends z.ZodType>(
    path: string,
    schema: S,
    context: UpstreamCallContext = {},
  ): Promise<z.output<S> | null> {
    try {
      // A client span of its own when traces are on, as every upstream call has.
      return await inSpan(
        `mock-world GET ${path}`,
        { 'http.request.method': 'GET', 'http.route': path, 'server.address': 'mock-world' },
        async () => {
          const headers: Record<string, string> =
            context.requestId === undefined ? {} : { [REQUEST_ID_HEADER]: context.requestId };
          injectTraceContext(headers);
          const answer = await request(new URL(path, worldUrl), {
            headers,
            signal: context.signal,
            headersTimeout: QA_READ_TIMEOUT_MS,
            bodyTimeout: QA_READ_TIMEOUT_MS,
          });
          const body: unknown = await answer.body.json();
          if (answer.statusCode !== 200) throw new Error(`answered ${String(answer.statusCode)}`);
          return schema.parse(body);
        },
        SpanKind.CLIENT,
      );
    } catch (error) {
      logger?.warn({ path, err: String(error) }, 'mock world: QA setting unreadable');
      return null;
    }
  }
  const listeners: (() => void)[] = [];
  return {
    geo: (context) => remembered('/qa/geo', () => read('/qa/geo', geoOverrideSchema, context)),
    clockOffsetMs: (context) =>
      remembered(
        '/qa/clock',
        async () => (await read('/qa/clock', clockSchema, context))?.offsetMs ?? 0,
      ),
    invalidate: () => {
      memo.clear();
      for (const listener of listeners) listener();
    },
    onInvalidate: (listener) => {
      listeners.push(listener);
    },
  };
}
