import { useEffect } from 'react';
import { useSession } from '../../lib/session.js';

/** The page's heading, also the document's title (with the brand). */
export function PageTitle({ title }: { title: string }) {
  const brand = useSession().bootstrap?.settings.brandName ?? 'Lumo Casino';
  useEffect(() => {
    document.title = `${title} | ${brand}`;
  }, [title, brand]);
  return (
    <h1 id="page-title" className="page-title">
      {title}
    </h1>
  );
}
