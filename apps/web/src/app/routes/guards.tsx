import { isLanguageCode, splitLanguagePrefix, DEFAULT_LANGUAGE } from '@casino/shared';
import { Navigate, Outlet, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { path } from '../../config/paths.js';
import { useLanguage } from '../../lib/language.js';
import { RedirectTo } from '../../lib/redirect.js';
import { useSession } from '../../lib/session.js';

/**
 * The optional language segment: a supported one (not en, which has no prefix) shows the app;
 * /en/... goes to the same path without it; anything else is the 404 page.
 */
export function LanguageSegment() {
  const { lang } = useParams();
  const location = useLocation();
  const { href } = useLanguage();
  if (lang === undefined) return <Outlet />;
  if (lang === DEFAULT_LANGUAGE) {
    const { rest } = splitLanguagePrefix(location.pathname);
    return (
      <Navigate to={{ pathname: rest, search: location.search, hash: location.hash }} replace />
    );
  }
  if (!isLanguageCode(lang)) return <Navigate to={href(path('notFound'))} replace />;
  return <Outlet />;
}

/** Account pages: a guest goes to the main page (once the BFF has said who is here). */
export function RequirePlayer() {
  const { status, player } = useSession();
  if (status === 'pending') return null;
  if (player === null) return <RedirectTo to={path('main')} />;
  return <Outlet />;
}

/** Mock-mode pages exist only while the BFF runs its mock world (a runtime flag, not a build's). */
export function RequireMockMode() {
  const { status, bootstrap } = useSession();
  if (status === 'pending') return null;
  return bootstrap?.flags.mockMode === true ? <Outlet /> : <RedirectTo to={path('notFound')} />;
}

/** `action`: goes to the internal path in its data parameter; anything else to main (SPEC-NOTES). */
export function ActionRedirect() {
  const [search] = useSearchParams();
  const { href } = useLanguage();
  const data = search.get('data') ?? '';
  const internal = data.startsWith('/') && !data.startsWith('//') && !data.includes('\\');
  if (!internal) return <Navigate to={href(path('main'))} replace />;
  const target = new URL(data, window.location.origin);
  return (
    <Navigate
      to={{ pathname: href(target.pathname), search: target.search, hash: target.hash }}
      replace
    />
  );
}
