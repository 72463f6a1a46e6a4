import { stringsLoader } from '../../../lib/strings-loader.js';
import type { ContentStrings } from './en.js';

/** The content pages' strings in one language, each language a chunk of its own (gb reads en). */
export const loadContentStrings = stringsLoader<ContentStrings>({
  en: async () => (await import('./en.js')).CONTENT_EN,
  de: async () => (await import('./de.js')).CONTENT_DE,
  ro: async () => (await import('./ro.js')).CONTENT_RO,
  pt: async () => (await import('./pt.js')).CONTENT_PT,
});
