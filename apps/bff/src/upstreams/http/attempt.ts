import { errors as undiciErrors, type Pool } from 'undici';
import type { UpstreamName } from '../../config.js';
import { SpanKind, inSpan, injectTraceContext, markFailed, tracingActive } from '../../tracing.js';
import type { UpstreamHooks } from '../http-client.js';
import { UpstreamError, type UpstreamErrorKind } from '../upstream-error.js';
import type { AnswerReader } from './answers.js';
import type { Call, RawResponse } from './call.js';
import { queryString } from './request-url.js';

export interface AttemptOptions {
  name: UpstreamName;
  pool: Pool;
  /** The base URL's path, without a trailing slash: every request path goes under it. */
  basePath: string;
  timeoutMs: number;
  hooks: UpstreamHooks;
  answers: AnswerReader;
}

/** One try of a call, from sending it to the end of its body. */
export type Attempt = (
  call: Call,
  route: string,
  policySignal: AbortSignal,
  attemptNo: number,
) => Promise<RawResponse>;

function isTimeoutError(error: unknown): boolean {
  return (
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    error instanceof undiciErrors.ConnectTimeoutError
  );
}

/**
 * An attempt with its own timeout over the whole answer, body included: a 5xx, a timeout or a
 * connection error throws as an UpstreamError; any answer below 500 is returned as it came.
 */
export function createAttempt(options: AttemptOptions): Attempt {
  const { name, pool, basePath, timeoutMs, hooks, answers } = options;
  const attempt: Attempt = async (call, route, policySignal, attemptNo) => {
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
      // The attempt's span as the upstream's parent (W3C traceparent), when traces are on.
      injectTraceContext(headers);
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
        throw answers.httpError(call, route, { status, text });
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
  };
  // Each attempt in a client span of its own, when traces are on: retries show as siblings.
  return (call, route, policySignal, attemptNo) => {
    if (!tracingActive()) return attempt(call, route, policySignal, attemptNo);
    return inSpan(
      `${name} ${call.method} ${route}`,
      {
        'http.request.method': call.method,
        'http.route': route,
        'server.address': name,
        'upstream.attempt': attemptNo,
      },
      async (span) => {
        const answer = await attempt(call, route, policySignal, attemptNo);
        span?.setAttribute('http.response.status_code', answer.status);
        if (answer.status >= 400) markFailed(span, String(answer.status));
        return answer;
      },
      SpanKind.CLIENT,
    );
  };
}
