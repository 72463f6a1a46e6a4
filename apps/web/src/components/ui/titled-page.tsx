import { PageTitle } from './page-title.js';

/**
 * A route whose screen its own feature builds: the layout and the page's title, and nothing that
 * pretends to be its content.
 */
export function TitledPage({ title }: { title: string }) {
  return (
    <section aria-labelledby="page-title">
      <PageTitle title={title} />
    </section>
  );
}
