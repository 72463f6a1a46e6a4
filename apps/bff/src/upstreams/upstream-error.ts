import type { UpstreamName } from '../config.js';
import type { UpstreamErrorDetail } from '@casino/upstream-contract';

export const UPSTREAM_ERROR_KINDS = [
  'timeout',
  'unavailable',
  'circuit_open',
  'overloaded',
  'bad_response',
  'http',
] as const;
export type UpstreamErrorKind = (typeof UPSTREAM_ERROR_KINDS)[number];

const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** Kinds that say the upstream cannot answer now (as opposed to answering wrongly). */
const TRANSIENT_KINDS: ReadonlySet<UpstreamErrorKind> = new Set([
  'timeout',
  'unavailable',
  'circuit_open',
  'overloaded',
]);

export interface UpstreamErrorOptions {
  upstream: UpstreamName;
  kind: UpstreamErrorKind;
  method: string;
  /** The route label (ids replaced), never the full URL. */
  route: string;
  /** The HTTP status, when the upstream answered. */
  status?: number;
  /** The upstream's own error code from its `{ error: { code, message } }` body. */
  upstreamCode?: string;
  /** Server-side detail: the upstream's message, a parse failure, a socket error. */
  detail?: string;
  /** The failing fields of the upstream's error body, when it named any. */
  details?: readonly UpstreamErrorDetail[];
  cause?: unknown;
}

/**
 * A failed upstream call. Its message is for logs only: it may hold the upstream's own words, and
 * the tRPC error formatter never sends it (nor its route or cause) to a client.
 */
export class UpstreamError extends Error {
  readonly upstream: UpstreamName;
  readonly kind: UpstreamErrorKind;
  readonly method: string;
  readonly route: string;
  readonly status: number | undefined;
  readonly upstreamCode: string | undefined;
  readonly details: readonly UpstreamErrorDetail[];

  constructor(options: UpstreamErrorOptions) {
    const { upstream, kind, method, route, status, upstreamCode, detail, details, cause } = options;
    const parts = [
      `${upstream} ${method} ${route}: ${kind}`,
      status === undefined ? '' : ` ${status}`,
      upstreamCode === undefined ? '' : ` ${upstreamCode}`,
      detail === undefined ? '' : ` (${detail})`,
    ];
    super(parts.join(''), { cause });
    this.name = 'UpstreamError';
    this.upstream = upstream;
    this.kind = kind;
    this.method = method;
    this.route = route;
    this.status = status;
    this.upstreamCode = upstreamCode;
    this.details = details ?? [];
  }

  /**
   * The upstream cannot answer now; the player may try again later. An HTTP answer of 502, 503
   * or 504 says so too (the upstream, or its gateway, is down or overloaded).
   */
  get isTransient(): boolean {
    if (this.kind === 'http')
      return this.status !== undefined && TRANSIENT_STATUSES.has(this.status);
    return TRANSIENT_KINDS.has(this.kind);
  }
}
