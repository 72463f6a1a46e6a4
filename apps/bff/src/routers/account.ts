import {
  changePasswordSchema,
  currencyChangeSchema,
  gameIdSchema,
  idempotentInput,
  languageCodeSchema,
  passwordResetCompletionSchema,
  passwordResetRequestSchema,
} from '@casino/shared';
import { z } from 'zod';
import { rateLimit } from '../trpc/rate-limit.js';
import {
  addFavorite,
  changeCurrency,
  changePassword,
  completePasswordReset,
  favoriteIds,
  profile,
  removeFavorite,
  requestPasswordReset,
  setLanguage,
  updateProfile,
  verificationStatus,
} from '../services/account.js';
import { leanRead, playerProcedure, publicProcedure, router } from '../trpc/init.js';

// Mutations that carry a password or a reset token are mutations (bodies), never queries (URLs).

const text = z.string().max(256);
const datePart = z.union([z.number(), z.string().max(4)]);

/**
 * The profile form's fields, any subset (the requirements modal asks for a few): their shape
 * here, their rules in the service, which needs the country list and the day.
 */
const profileUpdateInputSchema = z
  .object({
    firstName: text,
    lastName: text,
    postcode: text,
    city: text,
    address: text,
    phone: z.object({ prefix: z.string().max(8), number: z.string().max(32) }),
    country: z.string().max(3),
    sex: z.string().max(1),
    birthDate: z.object({ day: datePart, month: datePart, year: datePart }),
  })
  .partial()
  .strict()
  .refine((fields) => Object.keys(fields).length > 0, { message: 'errors.required' });

const favoriteInputSchema = z.object({ gameId: gameIdSchema });

export const accountRouter = router({
  /** The player's profile (SPEC.md section 3), fresh from the upstream. */
  profile: playerProcedure.meta(leanRead()).query(({ ctx }) => profile(ctx, ctx.player)),

  updateProfile: playerProcedure
    .input(profileUpdateInputSchema)
    .mutation(({ ctx, input }) => updateProfile(ctx, ctx.player, input)),

  /** Sends a reset link; the same answer whether or not the address has an account. */
  requestPasswordReset: publicProcedure
    .use(rateLimit('passwordReset'))
    .input(passwordResetRequestSchema.extend({ language: languageCodeSchema.optional() }))
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx, input, input.language);
      return { sent: true };
    }),

  /** The reset link's token and the new password; every session of the account ends. */
  completePasswordReset: publicProcedure
    .use(rateLimit('passwordReset', { account: () => null }))
    .input(passwordResetCompletionSchema)
    .mutation(async ({ ctx, input }) => {
      await completePasswordReset(ctx, input);
      return { reset: true };
    }),

  changePassword: playerProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }) => {
    await changePassword(ctx, ctx.player, input);
    return { changed: true };
  }),

  /** The language the casino writes to the player in (players only; guests keep it locally). */
  setLanguage: playerProcedure
    .input(z.object({ language: languageCodeSchema }))
    .mutation(({ ctx, input }) => setLanguage(ctx, ctx.player, input.language)),

  /** Only with `confirmed: true`: it zeroes the bonus balance, cancels pending bonuses and spins. */
  changeCurrency: playerProcedure
    .input(currencyChangeSchema.extend(idempotentInput))
    .mutation(({ ctx, input: { idempotencyKey, ...change } }) =>
      changeCurrency(ctx, change, idempotencyKey),
    ),

  /** The KYC status and where each of the four verification documents stands. */
  verification: playerProcedure
    .meta(leanRead())
    .query(({ ctx }) => verificationStatus(ctx, ctx.player)),

  favorites: router({
    // The Favorites category's games come with every category's: games.byCategory.
    /** Every favourite's id, most recently added first: the game tiles' hearts. */
    ids: playerProcedure.meta(leanRead()).query(({ ctx }) => favoriteIds(ctx, ctx.player)),
    add: playerProcedure
      .input(favoriteInputSchema)
      .mutation(({ ctx, input }) => addFavorite(ctx, ctx.player, input.gameId)),
    remove: playerProcedure
      .input(favoriteInputSchema)
      .mutation(({ ctx, input }) => removeFavorite(ctx, ctx.player, input.gameId)),
  }),
});
