import { createHash } from 'node:crypto';
import { idempotencyKeySchema } from '@casino/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MockHttpError } from './errors.js';

// What a payment provider does with an Idempotency-Key: the first request with a key runs, and a
// request with the same key (from the same player, for the same operation) gets the first answer
// instead of running again. This covers the case the BFF cannot: an answer lost on the way back
// after the upstream acted. A request with the key but other details is refused (422).

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

/** Where answers live: per player, operation and key (the player store holds them). */
export interface IdempotentAnswers {
  get(id: string): StoredAnswer | undefined;
  set(id: string, answer: StoredAnswer): void;
}

/** The request's Idempotency-Key, or undefined without one; 400 when it is malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) {
    throw new MockHttpError('invalid_request', 'The Idempotency-Key header is malformed', [
      { path: 'idempotency-key', message: 'errors.invalidInput' },
    ]);
  }
  return parsed.data;
}

function fingerprintOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/**
 * Runs a mutation once per key: replays the stored answer of an earlier request with the key, or
 * runs it and stores a successful answer. Refusals are not stored: the same request may succeed
 * once the player's state allows it.
 */
export function onceByKey(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: { answers: IdempotentAnswers; playerId: number; operation: string },
  run: () => { status: number; body: unknown },
): FastifyReply {
  const key = idempotencyKeyOf(request);
  if (key === undefined) {
    const answer = run();
    return reply.code(answer.status).send(answer.body);
  }
  const id = `${String(scope.playerId)}:${scope.operation}:${key}`;
  const fingerprint = fingerprintOf(request.body);
  const stored = scope.answers.get(id);
  if (stored !== undefined) {
    if (stored.fingerprint !== fingerprint) {
      throw new MockHttpError('validation_failed', 'The key was used with other details', [
        { path: 'idempotency-key', message: 'errors.idempotencyKeyReused' },
      ]);
    }
    return reply.code(stored.status).header('idempotent-replayed', 'true').send(stored.body);
  }
  const answer = run();
  scope.answers.set(id, { fingerprint, ...answer });
  return reply.code(answer.status).send(answer.body);
}
