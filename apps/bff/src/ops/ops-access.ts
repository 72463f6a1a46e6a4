import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerTokenMatches } from './bearer-token.js';

// Who may read /metrics and the ops status: whoever sends the ops token as a bearer token. Live
// mode without OPS_TOKEN has no token, and both stay shut (docs/decisions/041-ops-status.md):
// figures of a casino's traffic are not for anyone who reaches the BFF.

export type OpsAccess = 'granted' | 'unauthorized' | 'unconfigured';

/** Whether the Authorization header opens the ops endpoints, given the configured token. */
export function opsAccess(
  authorization: string | readonly string[] | undefined,
  token: string | null,
): OpsAccess {
  if (token === null) return 'unconfigured';
  return bearerTokenMatches(authorization, token) ? 'granted' : 'unauthorized';
}

/**
 * Answers a refused ops request: 401 with a Bearer challenge for a missing or wrong token, 503
 * while no token is configured. Never says what the token is, nor echoes the one given.
 */
export function refuseOps(
  request: FastifyRequest,
  reply: FastifyReply,
  access: Exclude<OpsAccess, 'granted'>,
  realm: string,
): FastifyReply {
  void reply.header('cache-control', 'no-store');
  if (access === 'unconfigured') {
    return reply.status(503).send({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The ops endpoints are off until OPS_TOKEN is set',
      requestId: request.id,
    });
  }
  return reply.status(401).header('www-authenticate', `Bearer realm="${realm}"`).send({
    statusCode: 401,
    error: 'Unauthorized',
    message: 'A valid ops token is required',
    requestId: request.id,
  });
}
