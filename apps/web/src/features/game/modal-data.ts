import type { Game, MessageKey, ProfileRequirementField } from '@casino/shared';
import type { PlayMode } from './rules/play-step.js';

// What the game feature's modals take (declared in ModalDataMap by feature.ts). Types only: the
// play flow, which the lobby's first screen loads, opens these modals without their code.

/**
 * A game as a Play control hands it over: at least its id and name (a tile has more). The flow
 * reads the rest from games.byId when it needs it.
 */
export type PlayGameInput = Pick<Game, 'id' | 'name'> &
  Partial<Pick<Game, 'providerId' | 'providerName' | 'requiredProfile' | 'geo_link' | 'hasDemo'>>;

export interface GameNotAvailableData {
  /** restricted: not licensed where the player is ('Access denied'); unavailable: no geo_link. */
  reason: 'restricted' | 'unavailable';
  gameName?: string;
}

export interface GameNotificationData {
  game: PlayGameInput;
  /**
   * Shown before the game opens (the play flow): the player goes on or stays. Otherwise the game
   * is already open and the modal only informs.
   */
  beforeLaunch: boolean;
}

export interface SwitchToGameData {
  game: PlayGameInput;
}

/**
 * The game the player tried to play, or null for a bet placed outside a game (the sportsbook's
 * bet slip): 'Insufficient balance to place a bet'.
 */
export interface InsufficientBalanceData {
  game: PlayGameInput | null;
}

export interface ProfileRequirementsData {
  game: PlayGameInput;
  mode?: PlayMode;
  /** The fields to ask for, in form order. */
  missing: readonly ProfileRequirementField[];
  /** errors.nonFilledBirth when only the birthday is missing, else errors.profileIncomplete. */
  messageKey: Extract<MessageKey, 'errors.nonFilledBirth' | 'errors.profileIncomplete'>;
  /** The bonus notice was read on the way here: the game page does not show it again. */
  noticeSeen?: boolean;
}
