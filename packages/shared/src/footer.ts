import type { z } from 'zod';
import type {
  footerContentSchema,
  infoPageGroupSchema,
  infoPageSchema,
  licenceSchema,
} from './footer-schemas.js';

/** The CMS sections the footer and info pages read (SPEC.md section 2). */
export const INFO_PAGE_SECTIONS = [
  'info_pages',
  'loyalty',
  'app',
  'jackpots',
  'loyalty_rules',
] as const;
export type InfoPageSection = (typeof INFO_PAGE_SECTIONS)[number];
export type InfoPage = z.infer<typeof infoPageSchema>;
export type InfoPageGroup = z.infer<typeof infoPageGroupSchema>;
export type Licence = z.infer<typeof licenceSchema>;
export type FooterContent = z.infer<typeof footerContentSchema>;

/** The info page with `code`, looked up in one section or all of them. */
export function findInfoPage(
  groups: readonly InfoPageGroup[],
  code: string,
  section?: InfoPageSection,
): InfoPage | undefined {
  for (const group of groups) {
    if (section !== undefined && group.code !== section) continue;
    const page = group.children.find((child) => child.code === code);
    if (page !== undefined) return page;
  }
  return undefined;
}
