import { stringsLoader } from '../../../lib/strings-loader.js';
import type { PromotionsStrings } from './en.js';

/** The shops' and the catch game's strings in one language, each a chunk of its own (gb reads en). */
export const loadPromotionsStrings = stringsLoader<PromotionsStrings>({
  en: async () => (await import('./en.js')).PROMOTIONS_EN,
  de: async () => (await import('./de.js')).PROMOTIONS_DE,
  ro: async () => (await import('./ro.js')).PROMOTIONS_RO,
  pt: async () => (await import('./pt.js')).PROMOTIONS_PT,
});
