import { describe, expect, it } from 'vitest';
import { createMetrics, trpcOutcome, trpcProcedureLabels } from './metrics.js';
import { hasSample, sampleValue } from './testing.js';

const PROCEDURES = ['system.status', 'reference.countries'];

describe('trpcProcedureLabels', () => {
  const known = new Set(PROCEDURES);

  it('names each call of a batch, repeats included', () => {
    expect(trpcProcedureLabels('system.status,reference.countries,system.status', known)).toEqual([
      'system.status',
      'reference.countries',
      'system.status',
    ]);
  });

  it('counts names the router does not have as unknown, so labels stay bounded', () => {
    expect(trpcProcedureLabels('made.up,system.status,x', known)).toEqual([
      'unknown',
      'system.status',
      'unknown',
    ]);
  });
});

describe('trpcOutcome', () => {
  it('reads the outcome from the status, 207 being a batch of mixed results', () => {
    expect([200, 207, 400, 401, 404, 429, 500, 503].map(trpcOutcome)).toEqual([
      'ok',
      'partial',
      'client_error',
      'client_error',
      'client_error',
      'client_error',
      'server_error',
      'server_error',
    ]);
  });
});

describe('createMetrics', () => {
  it('keeps each app’s series apart', async () => {
    const first = createMetrics({ trpcProcedures: PROCEDURES });
    const second = createMetrics({ trpcProcedures: PROCEDURES });
    first.sessions.sessionStarted();
    expect(sampleValue(await first.render(), 'sessions_started_total')).toBe(1);
    expect(sampleValue(await second.render(), 'sessions_started_total')).toBe(0);
  });

  it('adds the process metrics to every rendering', async () => {
    const text = await createMetrics({ trpcProcedures: PROCEDURES }).render();
    expect(hasSample(text, 'process_cpu_user_seconds_total')).toBe(true);
    expect(hasSample(text, 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('times HTTP requests by route pattern and status class, unmatched ones under one label', async () => {
    const metrics = createMetrics({ trpcProcedures: PROCEDURES });
    metrics.observeHttp({ method: 'GET', route: '/healthz', statusCode: 200, durationMs: 3 });
    metrics.observeHttp({ method: 'GET', route: undefined, statusCode: 404, durationMs: 1 });
    const text = await metrics.render();
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/healthz',
        status_class: '2xx',
      }),
    ).toBe(1);
    expect(
      sampleValue(text, 'http_request_duration_seconds_sum', { route: '/healthz' }),
    ).toBeCloseTo(0.003);
    expect(
      sampleValue(text, 'http_request_duration_seconds_count', {
        route: 'unmatched',
        status_class: '4xx',
      }),
    ).toBe(1);
  });

  it('gives each procedure of a batch the batch’s time and outcome', async () => {
    const metrics = createMetrics({ trpcProcedures: PROCEDURES });
    metrics.observeTrpc({
      path: 'system.status,reference.countries',
      statusCode: 207,
      durationMs: 40,
    });
    const text = await metrics.render();
    for (const procedure of PROCEDURES) {
      expect(
        sampleValue(text, 'trpc_procedure_duration_seconds_count', {
          procedure,
          outcome: 'partial',
        }),
      ).toBe(1);
    }
  });

  it('counts upstream attempts, their errors and retries', async () => {
    const metrics = createMetrics({ trpcProcedures: PROCEDURES });
    const { onRequestDone } = metrics.upstreamHooks;
    const attempt = { upstream: 'casino' as const, method: 'GET', route: '/games/:id' };
    onRequestDone?.({
      ...attempt,
      status: null,
      durationMs: 5000,
      attempt: 1,
      errorKind: 'timeout',
    });
    onRequestDone?.({ ...attempt, status: 503, durationMs: 10, attempt: 2, errorKind: 'http' });
    onRequestDone?.({ ...attempt, status: 200, durationMs: 12, attempt: 3, errorKind: null });
    const text = await metrics.render();
    expect(
      sampleValue(text, 'upstream_request_duration_seconds_count', {
        upstream: 'casino',
        route: '/games/:id',
        status_class: 'none',
      }),
    ).toBe(1);
    expect(
      sampleValue(text, 'upstream_request_duration_seconds_count', { status_class: '2xx' }),
    ).toBe(1);
    expect(
      sampleValue(text, 'upstream_errors_total', { upstream: 'casino', kind: 'timeout' }),
    ).toBe(1);
    expect(sampleValue(text, 'upstream_errors_total', { upstream: 'casino', kind: 'http' })).toBe(
      1,
    );
    expect(sampleValue(text, 'upstream_retries_total', { upstream: 'casino' })).toBe(2);
  });

  it('shows breaker changes as they happen, and the clients’ own state at each scrape', async () => {
    const metrics = createMetrics({ trpcProcedures: PROCEDURES });
    expect(sampleValue(await metrics.render(), 'upstream_breaker_state', { upstream: 'cms' })).toBe(
      0,
    );
    metrics.upstreamHooks.onBreakerStateChange?.({ upstream: 'cms', state: 'open' });
    let text = await metrics.render();
    expect(sampleValue(text, 'upstream_breaker_state', { upstream: 'cms' })).toBe(2);
    expect(
      sampleValue(text, 'upstream_breaker_transitions_total', { upstream: 'cms', state: 'open' }),
    ).toBe(1);

    metrics.watch({
      breakers: () => ({
        casino: 'closed',
        sport: 'isolated',
        cms: 'half_open',
        jackpot: 'closed',
      }),
    });
    text = await metrics.render();
    expect(sampleValue(text, 'upstream_breaker_state', { upstream: 'sport' })).toBe(3);
    expect(sampleValue(text, 'upstream_breaker_state', { upstream: 'cms' })).toBe(1);
  });

  it('counts cache lookups by kind and outcome, and backend errors by operation', async () => {
    const metrics = createMetrics({ trpcProcedures: PROCEDURES });
    metrics.cacheHooks.onLookup?.({ kind: 'countries', outcome: 'hit' });
    metrics.cacheHooks.onLookup?.({ kind: 'countries', outcome: 'hit' });
    metrics.cacheHooks.onLookup?.({ kind: 'countries', outcome: 'stale_if_error' });
    metrics.cacheHooks.onBackendError?.({ operation: 'get', error: new Error('timeout') });
    const text = await metrics.render();
    expect(sampleValue(text, 'cache_lookups_total', { kind: 'countries', outcome: 'hit' })).toBe(2);
    expect(
      sampleValue(text, 'cache_lookups_total', { kind: 'countries', outcome: 'stale_if_error' }),
    ).toBe(1);
    expect(sampleValue(text, 'cache_backend_errors_total', { operation: 'get' })).toBe(1);
  });

  it('counts sessions and open websockets', async () => {
    const metrics = createMetrics({ trpcProcedures: PROCEDURES });
    metrics.sessions.sessionStarted();
    metrics.sessions.sessionStarted();
    metrics.sessions.sessionEnded('logout');
    metrics.websockets.connectionOpened();
    metrics.websockets.connectionOpened();
    metrics.websockets.connectionClosed('session_expired');
    const text = await metrics.render();
    expect(sampleValue(text, 'sessions_started_total')).toBe(2);
    expect(sampleValue(text, 'sessions_ended_total', { reason: 'logout' })).toBe(1);
    expect(sampleValue(text, 'ws_connections')).toBe(1);
    expect(sampleValue(text, 'realtime_sockets_closed_total', { reason: 'session_expired' })).toBe(
      1,
    );
  });

  it('shows realtime leadership and counts bus messages, every label there from the start', async () => {
    const metrics = createMetrics({ trpcProcedures: PROCEDURES });
    let text = await metrics.render();
    expect(hasSample(text, 'realtime_leader')).toBe(true);
    expect(sampleValue(text, 'realtime_leader')).toBe(0);
    expect(text).toContain('realtime_bus_dropped_total{reason="duplicate"} 0');
    expect(text).toContain('realtime_sockets_closed_total{reason="peer"} 0');

    metrics.realtime.leading(true);
    metrics.realtime.bus.published();
    metrics.realtime.bus.received();
    metrics.realtime.bus.received();
    metrics.realtime.bus.dropped('echo');
    text = await metrics.render();
    expect(sampleValue(text, 'realtime_leader')).toBe(1);
    expect(sampleValue(text, 'realtime_bus_published_total')).toBe(1);
    expect(sampleValue(text, 'realtime_bus_received_total')).toBe(2);
    expect(sampleValue(text, 'realtime_bus_dropped_total', { reason: 'echo' })).toBe(1);

    metrics.realtime.leading(false);
    expect(sampleValue(await metrics.render(), 'realtime_leader')).toBe(0);
  });

  it('reports Redis only when it is configured', async () => {
    const withoutRedis = createMetrics({ trpcProcedures: PROCEDURES });
    withoutRedis.watch({ redisReady: null });
    expect(hasSample(await withoutRedis.render(), 'redis_up')).toBe(false);

    let ready = true;
    const withRedis = createMetrics({ trpcProcedures: PROCEDURES });
    withRedis.watch({ redisReady: () => ready });
    expect(sampleValue(await withRedis.render(), 'redis_up')).toBe(1);
    ready = false;
    expect(sampleValue(await withRedis.render(), 'redis_up')).toBe(0);
  });
});
