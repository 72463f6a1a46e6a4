import {
  GAME_PLAYABILITY_MESSAGES,
  NOT_ENOUGH_MONEY_MESSAGE,
  demoNeedsSignIn,
  gamePlayability,
  hasMoneyToPlay,
  isPlayDisabled,
  profileRequirement,
  type GameId,
  type GameMode,
  type LanguageCode,
  type MessageKey,
} from '@casino/shared';
import { DomainError } from '../errors.js';
import type { ServiceContext } from './service-context.js';
import type { SessionPlayer } from '../sessions/session-player.js';
import { gameById } from './games.js';
import { checkPlayLimits, withLimitRefusals } from './limits.js';
import { visitorGeo } from './visitor.js';
import { playability as playabilityOf } from './wallet.js';

// Starting a game (SPEC.md section 4, "Play flow"; section 5). The SPA runs the same checks to
// choose its modal, but the BFF is the guard: a launch URL is handed out only when the rules
// allow it, whatever the client skipped.

export interface GameLaunchInput {
  gameId: GameId;
  mode: GameMode;
  lang?: LanguageCode | undefined;
}

export interface GameLaunchView {
  gameId: GameId;
  mode: GameMode;
  /**
   * The game frame's URL, new for each launch (it opens the game once): absolute, or in mock mode
   * a path on the BFF's own origin.
   */
  url: string;
  /**
   * Playable, but bonus money does not count (GAME_NOTIFICATION_MODAL); null when nothing needs
   * saying.
   */
  notice: MessageKey | null;
}

function accessDenied(cause?: unknown): DomainError {
  return new DomainError({
    code: 'game_restricted',
    status: 'FORBIDDEN',
    messageKey: 'errors.accessDenied',
    cause,
  });
}

/** What the real-money rules say, from the player's balances and profile. */
async function realPlayCheck(
  ctx: ServiceContext,
  player: SessionPlayer,
  game: Parameters<typeof gamePlayability>[0] & Parameters<typeof profileRequirement>[0],
): Promise<MessageKey | null> {
  const [money, user] = await Promise.all([
    playabilityOf({ ...ctx, player }),
    // Fresh, not the session's snapshot: the profile may have been completed a moment ago.
    ctx.clients.casino.me(player.token, ctx.upstreamCall),
  ]);
  const playability = gamePlayability(game, money);
  if (playability === 'not_available') {
    throw new DomainError({
      code: 'game_not_available',
      status: 'FORBIDDEN',
      messageKey: GAME_PLAYABILITY_MESSAGES.not_available,
    });
  }
  // INSUFFICIENT_BALANCE_MODAL: nothing to bet with (docs/decisions/018).
  if (!hasMoneyToPlay(game, money)) {
    throw new DomainError({
      code: 'insufficient_balance',
      status: 'CONFLICT',
      messageKey: NOT_ENOUGH_MONEY_MESSAGE,
    });
  }
  const requirement = profileRequirement(game, user);
  if (!requirement.satisfied) {
    throw new DomainError({
      code: 'profile_incomplete',
      status: 'UNPROCESSABLE_CONTENT',
      messageKey: requirement.messageKey,
      // The fields PROFILE_REQUIREMENTS_MODAL asks for, in form order.
      values: { missing: requirement.missing.join(',') },
    });
  }
  return playability === 'playable_not_for_bonus'
    ? GAME_PLAYABILITY_MESSAGES.playable_not_for_bonus
    : null;
}

/** Puts a real-money launch first in the player's recently played games; never fails a launch. */
async function recordRealLaunch(ctx: ServiceContext, player: SessionPlayer, gameId: GameId) {
  try {
    await ctx.recentlyPlayed.record(player.id, gameId);
  } catch (error) {
    ctx.log.warn({ err: error, gameId }, 'recently played: the launch was not recorded');
  }
}

/**
 * A launch URL. Real play needs a session, a game the bonus rules let the player start, money to
 * bet with and the profile fields the provider asks for; every launch needs a country where the
 * game may run ('Access denied'). Demo play skips the player's checks, as the SPA's does, except
 * that a UK guest signs in first (SPEC-NOTES, "Regulation beyond the spec"). A real
 * launch that succeeds goes first in the player's recently played games.
 */
export async function launchGame(
  ctx: ServiceContext,
  input: GameLaunchInput,
): Promise<GameLaunchView> {
  const { player } = ctx;
  if (input.mode === 'real' && player === null) {
    throw new DomainError({
      code: 'unauthorized',
      status: 'UNAUTHORIZED',
      messageKey: 'errors.unauthorized',
    });
  }
  const { country } = await visitorGeo(ctx);
  // UKGC: free-to-play games need age verification too, so a UK guest signs in first.
  if (input.mode === 'demo' && demoNeedsSignIn({ isAuthenticated: player !== null, country })) {
    throw new DomainError({
      code: 'demo_sign_in_required',
      status: 'UNAUTHORIZED',
      messageKey: 'errors.unauthorized',
    });
  }
  const { value: game } = await gameById(ctx, input.gameId);
  if (isPlayDisabled(game)) throw accessDenied();
  const realPlayer = input.mode === 'real' ? player : null;
  const notice = realPlayer === null ? null : await realPlayCheck(ctx, realPlayer, game);
  // The session-time and loss limits the player set (docs/decisions/037).
  if (realPlayer !== null) await checkPlayLimits({ ...ctx, player: realPlayer });
  const call = () =>
    ctx.clients.casino.gameLaunch(
      player?.token ?? null,
      game.id,
      { mode: input.mode, lang: input.lang ?? player?.user.language, country },
      ctx.upstreamCall,
    );
  const launch =
    realPlayer === null
      ? await call()
      : await withLimitRefusals({ ...ctx, player: realPlayer }, call);
  if (realPlayer !== null) await recordRealLaunch(ctx, realPlayer, launch.gameId);
  return { gameId: launch.gameId, mode: launch.mode, url: launch.url, notice };
}
