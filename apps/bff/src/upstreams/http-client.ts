import {
  BrokenCircuitError,
  BulkheadRejectedError,
  CircuitState,
  ExponentialBackoff,
  IsolatedCircuitError,
  bulkhead,
  circuitBreaker,
  handleWhen,
  retry,
  wrap,
} from 'cockatiel';
import { Pool, errors as undiciErrors } from 'undici';
import { z } from 'zod';
import type { UpstreamName, UpstreamPolicySettings } from '../config.js';
import { ConsecutiveOrRateBreaker } from './breaker.js';
import { upstreamErrorBodySchema } from '@casino/upstream-contract';
import { UpstreamError, type UpstreamErrorKind } from './upstream-error.js';

export type BreakerState = 'closed' | 'open' | 'half_open' | 'isolated';

/** One attempt's outcome, for metrics. */
export interface UpstreamRequestEvent {
  upstream: UpstreamName;
  method: string;
  /** The route label (ids replaced), never the full URL. */
  route: string;
  /** The HTTP status, or null when no answer came (timeout, connection error). */
  status: number | null;
  durationMs: number;
  /** 1 for the first attempt, 2 for the first retry, and so on. */
  attempt: number;
  /** Why the attempt failed, or null when the upstream answered below 500. */
  errorKind: UpstreamErrorKind | null;
}

export interface BreakerStateEvent {
  upstream: UpstreamName;
  state: BreakerState;
}

export interface UpstreamHooks {
  onRequestDone?: (event: UpstreamRequestEvent) => void;
  onBreakerStateChange?: (event: BreakerStateEvent) => void;
}

/** What the client logs with; a pino logger fits. */
export interface UpstreamLogger {
  debug: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
}

export interface UpstreamHttpClientOptions {
  name: UpstreamName;
  /** Base URL; a path in it prefixes every request path. */
  baseUrl: string;
  /** Per attempt, from sending the request to the end of the body. */
  timeoutMs: number;
  /** Defaults are those of config.ts. */
  policy?: Partial<UpstreamPolicySettings>;
  /** Exponential backoff with jitter between GET retries. */
  retryDelayMs?: { initial: number; max: number };
  logger?: UpstreamLogger;
  hooks?: UpstreamHooks;
}

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export interface UpstreamRequestOptions {
  query?: Readonly<Record<string, QueryValue>>;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Forwarded as x-request-id, so one id follows a call across services. */
  requestId?: string;
  /** The metrics and log label; by default the path with its id segments replaced. */
  route?: string;
  /**
   * The answer may hold a credential (login, session redemption, tokens): its body is never
   * logged, even at debug level when it fails its schema.
   */
  sensitive?: boolean;
}

/** A call without a body (GET, DELETE); the answer is parsed with `schema`. */
export type UpstreamRead = <S extends z.ZodType>(
  path: string,
  schema: S,
  options?: UpstreamRequestOptions,
) => Promise<z.output<S>>;

/** A call with a JSON body (POST, PUT, PATCH); never retried. */
export type UpstreamWrite = <S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  options?: UpstreamRequestOptions,
) => Promise<z.output<S>>;

/** A POST whose body is bytes of the given type (a file); never retried. */
export type UpstreamBytesWrite = <S extends z.ZodType>(
  path: string,
  bytes: Uint8Array,
  contentType: string,
  schema: S,
  options?: UpstreamRequestOptions,
) => Promise<z.output<S>>;

export interface UpstreamHttpClient {
  readonly name: UpstreamName;
  get: UpstreamRead;
  post: UpstreamWrite;
  postBytes: UpstreamBytesWrite;
  put: UpstreamWrite;
  patch: UpstreamWrite;
  delete: UpstreamRead;
  /**
   * A GET whose meaning is its status (204 = available): any answer below 500 is returned, body
   * unread; 5xx, timeouts and the rest throw as for get().
   */
  getStatus: (path: string, options?: UpstreamRequestOptions) => Promise<number>;
  breakerState: () => BreakerState;
  close: () => Promise<void>;
}

const DEFAULT_POLICY: UpstreamPolicySettings = {
  connections: 32,
  maxConcurrent: 64,
  maxQueue: 256,
  breakerThreshold: 5,
  breakerFailureRate: 0.5,
  breakerWindow: 20,
  breakerHalfOpenMs: 10_000,
  retries: 2,
};

const DEFAULT_RETRY_DELAY_MS = { initial: 100, max: 2_000 };

/** Bodies are logged at debug level only, and cut to this many characters. */
const LOGGED_BODY_CHARS = 1_000;

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

const SILENT_LOGGER: UpstreamLogger = { debug: () => undefined, warn: () => undefined };

const BREAKER_STATES: Readonly<Record<CircuitState, BreakerState>> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half_open',
  [CircuitState.Isolated]: 'isolated',
};

/** Numbers, UUIDs and long hex ids become ':id', so a metric label does not grow per id. */
export function routeLabel(path: string): string {
  const [pathname = ''] = path.split('?');
  return pathname
    .split('/')
    .map((segment) =>
      /^\d+$/.test(segment) ||
      /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(segment) ||
      /^[0-9a-f]{16,}$/i.test(segment)
        ? ':id'
        : segment,
    )
    .join('/');
}

function queryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (query === undefined) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(name, String(item));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function truncate(text: string): string {
  return text.length > LOGGED_BODY_CHARS ? `${text.slice(0, LOGGED_BODY_CHARS)}…` : text;
}

function isTimeoutError(error: unknown): boolean {
  return (
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    error instanceof undiciErrors.ConnectTimeoutError
  );
}

/** Failures that say the upstream is unhealthy; a 4xx is an answer, not a failure. */
function isBreakerFailure(error: Error): boolean {
  return (
    error instanceof UpstreamError &&
    (error.kind === 'timeout' ||
      error.kind === 'unavailable' ||
      (error.kind === 'http' && (error.status ?? 0) >= 500))
  );
}

/** Only what may succeed on a second try: timeouts, connection errors and 502/503/504. */
function isRetryable(error: Error): boolean {
  return (
    error instanceof UpstreamError &&
    (error.kind === 'timeout' ||
      error.kind === 'unavailable' ||
      (error.kind === 'http' && RETRYABLE_STATUSES.has(error.status ?? 0)))
  );
}

interface RawResponse {
  status: number;
  text: string;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  /** The body's type when it is bytes; JSON otherwise. */
  contentType?: string;
  options: UpstreamRequestOptions;
}

/**
 * An HTTP client for one upstream: a bounded connection pool, a timeout per attempt, a bulkhead,
 * a circuit breaker, retries for GET only, and every answer parsed with its zod schema.
 */
export function createUpstreamHttpClient(options: UpstreamHttpClientOptions): UpstreamHttpClient {
  const { name, timeoutMs, hooks = {}, logger = SILENT_LOGGER } = options;
  const policy = { ...DEFAULT_POLICY, ...options.policy };
  const retryDelay = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const pool = new Pool(base.origin, {
    connections: policy.connections,
    connect: { timeout: timeoutMs },
  });

  // Retry is outermost so that each attempt passes the breaker and the bulkhead again: an open
  // circuit stops retries at once, and a retry waiting for its backoff holds no bulkhead slot.
  const breaker = circuitBreaker(handleWhen(isBreakerFailure), {
    halfOpenAfter: policy.breakerHalfOpenMs,
    breaker: new ConsecutiveOrRateBreaker(policy),
  });
  const limiter = bulkhead(policy.maxConcurrent, policy.maxQueue);
  const retries = retry(handleWhen(isRetryable), {
    maxAttempts: policy.retries,
    backoff: new ExponentialBackoff({ initialDelay: retryDelay.initial, maxDelay: retryDelay.max }),
  });
  const unsafeMethods = wrap(breaker, limiter);
  const safeMethods = wrap(retries, breaker, limiter);

  breaker.onStateChange((state) => {
    const label = BREAKER_STATES[state];
    if (label === 'open') logger.warn({ upstream: name }, 'upstream circuit opened');
    hooks.onBreakerStateChange?.({ upstream: name, state: label });
  });

  async function attempt(
    call: Call,
    route: string,
    policySignal: AbortSignal,
    attemptNo: number,
  ): Promise<RawResponse> {
    const started = performance.now();
    const timeout = new AbortController();
    const timer = setTimeout(() => {
      timeout.abort();
    }, timeoutMs);
    const callerSignal = call.options.signal;
    const signal = AbortSignal.any(
      callerSignal === undefined
        ? [timeout.signal, policySignal]
        : [timeout.signal, policySignal, callerSignal],
    );
    let status: number | null = null;
    let errorKind: UpstreamErrorKind | null = null;
    try {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (call.options.requestId !== undefined) headers['x-request-id'] = call.options.requestId;
      const bytes = call.body instanceof Uint8Array ? call.body : undefined;
      if (call.body !== undefined) headers['content-type'] = call.contentType ?? 'application/json';
      const response = await pool.request({
        method: call.method,
        path: `${basePath}${call.path}${queryString(call.options.query)}`,
        headers: { ...headers, ...call.options.headers },
        body: bytes ?? (call.body === undefined ? null : JSON.stringify(call.body)),
        signal,
      });
      status = response.statusCode;
      const text = await response.body.text();
      if (status >= 500) {
        errorKind = 'http';
        throw httpError(call, route, { status, text });
      }
      return { status, text };
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      if (callerSignal?.aborted === true && !timeout.signal.aborted) {
        // The caller gave up (its client went away): not the upstream's failure.
        throw callerSignal.reason;
      }
      errorKind = timeout.signal.aborted || isTimeoutError(error) ? 'timeout' : 'unavailable';
      throw new UpstreamError({
        upstream: name,
        kind: errorKind,
        method: call.method,
        route,
        detail:
          errorKind === 'timeout' ? `no complete answer within ${timeoutMs} ms` : String(error),
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      hooks.onRequestDone?.({
        upstream: name,
        method: call.method,
        route,
        status,
        durationMs: performance.now() - started,
        attempt: attemptNo,
        errorKind,
      });
    }
  }

  /** An answer the client will not use, at debug level; a credential-bearing body never. */
  function logAnswer(call: Call, route: string, response: RawResponse, message: string): void {
    logger.debug(
      {
        upstream: name,
        method: call.method,
        route,
        status: response.status,
        body: call.options.sensitive ? '[not logged]' : truncate(response.text),
      },
      message,
    );
  }

  function httpError(call: Call, route: string, response: RawResponse): UpstreamError {
    let body: unknown;
    try {
      body = JSON.parse(response.text);
    } catch {
      body = undefined;
    }
    const parsed = upstreamErrorBodySchema.safeParse(body);
    logAnswer(call, route, response, 'upstream error answer');
    return new UpstreamError({
      upstream: name,
      kind: 'http',
      method: call.method,
      route,
      status: response.status,
      upstreamCode: parsed.success ? parsed.data.error.code : undefined,
      detail: parsed.success ? parsed.data.error.message : undefined,
      details: parsed.success ? parsed.data.error.details : undefined,
    });
  }

  async function send(call: Call, route: string): Promise<RawResponse> {
    try {
      return call.method === 'GET'
        ? await safeMethods.execute(
            (context) => attempt(call, route, context.signal, context.attempt + 1),
            call.options.signal,
          )
        : await unsafeMethods.execute(
            (context) => attempt(call, route, context.signal, 1),
            call.options.signal,
          );
    } catch (error) {
      if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError) {
        throw new UpstreamError({
          upstream: name,
          kind: 'circuit_open',
          method: call.method,
          route,
          cause: error,
        });
      }
      if (error instanceof BulkheadRejectedError) {
        throw new UpstreamError({
          upstream: name,
          kind: 'overloaded',
          method: call.method,
          route,
          cause: error,
        });
      }
      throw error;
    }
  }

  async function json<S extends z.ZodType>(call: Call, schema: S): Promise<z.output<S>> {
    const route = call.options.route ?? routeLabel(call.path);
    const response = await send(call, route);
    if (response.status >= 400) throw httpError(call, route, response);
    const badResponse = (detail: string, cause?: unknown) => {
      logAnswer(call, route, response, 'upstream answer refused');
      return new UpstreamError({
        upstream: name,
        kind: 'bad_response',
        method: call.method,
        route,
        status: response.status,
        detail,
        cause,
      });
    };
    let body: unknown;
    try {
      // An empty body (204) reaches the schema as undefined, so z.undefined() can accept it.
      body = response.text === '' ? undefined : JSON.parse(response.text);
    } catch (error) {
      throw badResponse('the body is not JSON', error);
    }
    const parsed = await schema.safeParseAsync(body);
    if (!parsed.success) throw badResponse(z.prettifyError(parsed.error), parsed.error);
    return parsed.data;
  }

  let closing: Promise<void> | undefined;

  return {
    name,
    get: (path, schema, requestOptions = {}) =>
      json({ method: 'GET', path, body: undefined, options: requestOptions }, schema),
    post: (path, body, schema, requestOptions = {}) =>
      json({ method: 'POST', path, body, options: requestOptions }, schema),
    postBytes: (path, bytes, contentType, schema, requestOptions = {}) =>
      json({ method: 'POST', path, body: bytes, contentType, options: requestOptions }, schema),
    put: (path, body, schema, requestOptions = {}) =>
      json({ method: 'PUT', path, body, options: requestOptions }, schema),
    patch: (path, body, schema, requestOptions = {}) =>
      json({ method: 'PATCH', path, body, options: requestOptions }, schema),
    delete: (path, schema, requestOptions = {}) =>
      json({ method: 'DELETE', path, body: undefined, options: requestOptions }, schema),
    getStatus: async (path, requestOptions = {}) => {
      const call: Call = { method: 'GET', path, body: undefined, options: requestOptions };
      const response = await send(call, requestOptions.route ?? routeLabel(path));
      return response.status;
    },
    breakerState: () => BREAKER_STATES[breaker.state],
    close: () => {
      closing ??= pool.close();
      return closing;
    },
  };
}
