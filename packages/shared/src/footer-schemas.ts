import { z } from 'zod';
import { INFO_PAGE_SECTIONS } from './footer.js';

// The schemas of footer.ts, apart from it: the footer runs in the app shell's first chunk, and zod
// loads with the first screen that parses.

export const infoPageSectionSchema = z.enum(INFO_PAGE_SECTIONS);

/** An info page; code is its path segment (info_pages/{code}). */
export const infoPageSchema = z.object({
  code: z.string().regex(/^[a-z0-9_-]+$/, 'errors.noSuchCode'),
  title: z.string().min(1),
  /** CMS HTML; the web app sanitises it before rendering. */
  content: z.string(),
});

/** A group of info pages under one section. */
export const infoPageGroupSchema = z.object({
  code: infoPageSectionSchema,
  title: z.string().min(1),
  children: z.array(infoPageSchema),
});

export const licenceSchema = z.object({
  /** CMS HTML, sanitised before rendering like the info pages. */
  text: z.string(),
  /** URL of the licence seal. */
  image: z.string().min(1),
});

/** Our contract: what the footer needs in one answer. */
export const footerContentSchema = z.object({
  groups: z.array(infoPageGroupSchema),
  licence: licenceSchema,
});
