import { initTRPC } from '@trpc/server';
import { DomainError } from '../errors.js';
import { inSpan, markFailed, tracingActive } from '../tracing.js';
import type { Context } from './context.js';
import { formatError, toTRPCError } from './error-mapper.js';

/**
 * What a guest's answer may depend on besides the procedure's input: the visitor's country (the
 * geo header; QA's override in mock mode applies to every visitor alike) and the browser's
 * Accept-Language.
 */
export type SharedDimension = 'country' | 'acceptLanguage';

export interface ProcedureMeta {
  /**
   * A public query the lean read route serves (docs/decisions/023). With `sharedBy`, a guest's
   * answer depends on nothing but the input and these request dimensions, so guests asking the
   * same share one answer for a short window; a player's answers are never shared.
   */
  leanRead?: { readonly sharedBy?: readonly SharedDimension[] };
}

/** The meta of a lean read whose answers are never shared (time or the player shape them). */
export function leanRead(): ProcedureMeta {
  return { leanRead: {} };
}

/** The meta of a lean read whose guests' answers are shared by input and these dimensions. */
export function sharedLeanRead(...sharedBy: SharedDimension[]): ProcedureMeta {
  return { leanRead: { sharedBy } };
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // Never attach stack traces to errors sent to clients, whatever NODE_ENV says.
    isDev: false,
    errorFormatter: ({ error, path, ctx }) =>
      formatError({ error, path, requestId: ctx?.requestId }),
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

/**
 * A span per procedure call, so that each call of a batch shows on its own under the request's
 * span; with traces off, the call alone.
 */
const traceProcedure = t.middleware(({ path, type, next }) => {
  if (!tracingActive()) return next();
  return inSpan(
    `trpc ${path}`,
    { 'rpc.system': 'trpc', 'rpc.method': path, 'trpc.type': type },
    async (span) => {
      const result = await next();
      if (!result.ok) markFailed(span, result.error.code);
      return result;
    },
  );
});

export const publicProcedure = t.procedure.use(traceProcedure).use(mapErrors);

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
