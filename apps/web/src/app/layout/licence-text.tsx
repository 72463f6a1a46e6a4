import { lazy, useRef } from 'react';
import { useInView } from '../../components/ui/use-in-view.js';
import { LazyPartBoundary } from '../../lib/lazy-part.js';

// The licence sits at the very bottom of every page: its sanitiser (DOMPurify, 11 KB gzipped)
// loads as the footer's end nears the viewport, not with a first screen that never shows it.

/** How far below the viewport the licence starts loading: a fast scroll finds it drawn. */
const NEAR_VIEWPORT = '600px 0px';

const SanitisedHtml = lazy(async () => {
  const { sanitizeCmsHtml } = await import('../../lib/sanitize.js');
  return {
    default: ({ html }: { html: string }) => (
      // CMS HTML, sanitised to formatting and links.
      <div dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }} />
    ),
  };
});

/** The licence's CMS HTML, sanitised to formatting and links, drawn once near the viewport. */
export function LicenceText({ html, className }: { html: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useInView(box, { rootMargin: NEAR_VIEWPORT, once: true });
  return (
    <div ref={box} className={className}>
      {near ? (
        <LazyPartBoundary name="the licence text" onError={() => undefined}>
          <SanitisedHtml html={html} />
        </LazyPartBoundary>
      ) : null}
    </div>
  );
}
