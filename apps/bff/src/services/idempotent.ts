import type { z } from 'zod';
import type { UpstreamCallContext } from '../upstreams/call-context.js';
import type { PlayerContext } from './service-context.js';

export interface IdempotentOptions<S extends z.ZodType> {
  /** The procedure's path (`payments.deposit`): one key means one thing per operation. */
  operation: string;
  key: string;
  /** The input without the key: the same key with other details is refused. */
  request: unknown;
  output: S;
}

/**
 * Runs a player's mutation once per idempotency key. The key is the player's own: another player
 * sending the same key makes a different request and never sees this one's answer. `run` gets the
 * upstream call context with the key, so the upstream hears it too.
 */
export function idempotent<S extends z.ZodType>(
  ctx: Pick<PlayerContext, 'idempotency' | 'player' | 'upstreamCall'>,
  options: IdempotentOptions<S>,
  run: (call: UpstreamCallContext) => Promise<z.output<S>>,
): Promise<z.output<S>> {
  return ctx.idempotency.execute({
    scope: `player:${String(ctx.player.id)}:${options.operation}`,
    key: options.key,
    request: options.request,
    output: options.output,
    run: () => run({ ...ctx.upstreamCall, idempotencyKey: options.key }),
  });
}
