import { stringsLoader } from '../../../lib/strings-loader.js';
import type { GamificationStrings } from './en.js';

/** The gamification feature's strings in one language, each a chunk of its own (gb reads en). */
export const loadGamificationStrings = stringsLoader<GamificationStrings>({
  en: async () => (await import('./en.js')).GAMIFICATION_EN,
  de: async () => (await import('./de.js')).GAMIFICATION_DE,
  ro: async () => (await import('./ro.js')).GAMIFICATION_RO,
  pt: async () => (await import('./pt.js')).GAMIFICATION_PT,
});
