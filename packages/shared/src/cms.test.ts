import { describe, expect, it } from 'vitest';
import { SEO_MAIN_KEY, cmsCarouselContentSchema, faqSchema, seoPageSchema } from './cms.js';

describe('seoPageSchema', () => {
  it('takes a child or seo_main with a canonical path', () => {
    const page = {
      key: SEO_MAIN_KEY,
      language: 'de',
      title: 'Lumo',
      description: '',
      canonicalPath: '/de',
    };
    expect(seoPageSchema.parse(page)).toEqual(page);
    expect(seoPageSchema.safeParse({ ...page, canonicalPath: 'https://x.test/de' }).success).toBe(
      false,
    );
    expect(seoPageSchema.safeParse({ ...page, language: 'fr' }).success).toBe(false);
    expect(seoPageSchema.safeParse({ ...page, title: '' }).success).toBe(false);
  });
});

describe('faqSchema', () => {
  it('takes items with a code-like id', () => {
    expect(
      faqSchema.parse([{ id: 'sign-up', question: 'How?', answer: '<p>So.</p>' }]),
    ).toHaveLength(1);
    expect(faqSchema.safeParse([{ id: 'Sign Up', question: 'How?', answer: 'So.' }]).success).toBe(
      false,
    );
  });
});

describe('cmsCarouselContentSchema', () => {
  it('takes game ids in order', () => {
    expect(
      cmsCarouselContentSchema.parse({ key: 'jackpots_cms', gameIds: [3, 1, 2] }).gameIds,
    ).toEqual([3, 1, 2]);
    expect(cmsCarouselContentSchema.safeParse({ key: 'jackpots_cms', gameIds: [0] }).success).toBe(
      false,
    );
  });
});
