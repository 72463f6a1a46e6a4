import type { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../errors.js';
import { middleware } from './init.js';
import { perRequest } from './per-request.js';
import type { RateLimitPolicyName } from '../rate-limit-policies.js';
import type { RateLimits, RateLimitVerdict } from '../security/rate-limits.js';

// Rate limits as a tRPC middleware rather than an HTTP hook: every procedure shares one route,
// and a batch carries several calls in one request, each of which must count.

// Declared here rather than beside the plugin: the router's types (which the web app checks)
// reach this file, not the plugin.
declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limit counters (Redis with a memory fallback, or memory alone). */
    rateLimits: RateLimits;
  }
}

/** The one address all clients without a known IP share, so they are limited together. */
export const UNKNOWN_CLIENT_IP = 'unknown';

/**
 * The client's IP address. A client that hung up (or an injected websocket) has none, so it is
 * counted with every other such client rather than not at all (STACK.md, trap 2).
 */
export function clientIpOf(request: FastifyRequest): string {
  // Typed as always there, but absent at runtime in the cases above.
  const candidates: (string | undefined)[] = [request.ip, request.socket.remoteAddress];
  return candidates.find((address) => address !== undefined && address !== '') ?? UNKNOWN_CLIENT_IP;
}

const emailInputSchema = z.object({ email: z.string().trim().toLowerCase().min(1).max(320) });

/** The account a call names by its `email` field, lower-cased; null when it names none. */
export function emailAccountOf(rawInput: unknown): string | null {
  const parsed = emailInputSchema.safeParse(rawInput);
  return parsed.success ? parsed.data.email : null;
}

/** A login that failed on the credentials: the only failure that counts against an account. */
export function isWrongCredentials(error: TRPCError): boolean {
  const { cause } = error;
  return cause instanceof DomainError && cause.code === 'invalid_credentials';
}

export interface RateLimitOptions {
  /** The account a call is on, from its raw input; defaults to its `email` field. */
  account?: (rawInput: unknown) => string | null;
  /** Which failures count for an account that counts failures; defaults to wrong credentials. */
  isFailure?: (error: TRPCError) => boolean;
}

/** The answer to a refused call: 429 with Retry-After, and the wait in the player's message. */
function refuse(reply: FastifyReply, verdict: RateLimitVerdict): void {
  if (verdict.allowed) return;
  const seconds = verdict.retryAfterSeconds;
  void reply.header('retry-after', String(seconds));
  throw new DomainError({
    code: 'rate_limited',
    status: 'TOO_MANY_REQUESTS',
    messageKey: 'errors.tooManyAttempts',
    values: { seconds },
  });
}

async function rawInputOf(getRawInput: () => Promise<unknown>): Promise<unknown> {
  try {
    return await getRawInput();
  } catch {
    // An unreadable body fails the procedure's own input parsing; it names no account here.
    return undefined;
  }
}

/**
 * Limits a procedure by a named policy: `publicProcedure.use(rateLimit('login'))`. Every call
 * counts against the client's IP; with an account limit, calls also count against the account
 * they name. An account that counts failures gets back the calls that did not fail on it, and a
 * success clears it. A refused call never reaches the procedure.
 */
export function rateLimit(policyName: RateLimitPolicyName, options: RateLimitOptions = {}) {
  const accountOf = options.account ?? emailAccountOf;
  const isFailure = options.isFailure ?? isWrongCredentials;
  // Marked per request: a lean read never skips it by answering from a shared answer.
  return middleware(
    perRequest(async ({ ctx, next, getRawInput }) => {
      const limits = ctx.req.server.rateLimits;
      refuse(ctx.res, await limits.consume(policyName, 'ip', clientIpOf(ctx.req)));

      const accountRule = limits.policies[policyName].account;
      const account = accountRule === undefined ? null : accountOf(await rawInputOf(getRawInput));
      if (account !== null) refuse(ctx.res, await limits.consume(policyName, 'account', account));

      const result = await next();
      if (account !== null && accountRule?.counts === 'failures') {
        if (result.ok) await limits.reset(policyName, 'account', account);
        else if (!isFailure(result.error)) await limits.refund(policyName, 'account', account);
      }
      return result;
    }),
  );
}
