import { initTRPC } from '@trpc/server';
import { DomainError } from '../errors.js';
import { type Context } from './context.js';
import { formatError, toTRPCError } from './error-mapper.js';

const t = initTRPC.context<Context>().create({
  // Never attach stack traces to errors sent to clients, whatever NODE_ENV says.
  isDev: false,
  errorFormatter: ({ error, path, ctx }) => formatError({ error, path, requestId: ctx?.requestId }),
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;

/**
 * Maps what a procedure throws (DomainError, UpstreamError, anything) to the TRPCError it stands
 * for, so the HTTP status, the logs and server-side callers all see the same code.
 */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTRPCError(result.error);
  return result;
});

export const publicProcedure = t.procedure.use(mapErrors);

/** A procedure for signed-in players: `ctx.player` is never null inside it. */
export const playerProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.player === null) {
    throw new DomainError({
      code: 'unauthorized',
      status: 'UNAUTHORIZED',
      messageKey: 'errors.unauthorized',
    });
  }
  return next({ ctx: { ...ctx, player: ctx.player } });
});
