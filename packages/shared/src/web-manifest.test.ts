import { describe, expect, it } from 'vitest';
import {
  PWA_START_URL,
  shortNameOf,
  webManifest,
  webManifestSchema,
  WEB_MANIFEST_STRINGS,
} from './web-manifest.js';

describe('webManifest', () => {
  it('names the brand, opens /pwa standalone within the whole origin', () => {
    const manifest = webManifest('Lumo Casino', 'en');
    expect(webManifestSchema.parse(manifest)).toEqual(manifest);
    expect(manifest).toMatchObject({
      name: 'Lumo Casino',
      short_name: 'Lumo Casino',
      start_url: PWA_START_URL,
      scope: '/',
      display: 'standalone',
      theme_color: '#0b1226',
      lang: 'en',
    });
  });

  it('has 192 and 512 icons for any purpose and maskable ones, and three shortcuts with icons', () => {
    const manifest = webManifest('Lumo Casino', 'en');
    const sizes = (purpose: string) =>
      manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
    expect(sizes('any')).toEqual(['192x192', '512x512']);
    expect(sizes('maskable')).toEqual(['192x192', '512x512']);
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/games/slots',
      '/games/live',
      '/deposit',
    ]);
    for (const shortcut of manifest.shortcuts) expect(shortcut.icons[0]?.sizes).toBe('96x96');
  });

  it("speaks the visitor's language; gb reads English", () => {
    expect(webManifest('Lumo', 'de').shortcuts.map((shortcut) => shortcut.name)).toEqual([
      'Slots',
      'Live-Casino',
      'Einzahlen',
    ]);
    expect(webManifest('Lumo', 'de').lang).toBe('de-DE');
    expect(webManifest('Lumo', 'gb').description).toBe(WEB_MANIFEST_STRINGS.en.description);
    expect(webManifest('Lumo', 'gb').lang).toBe('en-GB');
  });

  it('keeps every language with the same keys', () => {
    const keys = Object.keys(WEB_MANIFEST_STRINGS.en).sort();
    for (const strings of Object.values(WEB_MANIFEST_STRINGS))
      expect(Object.keys(strings).sort()).toEqual(keys);
  });
});

describe('shortNameOf', () => {
  it('keeps a name of 12 characters or fewer', () => {
    expect(shortNameOf('  Lumo Casino ')).toBe('Lumo Casino');
    expect(shortNameOf('ABCDEFGHIJKL')).toBe('ABCDEFGHIJKL');
  });

  it('cuts a longer one at its first word, and a long first word at 12', () => {
    expect(shortNameOf('Lumo Casino Deluxe')).toBe('Lumo');
    expect(shortNameOf('ABCDEFGHIJKLM')).toBe('ABCDEFGHIJKL');
  });
});
