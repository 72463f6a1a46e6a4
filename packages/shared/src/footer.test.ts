import { describe, expect, it } from 'vitest';
import { INFO_PAGE_SECTIONS, type InfoPageGroup, findInfoPage } from './footer.js';
import { footerContentSchema, infoPageGroupSchema } from './footer-schemas.js';

const terms = { code: 'terms', title: 'Terms and conditions', content: '<p>Terms</p>' };
const vipRules = { code: 'terms', title: 'VIP terms', content: '<p>VIP</p>' };
const groups: InfoPageGroup[] = [
  { code: 'info_pages', title: 'Information', children: [terms] },
  { code: 'loyalty_rules', title: 'Loyalty', children: [vipRules] },
];

describe('footer content', () => {
  it('names the five info-page sections', () => {
    expect(INFO_PAGE_SECTIONS).toEqual([
      'info_pages',
      'loyalty',
      'app',
      'jackpots',
      'loyalty_rules',
    ]);
  });

  it('accepts groups with children and a licence', () => {
    const footer = { groups, licence: { text: '<p>Licensed</p>', image: '/licence.svg' } };
    expect(footerContentSchema.parse(footer)).toEqual(footer);
  });

  it('rejects a group of an unknown section and a child code with spaces', () => {
    expect(infoPageGroupSchema.safeParse({ ...groups[0], code: 'blog' }).success).toBe(false);
    expect(
      infoPageGroupSchema.safeParse({ ...groups[0], children: [{ ...terms, code: 'a b' }] })
        .success,
    ).toBe(false);
  });

  it('rejects a footer without a licence', () => {
    expect(footerContentSchema.safeParse({ groups }).success).toBe(false);
  });
});

describe('findInfoPage', () => {
  it('finds the first page with the code across sections', () => {
    expect(findInfoPage(groups, 'terms')).toBe(terms);
  });

  it('looks only in the given section', () => {
    expect(findInfoPage(groups, 'terms', 'loyalty_rules')).toBe(vipRules);
    expect(findInfoPage(groups, 'terms', 'app')).toBeUndefined();
  });

  it('finds nothing for an unknown code', () => {
    expect(findInfoPage(groups, 'privacy')).toBeUndefined();
  });
});
