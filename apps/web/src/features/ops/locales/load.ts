import { stringsLoader } from '../../../lib/strings-loader.js';
import type { OpsStrings } from './en.js';

/** The ops page's strings in one language, each language a chunk of its own (gb reads en). */
export const loadOpsStrings = stringsLoader<OpsStrings>({
  en: async () => (await import('./en.js')).OPS_EN,
  de: async () => (await import('./de.js')).OPS_DE,
  ro: async () => (await import('./ro.js')).OPS_RO,
  pt: async () => (await import('./pt.js')).OPS_PT,
});
