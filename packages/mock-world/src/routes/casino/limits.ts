import { limitChangeSchema, limitKindSchema, type PlayerLimits } from '@casino/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { limitRequestSchema } from '@casino/upstream-contract';
import type { MockContext } from '../../context.js';
import { bearerToken, requirePlayer } from '../../http/auth.js';
import { MockHttpError } from '../../http/errors.js';
import { onceByKey } from '../../http/idempotency.js';
import { parseRequest } from '../../http/parse.js';
import { cancelPendingPlayerLimit, changePlayerLimit, playerLimitsOf } from '../../state/limits.js';
import type { PlayerAccount } from '../../state/player-store.js';

// The player's limits (docs/UPSTREAMS.md, "Limits"): read them, change one (a decrease at once,
// an increase after 24 hours), cancel a pending change, decline the prompt, review them.

const kindParamsSchema = z.object({ kind: limitKindSchema });

export function registerLimitRoutes(app: FastifyInstance, context: MockContext): void {
  const { store, clock } = context;

  function answer(request: FastifyRequest, account: PlayerAccount): PlayerLimits {
    const token = bearerToken(request);
    const sessionStart = token === undefined ? null : store.sessionStartedAt(token);
    return playerLimitsOf(store, account, sessionStart, clock.now());
  }

  app.get('/limits', (request) => answer(request, requirePlayer(request, store)));

  app.put('/limits/:kind', (request, reply) => {
    const account = requirePlayer(request, store);
    const { kind } = parseRequest(kindParamsSchema, request.params, 'path');
    const { value } = parseRequest(limitRequestSchema, request.body, 'body');
    const checked = limitChangeSchema.safeParse({ kind, value });
    if (!checked.success) {
      throw new MockHttpError('validation_failed', 'The limit is out of range', [
        { path: 'value', message: checked.error.issues[0]?.message ?? 'errors.invalidInput' },
      ]);
    }
    const scope = {
      answers: store.idempotentAnswers,
      playerId: account.id,
      operation: `limit:${kind}`,
    };
    return onceByKey(request, reply, scope, () => {
      changePlayerLimit(account, kind, value, clock.now());
      return { status: 200, body: answer(request, account) };
    });
  });

  /** Cancels the limit's pending change; nothing pending is no error (a second click). */
  app.delete('/limits/:kind/pending', (request) => {
    const account = requirePlayer(request, store);
    const { kind } = parseRequest(kindParamsSchema, request.params, 'path');
    cancelPendingPlayerLimit(account, kind, clock.now());
    return answer(request, account);
  });

  /** The player declined the prompt to set a limit (once; a second time changes nothing). */
  app.post('/limits/prompt-declined', (request) => {
    const account = requirePlayer(request, store);
    account.saferGambling.promptAnsweredAtMs ??= clock.now();
    return answer(request, account);
  });

  /** The player reviewed their limits: the reminder comes back six months from now. */
  app.post('/limits/reviewed', (request) => {
    const account = requirePlayer(request, store);
    account.saferGambling.reviewedAtMs = clock.now();
    account.saferGambling.promptAnsweredAtMs ??= clock.now();
    return answer(request, account);
  });
}
