import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './language.js';
import { MESSAGE_CATALOGUES } from './message-catalogues.js';
import { englishMessage, MESSAGE_KEYS, MESSAGES_EN, type MessageCatalogue } from './messages.js';

function leaves(catalogue: MessageCatalogue): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') found.set(`${prefix}${key}`, value);
      else walk(value as object, `${prefix}${key}.`);
    }
  };
  walk(catalogue, '');
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it.each(LANGUAGE_CODES)('%s has every key of the English catalogue and no other', (code) => {
    expect([...leaves(MESSAGE_CATALOGUES[code]).keys()].sort()).toEqual([...MESSAGE_KEYS].sort());
  });

  it.each(LANGUAGE_CODES)('%s keeps every interpolation value of the English text', (code) => {
    const texts = leaves(MESSAGE_CATALOGUES[code]);
    for (const key of MESSAGE_KEYS) {
      const text = texts.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(englishMessage(key)));
    }
  });

  it.each(['de', 'ro', 'pt'] as const)('%s is translated, not a copy of English', (code) => {
    const texts = leaves(MESSAGE_CATALOGUES[code]);
    const copied = MESSAGE_KEYS.filter((key) => texts.get(key) === englishMessage(key));
    expect(copied).toEqual([]);
  });

  it('gives the English copy of the spec for its keys', () => {
    expect(MESSAGES_EN.blockedCountry.title).toBe('Your region is blocked!');
    expect(MESSAGES_EN.notFound.description).toBe(
      'The requested URL was not found on this server..',
    );
    expect(englishMessage('errors.fewerPhotos', { count: 20 })).toBe(
      'You must have fewer than 20 photos',
    );
    expect(englishMessage('errors.amountMax', {})).toBe('Maximum amount is {{max}}');
  });
});
