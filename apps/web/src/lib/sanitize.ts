import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * The markup CMS copy may keep: paragraphs and inline formatting, links, the outline's headings
 * (h2 to h4: the page's own title is its h1, so a CMS h1 is reduced to its text), lists and
 * tables. Anything else loses its tag and keeps its text, except scripts, styles and frames,
 * which go entirely.
 */
export const CMS_ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'span',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/**
 * A CMS sanitiser on a DOMPurify instance: formatting, links, headings h2-h4, lists and tables;
 * no scripts, styles, frames, images or event handlers. Links keep http(s), mailto and same-site
 * paths only; a link that opens elsewhere gets rel=noopener. Table cells keep scope and spans.
 */
export function cmsSanitizer(purify: Purifier): (html: string) => string {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) =>
    purify.sanitize(html, {
      ALLOWED_TAGS: [...CMS_ALLOWED_TAGS],
      ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'scope', 'colspan', 'rowspan'],
      ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/)/i,
      // Attributes that are no address: the address rule above would otherwise drop them.
      ADD_URI_SAFE_ATTR: ['target', 'scope', 'colspan', 'rowspan'],
    });
}

/** CMS HTML made safe to render (cmsSanitizer on the page's DOMPurify). */
export const sanitizeCmsHtml: (html: string) => string = cmsSanitizer(DOMPurify);
