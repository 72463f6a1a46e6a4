import {
  STAG_PARAM,
  type LanguageCode,
  type LoginForm,
  type SignUpForm,
  type User,
} from '@casino/shared';
import { DomainError } from '../errors.js';
import type { SessionPlayer } from '../sessions/session-player.js';
import { sessionUuidFrom, type SessionSource } from '../sessions/session-source.js';
import { countries } from './reference.js';
import type { ServiceContext } from './service-context.js';

// Signing players in and out. The upstream token goes into the session store and nowhere else:
// every answer here is the player (`User`), never the upstream's auth result.

/** What the auth procedures answer. */
export interface PlayerAnswer {
  player: User;
}

export interface SignUpDetails extends SignUpForm {
  language?: LanguageCode;
  /** Referral parameters the SPA kept from the landing URL; unknown names are dropped. */
  referral?: Record<string, string>;
}

/**
 * Ends the player's upstream token, best effort: the BFF session ends whatever the upstream says
 * (a token it already forgot answers 401, an outage must not keep a player signed in).
 */
async function retireUpstreamToken(
  ctx: ServiceContext,
  player: SessionPlayer | null,
): Promise<void> {
  if (player === null) return;
  try {
    await ctx.clients.casino.logout(player.token, ctx.upstreamCall);
  } catch (error) {
    ctx.log.debug(
      { err: error instanceof Error ? error.name : 'unknown' },
      'auth: upstream logout failed; the session ends anyway',
    );
  }
}

/** Only the referral parameters the product recognises, non-empty. */
function recognisedReferral(
  ctx: ServiceContext,
  referral: Record<string, string> | undefined,
): Record<string, string> | undefined {
  if (referral === undefined) return undefined;
  const names = [STAG_PARAM, ...ctx.config.product.referralParams];
  const kept = Object.fromEntries(
    names.flatMap((name) => {
      const value = Object.hasOwn(referral, name) ? referral[name]?.trim() : undefined;
      return value === undefined || value === '' ? [] : [[name, value]];
    }),
  );
  return Object.keys(kept).length === 0 ? undefined : kept;
}

export async function login(ctx: ServiceContext, form: LoginForm): Promise<PlayerAnswer> {
  const auth = await ctx.clients.casino.login(
    { email: form.email, password: form.password },
    ctx.upstreamCall,
  );
  await retireUpstreamToken(ctx, ctx.player);
  const player = await ctx.session.start(auth);
  return { player: player.user };
}

/**
 * Creates the account in the country the player picked (never the geo country: a traveller signs
 * up at home), which must be on the casino's list, and signs the player in.
 */
export async function signUp(ctx: ServiceContext, details: SignUpDetails): Promise<PlayerAnswer> {
  const listed = (await countries(ctx)).some((country) => country.alpha3 === details.country);
  if (!listed) {
    throw new DomainError({
      code: 'no_such_country',
      status: 'BAD_REQUEST',
      messageKey: 'errors.selectCountry',
    });
  }
  const auth = await ctx.clients.casino.signUp(
    {
      email: details.email,
      password: details.password,
      currency: details.currency,
      language: details.language,
      country: details.country,
      promoCode: details.promoCode,
      marketing: details.marketing,
      referral: recognisedReferral(ctx, details.referral),
    },
    ctx.upstreamCall,
  );
  await retireUpstreamToken(ctx, ctx.player);
  const player = await ctx.session.start(auth);
  return { player: player.user };
}

/** Signs out; a guest's call changes nothing but a stale cookie, which is cleared. */
export async function logout(ctx: ServiceContext): Promise<void> {
  await retireUpstreamToken(ctx, ctx.player);
  await ctx.session.end();
}

/**
 * The player as the upstream describes them now; the stored snapshot follows. An upstream that
 * no longer knows the token ends the session here too.
 */
export async function currentPlayer(
  ctx: ServiceContext,
  player: SessionPlayer,
): Promise<PlayerAnswer> {
  let user: User;
  try {
    user = await ctx.clients.casino.me(player.token, ctx.upstreamCall);
  } catch (error) {
    if (error instanceof DomainError && error.status === 'UNAUTHORIZED') await ctx.session.end();
    throw error;
  }
  await ctx.session.update(user);
  return { player: user };
}

/**
 * Turns a session uuid from a URL into a cookie session. A value that carries no uuid changes
 * nothing (the SPA ignores it); a real one ends the current session first, then is redeemed.
 */
export async function adopt(
  ctx: ServiceContext,
  source: SessionSource,
  value: string,
): Promise<PlayerAnswer> {
  const sessionUuid = sessionUuidFrom(source, value);
  if (sessionUuid === null) {
    throw new DomainError({
      code: 'invalid_session_value',
      status: 'BAD_REQUEST',
      messageKey: 'errors.invalidInput',
    });
  }
  await logout(ctx);
  const auth = await ctx.clients.casino.redeemSession(sessionUuid, ctx.upstreamCall);
  const player = await ctx.session.start(auth);
  return { player: player.user };
}
