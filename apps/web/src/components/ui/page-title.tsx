import { createContext, use } from 'react';
import { useDocumentTitle } from '../../lib/document-title.js';

/** What follows a page's title in the document's title: the brand, given by the app. */
export const DocumentTitleSuffix = createContext('Lumo Casino');

/**
 * Names the document after the page (with the brand), unless the CMS has an SEO title for this
 * very path, which wins (lib/document-title.ts, lib/use-document-seo.ts). For a page whose
 * heading is not a PageTitle (the 404 page's EmptyState).
 */
export function usePageTitle(title: string): void {
  const brand = use(DocumentTitleSuffix);
  useDocumentTitle(`${title} | ${brand}`, 'page');
}

/** The page's heading, also the document's title (see usePageTitle). */
export function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <h1 id="page-title" className="page-title">
      {title}
    </h1>
  );
}
