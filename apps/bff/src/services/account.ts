import {
  birthDateToIso,
  countryListSchema,
  currencyChangeResultSchema,
  profileFormSchema,
  type ChangePasswordForm,
  type CurrencyChange,
  type CurrencyChangeResult,
  type GameId,
  type LanguageCode,
  type PasswordResetCompletion,
  type PasswordResetRequest,
  type ProfileForm,
  type User,
  type VerificationStatus,
} from '@casino/shared';
import { TRPCError } from '@trpc/server';
import { cacheKey } from '../cache/keys.js';
import { type ServiceContext, productNow, type PlayerContext } from './service-context.js';
import type { SessionPlayer } from '../sessions/session-player.js';
import { idempotent } from './idempotent.js';
import type { ProfileUpdate } from '../upstreams/casino-client.js';

// The player's account: profile, password, language, currency, favourites and verification.
// Everything here is the player's own: it goes to the upstream with their token and is never
// put under a shared cache key. Answers that change the player refresh the session's snapshot.

/** The country list the profile's country must come from (the cached reference data). */
async function countries(ctx: ServiceContext) {
  return (
    await ctx.cache.get({
      kind: 'countries',
      key: cacheKey('countries', {}),
      schema: countryListSchema,
      load: () => ctx.clients.casino.countries(ctx.upstreamCall),
    })
  ).value;
}

/** The profile form's fields as the upstream names them. */
function toProfileUpdate(form: Partial<ProfileForm>): ProfileUpdate {
  const update: ProfileUpdate = {};
  if (form.firstName !== undefined) update.firstName = form.firstName;
  if (form.lastName !== undefined) update.lastName = form.lastName;
  if (form.postcode !== undefined) update.postcode = form.postcode;
  if (form.city !== undefined) update.city = form.city;
  if (form.address !== undefined) update.address = form.address;
  if (form.country !== undefined) update.country = form.country;
  if (form.sex !== undefined) update.sex = form.sex;
  if (form.phone !== undefined) {
    update.phonePrefix = form.phone.prefix;
    update.phoneNumber = form.phone.number;
  }
  if (form.birthDate !== undefined) update.birthday = birthDateToIso(form.birthDate);
  return update;
}

export async function profile(ctx: ServiceContext, player: SessionPlayer): Promise<User> {
  const user = await ctx.clients.casino.me(player.token, ctx.upstreamCall);
  await ctx.session.update(user);
  return user;
}

/**
 * Applies the profile form's rules (SPEC.md section 5) to the fields sent: the country from the
 * list, the age on the product's day. Only the fields sent change; the upstream checks again.
 */
export async function updateProfile(
  ctx: ServiceContext,
  player: SessionPlayer,
  input: Record<string, unknown>,
): Promise<User> {
  const [list, today] = await Promise.all([countries(ctx), productNow(ctx)]);
  const schema = profileFormSchema({ countries: list, today }).partial();
  const parsed = schema.safeParse(input);
  // The same shape as an input validation failure: one translatable error per field.
  if (!parsed.success) throw new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
  const user = await ctx.clients.casino.updateProfile(
    player.token,
    toProfileUpdate(parsed.data),
    ctx.upstreamCall,
  );
  await ctx.session.update(user);
  return user;
}

export async function requestPasswordReset(
  ctx: ServiceContext,
  input: PasswordResetRequest,
  language: LanguageCode | undefined,
): Promise<void> {
  await ctx.clients.casino.requestPasswordReset({ email: input.email, language }, ctx.upstreamCall);
}

export async function completePasswordReset(
  ctx: ServiceContext,
  input: PasswordResetCompletion,
): Promise<void> {
  await ctx.clients.casino.completePasswordReset(
    { token: input.token, password: input.password },
    ctx.upstreamCall,
  );
}

export async function changePassword(
  ctx: ServiceContext,
  player: SessionPlayer,
  form: ChangePasswordForm,
): Promise<void> {
  await ctx.clients.casino.changePassword(
    player.token,
    { oldPassword: form.oldPassword, newPassword: form.newPassword },
    ctx.upstreamCall,
  );
}

export async function setLanguage(
  ctx: ServiceContext,
  player: SessionPlayer,
  language: LanguageCode,
): Promise<{ language: LanguageCode }> {
  await ctx.clients.casino.setLanguage(player.token, language, ctx.upstreamCall);
  await ctx.session.update({ ...player.user, language });
  return { language };
}

/**
 * After the player confirmed, once per key: the upstream converts the real balance, zeroes the
 * bonus balance and cancels pending bonuses and free spins.
 */
export async function changeCurrency(
  ctx: PlayerContext,
  change: CurrencyChange,
  idempotencyKey: string,
): Promise<CurrencyChangeResult> {
  const result = await idempotent(
    ctx,
    {
      operation: 'account.changeCurrency',
      key: idempotencyKey,
      request: change,
      output: currencyChangeResultSchema,
    },
    (call) => ctx.clients.casino.changeCurrency(ctx.player.token, change.currency, call),
  );
  await ctx.session.update({ ...ctx.player.user, currency: result.currency });
  return result;
}

export async function addFavorite(ctx: ServiceContext, player: SessionPlayer, gameId: GameId) {
  await ctx.clients.casino.addFavorite(player.token, gameId, ctx.upstreamCall);
  return { gameId, favorite: true };
}

export async function removeFavorite(ctx: ServiceContext, player: SessionPlayer, gameId: GameId) {
  await ctx.clients.casino.removeFavorite(player.token, gameId, ctx.upstreamCall);
  return { gameId, favorite: false };
}

export async function favoriteIds(
  ctx: ServiceContext,
  player: SessionPlayer,
): Promise<{ ids: GameId[] }> {
  return { ids: await ctx.clients.casino.favoriteIds(player.token, ctx.upstreamCall) };
}

export function verificationStatus(
  ctx: ServiceContext,
  player: SessionPlayer,
): Promise<VerificationStatus> {
  return ctx.clients.casino.verification(player.token, ctx.upstreamCall);
}
