import { stringsLoader } from '../../lib/strings-loader.js';

/** The default namespace of one language, fetched on its own (gb shares en's wording). */
export const loadAppStrings = stringsLoader<Record<string, unknown>>({
  en: async () => (await import('./strings-en.js')).STRINGS_EN,
  de: async () => (await import('./strings-de.js')).STRINGS_DE,
  ro: async () => (await import('./strings-ro.js')).STRINGS_RO,
  pt: async () => (await import('./strings-pt.js')).STRINGS_PT,
});
