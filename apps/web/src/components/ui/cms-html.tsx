import { useMemo } from 'react';
import { sanitizeCmsHtml } from '../../lib/sanitize.js';
import styles from './cms-html.module.css';
import { cx } from './class-names.js';

/**
 * CMS copy as a page's text: sanitised (headings h2-h4, lists, tables, links), set in the kit's
 * reading type. Rendering reads no browser state beyond the sanitiser's parser.
 */
export function CmsHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeCmsHtml(html), [html]);
  return (
    <div
      className={cx(styles.prose, className)}
      // CMS HTML, sanitised to the outline, formatting and links.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
