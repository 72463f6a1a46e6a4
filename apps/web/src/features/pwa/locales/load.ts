import { stringsLoader } from '../../../lib/strings-loader.js';
import type { PwaStrings } from './en.js';

/** The installed app's strings in one language, each language a chunk of its own (gb reads en). */
export const loadPwaStrings = stringsLoader<PwaStrings>({
  en: async () => (await import('./en.js')).PWA_EN,
  de: async () => (await import('./de.js')).PWA_DE,
  ro: async () => (await import('./ro.js')).PWA_RO,
  pt: async () => (await import('./pt.js')).PWA_PT,
});
