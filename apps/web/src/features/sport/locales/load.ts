import { stringsLoader } from '../../../lib/strings-loader.js';
import type { SportStrings } from './en.js';

/** The sportsbook section's strings in one language, each a chunk of its own (gb reads en). */
export const loadSportStrings = stringsLoader<SportStrings>({
  en: async () => (await import('./en.js')).SPORT_EN,
  de: async () => (await import('./de.js')).SPORT_DE,
  ro: async () => (await import('./ro.js')).SPORT_RO,
  pt: async () => (await import('./pt.js')).SPORT_PT,
});
