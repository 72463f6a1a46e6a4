import { createContext, use, useEffect } from 'react';

/** What follows a page's title in the document's title: the brand, given by the app. */
export const DocumentTitleSuffix = createContext('Lumo Casino');

/** The page's heading, also the document's title (with the brand). */
export function PageTitle({ title }: { title: string }) {
  const brand = use(DocumentTitleSuffix);
  useEffect(() => {
    document.title = `${title} | ${brand}`;
  }, [title, brand]);
  return (
    <h1 id="page-title" className="page-title">
      {title}
    </h1>
  );
}
