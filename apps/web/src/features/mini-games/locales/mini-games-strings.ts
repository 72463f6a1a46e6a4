import type { LanguageCode } from '@casino/shared';
import { MINI_GAMES_DE } from './de.js';
import { MINI_GAMES_EN, type MiniGamesStrings } from './en.js';
import { MINI_GAMES_PT } from './pt.js';
import { MINI_GAMES_RO } from './ro.js';

/** Every language's mini-game strings at once, by route code: for tests, which render without loading. */
export const MINI_GAMES_STRINGS: Readonly<Record<LanguageCode, MiniGamesStrings>> = {
  en: MINI_GAMES_EN,
  gb: MINI_GAMES_EN,
  de: MINI_GAMES_DE,
  ro: MINI_GAMES_RO,
  pt: MINI_GAMES_PT,
};
