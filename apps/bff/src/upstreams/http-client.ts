import { Pool } from 'undici';
import type { z } from 'zod';
import type { UpstreamName, UpstreamPolicySettings } from '../config.js';
import { createAnswerReader } from './http/answers.js';
import { createAttempt } from './http/attempt.js';
import type { Call } from './http/call.js';
import { DEFAULT_POLICY, DEFAULT_RETRY_DELAY_MS, createCallPolicies } from './http/policies.js';
import { routeLabel } from './http/request-url.js';
import type { UpstreamErrorKind } from './upstream-error.js';

// The client's parts live under http/: the attempt (timeout, pool), the policies (breaker,
// bulkhead, retries), the answers (status, JSON, schema) and the request's URL and label.

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

const SILENT_LOGGER: UpstreamLogger = { debug: () => undefined, warn: () => undefined };

/**
 * An HTTP client for one upstream: a bounded connection pool, a timeout per attempt, a bulkhead,
 * a circuit breaker, retries for GET only, and every answer parsed with its zod schema.
 */
export function createUpstreamHttpClient(options: UpstreamHttpClientOptions): UpstreamHttpClient {
  const { name, timeoutMs, hooks = {}, logger = SILENT_LOGGER } = options;
  const base = new URL(options.baseUrl);
  const policy = { ...DEFAULT_POLICY, ...options.policy };
  const pool = new Pool(base.origin, {
    connections: policy.connections,
    connect: { timeout: timeoutMs },
  });
  const answers = createAnswerReader(name, logger);
  const attempt = createAttempt({
    name,
    pool,
    basePath: base.pathname.replace(/\/+$/, ''),
    timeoutMs,
    hooks,
    answers,
  });
  const policies = createCallPolicies({
    name,
    policy,
    retryDelay: options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
    logger,
    hooks,
  });

  async function json<S extends z.ZodType>(call: Call, schema: S): Promise<z.output<S>> {
    const route = call.options.route ?? routeLabel(call.path);
    return answers.parse(call, route, await policies.send(call, route, attempt), schema);
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
      const route = requestOptions.route ?? routeLabel(path);
      const response = await policies.send(call, route, attempt);
      return response.status;
    },
    breakerState: policies.breakerState,
    close: () => {
      closing ??= pool.close();
      return closing;
    },
  };
}
