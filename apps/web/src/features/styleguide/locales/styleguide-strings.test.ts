import { LANGUAGE_CODES } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { STYLEGUIDE_EN } from './en.js';
import { STYLEGUIDE_STRINGS } from './styleguide-strings.js';

function leaves(node: object, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = new Map(leaves(STYLEGUIDE_EN));

describe('the styleguide strings', () => {
  it.each(LANGUAGE_CODES)('%s has exactly the keys and placeholders of English', (code) => {
    const strings = new Map(leaves(STYLEGUIDE_STRINGS[code]));
    expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of strings) {
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('gives gb the English wording', () => {
    expect(STYLEGUIDE_STRINGS.gb).toBe(STYLEGUIDE_EN);
  });
});
