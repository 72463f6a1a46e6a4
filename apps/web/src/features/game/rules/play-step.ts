import {
  GAME_PLAYABILITY_MESSAGES,
  demoNeedsSignIn,
  gamePlayability,
  hasMoneyToPlay,
  isPlayDisabled,
  profileRequirement,
  type Game,
  type PlayabilityInput,
  type ProfileForGame,
  type ProfileRequirementField,
} from '@casino/shared';

// The play flow's decisions (SPEC.md section 4 "Play flow", section 5; SPEC-NOTES), apart from
// React: given what is known so far, the next thing to do. The hook (hooks/use-play-flow.ts)
// fetches what a step asks for and acts on the answer; the game page asks the same questions of
// a game entered by its URL.

/** Real money, or the provider's free demo. */
export type PlayMode = 'real' | 'demo';

/**
 * What the decisions read of a game. A tile knows whether it starts anywhere and has a demo; the
 * provider's demands are read (games.byId) only when real money needs them.
 */
export type GameForPlay = Pick<Game, 'id' | 'name' | 'geo_link' | 'hasDemo'> &
  Partial<Pick<Game, 'providerId' | 'requiredProfile'>>;

export interface PlayStepInput {
  game: GameForPlay;
  mode: PlayMode;
  isAuthenticated: boolean;
  /** The visitor's alpha-3 country as the UK rule reads it: geo for guests, account for players. */
  country: string | null | undefined;
  /** The player's balances and wagering list (wallet.playability); undefined until fetched. */
  money?: PlayabilityInput | undefined;
  /** The player's profile fields a launch may need (the session's player). */
  profile?: ProfileForGame | undefined;
  /** GAME_NOTIFICATION_MODAL was shown for this launch and the player went on. */
  noticeSeen?: boolean;
}

export type PlayStep =
  /** No geo_link: the game starts nowhere (GAME_NOT_AVAILABLE). */
  | { kind: 'unavailable' }
  /** A guest wants real money: sign-up first, the wish kept in statusSignUp. */
  | { kind: 'sign_up' }
  /** A UK guest wants a demo: log in first (UKGC age verification). */
  | { kind: 'log_in' }
  /** The game's provider and profile demands are needed: read the game and ask again. */
  | { kind: 'need_game' }
  /** The player's balances are needed: fetch wallet.playability and ask again. */
  | { kind: 'need_money' }
  /** The bonus wagering list leaves the game out and real money is under 100: an error toast. */
  | { kind: 'not_available'; messageKey: typeof GAME_PLAYABILITY_MESSAGES.not_available }
  /** Nothing to bet with: INSUFFICIENT_BALANCE_MODAL. */
  | { kind: 'insufficient_balance' }
  /** Playable with real money only: GAME_NOTIFICATION_MODAL, then on. */
  | {
      kind: 'notice';
      messageKey: typeof GAME_PLAYABILITY_MESSAGES.playable_not_for_bonus;
    }
  /** The provider needs profile fields the player lacks: PROFILE_REQUIREMENTS_MODAL. */
  | {
      kind: 'profile';
      missing: readonly ProfileRequirementField[];
      messageKey: 'errors.nonFilledBirth' | 'errors.profileIncomplete';
    }
  /** Open the game page in this mode. */
  | { kind: 'open'; mode: PlayMode };

/** The mode a request really gets: a demo of a game without one is real play. */
export function effectiveMode(game: Pick<Game, 'hasDemo'>, mode: PlayMode): PlayMode {
  return mode === 'demo' && !game.hasDemo ? 'real' : mode;
}

/**
 * The next step of the play flow. Order: a game that starts nowhere; demo (no checks, but a UK
 * guest signs in); for real money a guest signs up, then the bonus rule, the money, the notice
 * and the profile, as games.launch checks them (docs/decisions/018).
 */
export function playStep(input: PlayStepInput): PlayStep {
  const { game } = input;
  if (isPlayDisabled(game)) return { kind: 'unavailable' };
  const mode = effectiveMode(game, input.mode);
  if (mode === 'demo') {
    return demoNeedsSignIn({ isAuthenticated: input.isAuthenticated, country: input.country })
      ? { kind: 'log_in' }
      : { kind: 'open', mode: 'demo' };
  }
  if (!input.isAuthenticated) return { kind: 'sign_up' };
  const { providerId, requiredProfile } = game;
  if (providerId === undefined || requiredProfile === undefined) return { kind: 'need_game' };
  if (input.money === undefined) return { kind: 'need_money' };
  const playability = gamePlayability(game, input.money);
  if (playability === 'not_available') {
    return { kind: 'not_available', messageKey: GAME_PLAYABILITY_MESSAGES.not_available };
  }
  if (!hasMoneyToPlay(game, input.money)) return { kind: 'insufficient_balance' };
  if (playability === 'playable_not_for_bonus' && input.noticeSeen !== true) {
    return { kind: 'notice', messageKey: GAME_PLAYABILITY_MESSAGES.playable_not_for_bonus };
  }
  const requirement = profileRequirement({ providerId, requiredProfile }, input.profile ?? {});
  if (!requirement.satisfied) {
    return { kind: 'profile', missing: requirement.missing, messageKey: requirement.messageKey };
  }
  return { kind: 'open', mode: 'real' };
}
