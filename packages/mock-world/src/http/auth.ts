import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlayerAccount, PlayerStore } from '../state/player-store.js';
import { MockHttpError } from './errors.js';

const authorizationSchema = z
  .string()
  .regex(/^Bearer [A-Za-z0-9._~+/-]+=*$/)
  .transform((header) => header.slice('Bearer '.length));

/** The bearer token of a request: undefined without an Authorization header, 401 if malformed. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const parsed = authorizationSchema.safeParse(header);
  if (!parsed.success) {
    throw new MockHttpError('unauthorized', 'The Authorization header must be "Bearer <token>"');
  }
  return parsed.data;
}

/**
 * The calling player, or null for an anonymous call. A token that names no session is refused
 * rather than read as anonymous: a caller must learn that its session ended.
 */
export function optionalPlayer(request: FastifyRequest, store: PlayerStore): PlayerAccount | null {
  const token = bearerToken(request);
  if (token === undefined) return null;
  const account = store.sessionAccount(token);
  if (account === undefined) throw new MockHttpError('unauthorized', 'The session has ended');
  return account;
}

export function requirePlayer(request: FastifyRequest, store: PlayerStore): PlayerAccount {
  const account = optionalPlayer(request, store);
  if (account === null) throw new MockHttpError('unauthorized', 'This call needs a player token');
  return account;
}
