import { languageCodeSchema, loginSchema, signUpSchema } from '@casino/shared';
import { z } from 'zod';
import { rateLimit } from '../trpc/rate-limit.js';
import { adopt, currentPlayer, login, logout, signUp } from '../services/auth.js';
import { requestPlayerReturn } from '../services/protection.js';
import { SESSION_SOURCES, SESSION_VALUE_MAX_LENGTH } from '../sessions/session-source.js';
import { leanRead, playerProcedure, publicProcedure, router } from '../trpc/init.js';

// Every procedure that signs in or out is a mutation: its input travels in the body, so no
// password or session value lands in a URL or an access log.

const signUpInputSchema = signUpSchema.extend({
  language: languageCodeSchema.optional(),
  referral: z.record(z.string().max(64), z.string().max(256)).optional(),
});

const adoptInputSchema = z.object({
  source: z.enum(SESSION_SOURCES),
  value: z.string().max(SESSION_VALUE_MAX_LENGTH),
});

export const authRouter = router({
  /** Email and password; a new session (and cookie) on success. */
  login: publicProcedure
    .use(rateLimit('login'))
    .input(loginSchema)
    .mutation(({ ctx, input }) => login(ctx, input)),

  /** Creates the account and signs the player in. */
  signUp: publicProcedure
    .use(rateLimit('signUp'))
    .input(signUpInputSchema)
    .mutation(({ ctx, input }) => signUp(ctx, input)),

  /** Ends the session; harmless for a guest. */
  logout: publicProcedure.mutation(({ ctx }) => logout(ctx)),

  /** The signed-in player, fresh from the upstream. */
  me: playerProcedure.meta(leanRead()).query(({ ctx }) => currentPlayer(ctx, ctx.player)),

  /**
   * A self-excluded player whose period is over asks to return (email and password: no login is
   * possible meanwhile); the account opens after the cooling-off (`opensAt`).
   */
  requestReturn: publicProcedure
    .use(rateLimit('login'))
    .input(loginSchema)
    .mutation(({ ctx, input }) =>
      requestPlayerReturn(ctx, { email: input.email, password: input.password }),
    ),

  /** Signs in with a session uuid from a URL (session callback, `account`, reauth/{session}). */
  adopt: publicProcedure
    .input(adoptInputSchema)
    .mutation(({ ctx, input }) => adopt(ctx, input.source, input.value)),
});
