import type { Bonus, JackpotWinNotice } from '@casino/shared';

// The data of the bonus modals (lib/features.ts, ModalDataMap).

/** BONUS_MODAL: the bonus a USER_BONUS named, as the BFF gave it. */
export interface BonusModalData {
  bonus: Bonus;
}

/** A bonus as a confirmation names it. */
export type BonusRef = Pick<Bonus, 'id' | 'name'>;

/**
 * ATTENTION_BONUS_MODAL: accepting `bonus` while `active` is being wagered (the current wagering
 * burns), or cancelling the active `bonus` (the whole bonus balance is zeroed).
 */
export type AttentionBonusData =
  { kind: 'accept'; bonus: BonusRef; active: BonusRef } | { kind: 'cancel'; bonus: BonusRef };

/** FREE_SPINS: the free-spin count a USER_FREESPINS brought and the bet of each spin. */
export interface FreeSpinsData {
  number: number;
  betAmount: number;
}

/**
 * JACKPOT_WIN: a win as the JACKPOT_WIN event or the player's wins gave it, waiting for the
 * player's decision, or credited already without wagering (the no-wager variant).
 */
export interface JackpotWinData {
  win: JackpotWinNotice;
}
