import { splitLanguagePrefix } from '@casino/shared';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { path } from '../../config/paths.js';
import { useLanguage } from '../../lib/language.js';
import { RedirectTo } from '../../lib/redirect.js';
import { useSession } from '../../lib/session.js';

/** /en/...: en is the language without a prefix, so the same path without it (SPEC-NOTES). */
export function DefaultLanguageRedirect() {
  const location = useLocation();
  const { rest } = splitLanguagePrefix(location.pathname);
  return <Navigate to={{ pathname: rest, search: location.search, hash: location.hash }} replace />;
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

/**
 * `data` as a place on this site, or null. Its path is read as the browser reads it, not as it
 * was written: a backslash, a tab or dot segments ('/x/..//host') can make another host's URL of
 * it, or a path starting '//', which a history entry takes for a host.
 */
function internalTarget(data: string): URL | null {
  if (!data.startsWith('/')) return null;
  const { origin } = window.location;
  let target: URL;
  try {
    target = new URL(data, origin);
  } catch {
    return null;
  }
  return target.origin === origin && !target.pathname.startsWith('//') ? target : null;
}

/** `action`: goes to the internal path in its data parameter; anything else to main (SPEC-NOTES). */
export function ActionRedirect() {
  const [search] = useSearchParams();
  const { href } = useLanguage();
  const target = internalTarget(search.get('data') ?? '');
  if (target === null) return <Navigate to={href(path('main'))} replace />;
  return (
    <Navigate
      to={{ pathname: href(target.pathname), search: target.search, hash: target.hash }}
      replace
    />
  );
}
