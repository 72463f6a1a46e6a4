import type { LanguageCode } from '@casino/shared';
import { GAME_DE } from './de.js';
import { GAME_EN, type GameStrings } from './en.js';
import { GAME_PT } from './pt.js';
import { GAME_RO } from './ro.js';

/** Every language's game strings at once, by route code: for tests, which render without loading. */
export const GAME_STRINGS: Readonly<Record<LanguageCode, GameStrings>> = {
  en: GAME_EN,
  gb: GAME_EN,
  de: GAME_DE,
  ro: GAME_RO,
  pt: GAME_PT,
};
