import { SEO_MAIN_KEY, splitLanguagePrefix, type SeoPage } from '@casino/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from './document-title.js';
import { useLanguage } from './language.js';
import { trpc } from './trpc.js';

// The document's SEO on every page (SPEC.md section 2): the title, the meta description and the
// canonical link of the CMS's 'seo_pages' child for the path, which the BFF answers with seo_main
// when no child covers it. The title goes through the title claims (document-title.ts), so a
// page's own heading (PageTitle) is not fought over: the CMS's entry for the path wins over it,
// the heading wins over seo_main.

/** CMS texts change with a publication, not from minute to minute. */
export const SEO_STALE_MS = 10 * 60_000;

/** The root path's entry answers when the path's own cannot be had (the CMS or BFF failing). */
const MAIN_PATH = '/';

function metaDescription(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (meta === null) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

function canonicalLink(): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (link === null) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  return link;
}

export interface DocumentSeo {
  /** The entry in use: the path's, seo_main, or the main page's after a failure. */
  seo: SeoPage | undefined;
  /** The absolute canonical URL written to the document. */
  canonical: string | undefined;
}

/** Sets the document's SEO title, description and canonical link for the current path. */
export function useDocumentSeo(): DocumentSeo {
  const { language, href } = useLanguage();
  const { pathname } = useLocation();
  const path = splitLanguagePrefix(pathname).rest;
  const own = trpc.content.seo.useQuery({ lang: language, path }, { staleTime: SEO_STALE_MS });
  const main = trpc.content.seo.useQuery(
    { lang: language, path: MAIN_PATH },
    { staleTime: SEO_STALE_MS, enabled: own.isError },
  );

  // The path's entry; after a failure, the main page's words with this page's own address.
  const failed = own.isError;
  const seo = failed ? main.data?.seo : own.data?.seo;
  const canonicalPath = failed ? href(path) : seo?.canonicalPath;
  const canonical =
    canonicalPath === undefined ? undefined : new URL(canonicalPath, window.location.origin).href;
  const specific = !failed && seo !== undefined && seo.key !== SEO_MAIN_KEY;

  useDocumentTitle(seo?.title, specific ? 'seo' : 'seoFallback');

  // Until the new path's entry arrives the previous one stays: a description is never removed.
  const description = seo?.description;
  useEffect(() => {
    if (description !== undefined) metaDescription().content = description;
  }, [description]);
  useEffect(() => {
    if (canonical !== undefined) canonicalLink().href = canonical;
  }, [canonical]);

  return { seo, canonical };
}

/** The hook as a component, for the shell to mount (and load after the first paint). */
export function DocumentSeo(): null {
  useDocumentSeo();
  return null;
}
