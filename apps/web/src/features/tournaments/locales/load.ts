import { stringsLoader } from '../../../lib/strings-loader.js';
import type { TournamentsStrings } from './en.js';

/** The tournaments' strings in one language, each language a chunk of its own (gb reads en). */
export const loadTournamentsStrings = stringsLoader<TournamentsStrings>({
  en: async () => (await import('./en.js')).TOURNAMENTS_EN,
  de: async () => (await import('./de.js')).TOURNAMENTS_DE,
  ro: async () => (await import('./ro.js')).TOURNAMENTS_RO,
  pt: async () => (await import('./pt.js')).TOURNAMENTS_PT,
});
