import { useEffect } from 'react';

// More than one part of a page can name the document: the CMS's SEO entry for the path, the
// page's own heading (PageTitle, with the brand after it) and the CMS's fallback entry
// (seo_main). Each claims the title while it is mounted; the strongest claim is written, the
// latest among equals, whichever effect happens to run last; when it goes, the next takes over.

/**
 * seo: the CMS has an entry for this very path, written for search engines: it wins.
 * page: the page's heading and the brand, truer than a generic entry ("Page not found | Lumo").
 * seoFallback: the CMS's seo_main, for a page that names itself in no other way.
 */
export type DocumentTitleSource = 'seo' | 'page' | 'seoFallback';

const STRENGTH: Readonly<Record<DocumentTitleSource, number>> = {
  seoFallback: 0,
  page: 1,
  seo: 2,
};

interface Claim {
  source: DocumentTitleSource;
  text: string;
  order: number;
}

const claims = new Set<Claim>();
let claimed = 0;

function strongest(): Claim | undefined {
  let best: Claim | undefined;
  for (const claim of claims) {
    if (
      best === undefined ||
      STRENGTH[claim.source] > STRENGTH[best.source] ||
      (STRENGTH[claim.source] === STRENGTH[best.source] && claim.order > best.order)
    ) {
      best = claim;
    }
  }
  return best;
}

function write(): void {
  const best = strongest();
  if (best !== undefined && document.title !== best.text) document.title = best.text;
}

/** Claims the document's title until the returned function is called. */
export function claimDocumentTitle(source: DocumentTitleSource, text: string): () => void {
  claimed += 1;
  const claim: Claim = { source, text, order: claimed };
  claims.add(claim);
  write();
  return () => {
    claims.delete(claim);
    write();
  };
}

/** The document's title from this component while it is mounted (none while `text` is empty). */
export function useDocumentTitle(text: string | undefined, source: DocumentTitleSource): void {
  useEffect(() => {
    if (text === undefined || text === '') return;
    return claimDocumentTitle(source, text);
  }, [text, source]);
}
