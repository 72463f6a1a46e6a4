import { isLanguageCode, splitLanguagePrefix, DEFAULT_LANGUAGE } from '@casino/shared';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.js';
import { useLanguage } from '../../lib/language.js';
import { useModals } from '../../lib/modals.js';
import { useSession } from '../../lib/session.js';
import { localStore } from '../../lib/storage.js';

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
  if (!isLanguageCode(lang)) return <Navigate to={href(paths.notFound())} replace />;
  return <Outlet />;
}

/** Sends `to` (a prefix-less path) under the language's prefix, replacing the history entry. */
export function RedirectTo({ to }: { to: string }) {
  const { href } = useLanguage();
  const location = useLocation();
  return <Navigate to={{ pathname: href(to), search: location.search }} replace />;
}

/** Account pages: a guest goes to the main page (once the BFF has said who is here). */
export function RequirePlayer({ children }: { children?: ReactNode }) {
  const { status, player } = useSession();
  if (status === 'pending') return null;
  if (player === null) return <RedirectTo to={paths.main()} />;
  return children ?? <Outlet />;
}

/**
 * The sportsbook opens for the sspermission=enabled flag (query parameter, then stored) or for
 * the configured tester; anyone else goes to the main page.
 */
export function RequireSportPermission() {
  const [search] = useSearchParams();
  const { status, player, bootstrap } = useSession();
  if (search.get('sspermission') === 'enabled') localStore.set('sspermission', 'enabled');
  if (status === 'pending') return null;
  const tester = bootstrap?.settings.sportTesterUserId ?? null;
  const allowed =
    localStore.get('sspermission') === 'enabled' || (player !== null && player.id === tester);
  return allowed ? <Outlet /> : <RedirectTo to={paths.main()} />;
}

/** Mock-modals exists only while the BFF runs its mock world (a runtime flag, not a build's). */
export function RequireMockMode() {
  const { status, bootstrap } = useSession();
  if (status === 'pending') return null;
  return bootstrap?.flags.mockMode === true ? <Outlet /> : <RedirectTo to={paths.notFound()} />;
}

/** /login opens the LOGIN modal over the main page. */
export function OpenLoginRoute() {
  const { open } = useModals();
  const { status, player } = useSession();
  useEffect(() => {
    if (status !== 'pending' && player === null) open('LOGIN');
  }, [open, status, player]);
  // Stay until the BFF has said who is here: a player needs no login.
  if (status === 'pending') return null;
  return <RedirectTo to={paths.main()} />;
}

/** `action`: goes to the internal path in its data parameter; anything else to main (SPEC-NOTES). */
export function ActionRedirect() {
  const [search] = useSearchParams();
  const { href } = useLanguage();
  const data = search.get('data') ?? '';
  const internal = data.startsWith('/') && !data.startsWith('//') && !data.includes('\\');
  if (!internal) return <Navigate to={href(paths.main())} replace />;
  const target = new URL(data, window.location.origin);
  return (
    <Navigate
      to={{ pathname: href(target.pathname), search: target.search, hash: target.hash }}
      replace
    />
  );
}
