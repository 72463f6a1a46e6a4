import { LANGUAGE_CODES } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { stringsLoader } from './strings-loader.js';

describe('stringsLoader', () => {
  it('loads each language’s own strings, and en’s for gb', async () => {
    const load = stringsLoader({
      en: () => Promise.resolve('en'),
      de: () => Promise.resolve('de'),
      ro: () => Promise.resolve('ro'),
      pt: () => Promise.resolve('pt'),
    });
    const loaded = await Promise.all(LANGUAGE_CODES.map(load));
    expect(loaded).toEqual(['en', 'de', 'ro', 'pt', 'en']);
  });
});
