import { stringsLoader } from '../../../lib/strings-loader.js';
import type { SaferGamblingStrings } from './en.js';

/** The safer-gambling strings in one language, each a chunk of its own (gb reads en). */
export const loadSaferGamblingStrings = stringsLoader<SaferGamblingStrings>({
  en: async () => (await import('./en.js')).SAFER_GAMBLING_EN,
  de: async () => (await import('./de.js')).SAFER_GAMBLING_DE,
  ro: async () => (await import('./ro.js')).SAFER_GAMBLING_RO,
  pt: async () => (await import('./pt.js')).SAFER_GAMBLING_PT,
});
