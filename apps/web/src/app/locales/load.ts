import type { LanguageCode } from '@casino/shared';

/** The default namespace of one language, fetched on its own (gb shares en's wording). */
export async function loadAppStrings(language: LanguageCode): Promise<Record<string, unknown>> {
  switch (language) {
    case 'en':
    case 'gb':
      return (await import('./strings-en.js')).STRINGS_EN;
    case 'de':
      return (await import('./strings-de.js')).STRINGS_DE;
    case 'ro':
      return (await import('./strings-ro.js')).STRINGS_RO;
    case 'pt':
      return (await import('./strings-pt.js')).STRINGS_PT;
  }
}
