import {
  INFO_PAGE_SECTIONS,
  LANGUAGE_CODES,
  SEO_MAIN_KEY,
  faqSchema,
  footerContentSchema,
  infoPageSchema,
  seoPageSchema,
} from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { faq, footer, infoPage, infoPageGroups } from './content.js';
import { SEO_PATHS, seoFor } from './seo.js';

describe('CMS content', () => {
  it('has info pages for every section, in every language, in the shared shapes', () => {
    for (const language of LANGUAGE_CODES) {
      const content = footerContentSchema.parse(footer(language, 'http://mock.test'));
      expect(content.groups.map((group) => group.code)).toEqual([...INFO_PAGE_SECTIONS]);
      for (const group of content.groups) {
        expect(group.children.length).toBeGreaterThan(0);
        for (const child of group.children) infoPageSchema.parse(infoPage(child.code, language));
      }
      expect(content.licence.image).toBe('http://mock.test/art/licence.svg');
      expect(faqSchema.parse(faq(language)).length).toBeGreaterThan(0);
    }
  });

  it('writes real copy per language, never filler text', () => {
    const titles = (['en', 'de', 'ro', 'pt'] as const).map((language) =>
      infoPageGroups(language)
        .flatMap((group) => group.children.map((child) => child.content))
        .join(' '),
    );
    expect(new Set(titles).size).toBe(4);
    for (const text of titles) expect(text.toLowerCase()).not.toContain('lorem');
    expect(faq('gb').find((item) => item.id === 'minimum-deposit')?.answer).toContain('£');
    expect(faq('ro').find((item) => item.id === 'minimum-deposit')?.answer).toContain('RON');
  });

  it('writes the main info pages like real ones: headed sections, a few hundred words', () => {
    const pages = [
      'terms-and-conditions',
      'privacy-policy',
      'responsible-gaming',
      'rules',
      'jackpot-rules',
    ];
    for (const language of LANGUAGE_CODES) {
      for (const code of pages) {
        const page = infoPageSchema.parse(infoPage(code, language));
        expect(page.content.match(/<h2>/g)?.length, `${code} ${language}`).toBeGreaterThanOrEqual(
          3,
        );
        const words = page.content
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .filter(Boolean);
        expect(words.length, `${code} ${language}`).toBeGreaterThanOrEqual(150);
      }
    }
    expect(infoPage('jackpot-rules', 'de')?.content).toContain(
      'Montag, Mittwoch, Donnerstag und Freitag',
    );
  });

  it('answers SEO by path, with seo_main as the fallback and the canonical path per language', () => {
    const slots = seoPageSchema.parse(seoFor('/games/slots', 'de'));
    expect(slots).toMatchObject({ key: 'games_slots', canonicalPath: '/de/games/slots' });
    expect(slots.title).toContain('Spielautomaten');
    expect(seoFor('/', 'en')).toMatchObject({ key: 'home', canonicalPath: '/' });
    expect(seoFor('/sport/football/live', 'pt')).toMatchObject({
      key: 'sport',
      canonicalPath: '/pt/sport/football/live',
    });
    expect(seoFor('/tournaments/network/x', 'en').key).toBe('tournaments');
    expect(seoFor('/game/1001-wild-wolf', 'ro').key).toBe(SEO_MAIN_KEY);
    expect(seoFor('/faq/', 'en')).toMatchObject({ key: 'faq', canonicalPath: '/faq' });
    expect(SEO_PATHS).toContain('/games/live');
    expect(new Set(SEO_PATHS).size).toBe(SEO_PATHS.length);
    expect(seoFor('/', 'ro').description).toContain('57500 RON');
    expect(seoFor('/welcome_offer', 'ro')).toMatchObject({
      key: 'welcome_offer',
      canonicalPath: '/ro/welcome_offer',
    });
    expect(seoFor('/live_casino', 'de').title).toContain('Live-Casino');
    expect(seoFor('/aviator', 'en').key).toBe('aviator');
  });
});
