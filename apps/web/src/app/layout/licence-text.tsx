import { sanitizeCmsHtml } from '../../lib/sanitize.js';

/** The licence's CMS HTML, sanitised to formatting and links. */
export function LicenceText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className}
      // CMS HTML, sanitised to formatting and links.
      dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }}
    />
  );
}
