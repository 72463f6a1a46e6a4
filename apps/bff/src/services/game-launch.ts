import {
  GAME_PLAYABILITY_MESSAGES,
  gamePlayability,
  isPlayDisabled,
  profileRequirement,
  type GameId,
  type LanguageCode,
  type MessageKey,
} from '@casino/shared';
import { DomainError } from '../errors.js';
import { type Context } from '../trpc/context.js';
import { type GameMode } from '../upstreams/contract.js';
import { gameById } from './games.js';
import { visitorGeo } from './visitor.js';

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
  /** The game frame's URL. */
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
  ctx: Context,
  token: string,
  game: Parameters<typeof gamePlayability>[0] & Parameters<typeof profileRequirement>[0],
): Promise<MessageKey | null> {
  const { casino } = ctx.clients;
  const [balance, bonusAccount, user] = await Promise.all([
    casino.shortBalance(token, ctx.upstreamCall),
    casino.bonusAccount(token, ctx.upstreamCall),
    // Fresh, not the session's snapshot: the profile may have been completed a moment ago.
    casino.me(token, ctx.upstreamCall),
  ]);
  const playability = gamePlayability(game, {
    balanceMain: balance.balanceMain,
    bonusCasino: balance.bonusCasino,
    wageringGames: bonusAccount.wager?.bonus.wageringGames ?? [],
  });
  if (playability === 'not_available') {
    throw new DomainError({
      code: 'game_not_available',
      status: 'FORBIDDEN',
      messageKey: GAME_PLAYABILITY_MESSAGES.not_available,
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

/**
 * A launch URL. Real play needs a session, a game the bonus rules let the player start, and the
 * profile fields the provider asks for; every launch needs a country where the game may run
 * ('Access denied'). Demo play skips the player's checks, as the SPA's does.
 */
export async function launchGame(ctx: Context, input: GameLaunchInput): Promise<GameLaunchView> {
  const { player } = ctx;
  if (input.mode === 'real' && player === null) {
    throw new DomainError({
      code: 'unauthorized',
      status: 'UNAUTHORIZED',
      messageKey: 'errors.unauthorized',
    });
  }
  const { value: game } = await gameById(ctx, input.gameId);
  if (isPlayDisabled(game)) throw accessDenied();
  const notice =
    input.mode === 'real' && player !== null ? await realPlayCheck(ctx, player.token, game) : null;
  const { country } = await visitorGeo(ctx);
  const launch = await ctx.clients.casino.gameLaunch(
    player?.token ?? null,
    game.id,
    { mode: input.mode, lang: input.lang ?? player?.user.language, country },
    ctx.upstreamCall,
  );
  return { gameId: launch.gameId, mode: launch.mode, url: launch.url, notice };
}
