import { path } from '../../../config/paths.js';

/**
 * The CMS's info pages the app has a page of its own for, by code: their footer link opens that
 * page (the install page offers the install itself), not the CMS's text about it.
 */
const OWN_PAGES: ReadonlyMap<string, string> = new Map([['install-app', path('installApp')]]);

/** The prefix-less path a link to the CMS's info page `code` opens. */
export function infoPageLink(code: string): string {
  return OWN_PAGES.get(code) ?? path('infoPage', { page: code });
}
