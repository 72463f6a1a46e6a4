import { z } from 'zod';

/** The CMS sections the footer and info pages read (SPEC.md section 2). */
export const INFO_PAGE_SECTIONS = [
  'info_pages',
  'loyalty',
  'app',
  'jackpots',
  'loyalty_rules',
] as const;
export const infoPageSectionSchema = z.enum(INFO_PAGE_SECTIONS);
export type InfoPageSection = z.infer<typeof infoPageSectionSchema>;

/** An info page; code is its path segment (info_pages/{code}). */
export const infoPageSchema = z.object({
  code: z.string().regex(/^[a-z0-9_-]+$/, 'errors.noSuchCode'),
  title: z.string().min(1),
  /** CMS HTML; the web app sanitises it before rendering. */
  content: z.string(),
});
export type InfoPage = z.infer<typeof infoPageSchema>;

/** A group of info pages under one section. */
export const infoPageGroupSchema = z.object({
  code: infoPageSectionSchema,
  title: z.string().min(1),
  children: z.array(infoPageSchema),
});
export type InfoPageGroup = z.infer<typeof infoPageGroupSchema>;

export const licenceSchema = z.object({
  /** CMS HTML, sanitised before rendering like the info pages. */
  text: z.string(),
  /** URL of the licence seal. */
  image: z.string().min(1),
});
export type Licence = z.infer<typeof licenceSchema>;

/** Our contract: what the footer needs in one answer. */
export const footerContentSchema = z.object({
  groups: z.array(infoPageGroupSchema),
  licence: licenceSchema,
});
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
