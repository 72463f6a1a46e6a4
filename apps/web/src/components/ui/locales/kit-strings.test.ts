import { LANGUAGE_CODES } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { KIT_EN } from './en.js';
import { KIT_STRINGS } from './kit-strings.js';

function leaves(node: object, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** The same word in the language as in English: names and loanwords the players use. */
const SAME_AS_ENGLISH: Readonly<Record<'de' | 'ro' | 'pt', readonly string[]>> = {
  de: ['badge.top', 'badge.live', 'badge.drops', 'badge.jackpot'],
  ro: ['badge.top', 'badge.live', 'badge.drops', 'badge.jackpot'],
  pt: ['badge.top', 'badge.drops', 'badge.jackpot', 'countdown.days'],
};

const english = new Map(leaves(KIT_EN));

describe('the kit strings', () => {
  it.each(LANGUAGE_CODES)('%s has exactly the keys and placeholders of English', (code) => {
    const strings = new Map(leaves(KIT_STRINGS[code]));
    expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of strings) {
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
      expect(text.trim(), key).not.toBe('');
    }
  });

  it.each(['de', 'ro', 'pt'] as const)('%s leaves no string in English', (code) => {
    const untranslated = leaves(KIT_STRINGS[code])
      .filter(([key, text]) => english.get(key) === text)
      .map(([key]) => key);
    expect(untranslated.sort()).toEqual([...SAME_AS_ENGLISH[code]].sort());
  });

  it('gives gb the English wording', () => {
    expect(KIT_STRINGS.gb).toBe(KIT_EN);
  });
});
