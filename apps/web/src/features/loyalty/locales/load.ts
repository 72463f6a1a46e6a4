import { stringsLoader } from '../../../lib/strings-loader.js';
import type { LoyaltyStrings } from './en.js';

/** The loyalty programme's strings in one language, each a chunk of its own (gb reads en). */
export const loadLoyaltyStrings = stringsLoader<LoyaltyStrings>({
  en: async () => (await import('./en.js')).LOYALTY_EN,
  de: async () => (await import('./de.js')).LOYALTY_DE,
  ro: async () => (await import('./ro.js')).LOYALTY_RO,
  pt: async () => (await import('./pt.js')).LOYALTY_PT,
});
