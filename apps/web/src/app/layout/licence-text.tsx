import { sanitizeCmsHtml } from '../../lib/sanitize.js';

/** The licence's CMS HTML, sanitised to formatting and links (loaded with DOMPurify, on its own). */
export function LicenceText({ html }: { html: string }) {
  return (
    <div
      className="footer__licence-text"
      // CMS HTML, sanitised to formatting and links.
      dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }}
    />
  );
}
