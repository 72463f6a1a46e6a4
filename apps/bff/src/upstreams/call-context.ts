import type { QueryValue, UpstreamRequestOptions } from './http-client.js';

/**
 * What a typed client forwards from the request it serves: the request id, its abort signal and,
 * for an idempotent mutation, the client's key (so the upstream can dedupe as well).
 */
export interface UpstreamCallContext {
  requestId?: string;
  signal?: AbortSignal;
  idempotencyKey?: string;
}

export interface CallOptions {
  /** The player's upstream token; sent as a bearer header and nowhere else. */
  token?: string | null;
  query?: Readonly<Record<string, QueryValue>>;
  /** The metrics and log label, for paths that carry a code or key rather than a number. */
  route?: string;
  /** The answer holds a credential: its body is never logged. */
  sensitive?: boolean;
}

/** The generic client's request options for one typed call. */
export function requestOptions(
  context: UpstreamCallContext = {},
  { token, query, route, sensitive }: CallOptions = {},
): UpstreamRequestOptions {
  return {
    requestId: context.requestId,
    signal: context.signal,
    query,
    route,
    sensitive,
    headers: {
      // Only in a header: never in a path or a query, so no URL, route label or log line holds it.
      ...(token === undefined || token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(context.idempotencyKey === undefined
        ? {}
        : { 'idempotency-key': context.idempotencyKey }),
    },
  };
}

/** A path segment taken from a caller's value (a code, a key, a uuid). */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
