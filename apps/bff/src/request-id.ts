import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

// Ids end up in logs and upstream headers: no spaces or control characters, bounded length.
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request id: the caller's x-request-id when it is a plausible id (a load balancer or the SPA
 * may set one, so logs join up across services), else a random UUID.
 */
export function requestIdFrom(header: string | readonly string[] | undefined): string {
  const value = typeof header === 'string' ? header : undefined;
  return value !== undefined && REQUEST_ID_PATTERN.test(value) ? value : randomUUID();
}
