import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { loadLimitsWatcher } from '../../features/safer-gambling/feature.js';
import { useAfterFirstScreen } from '../../lib/after-first-screen.js';
import { useClearReloadCountWhenHealthy } from '../../lib/healthy-load.js';
import { lazyPart, LazyPartBoundary } from '../../lib/lazy-part.js';
import { isDrawingFirstScreen } from '../../lib/render-assumptions.js';
import { useSession } from '../../lib/session.js';
import { INSTALLED_APP_QUERY, useIsDesktop, useMediaQuery } from '../../lib/use-media-query.js';
import { BottomBar } from './bottom-bar.js';
import { Footer } from './footer.js';
import { Header } from './header.js';

/**
 * The sidebar: its own chunk, not the first load's (a phone shows it only in the drawer). From
 * 1024 px its column keeps its width while the chunk arrives, so nothing beside it moves.
 */
const loadSidebar = () => import('./sidebar.js');
const Sidebar = lazy(async () => ({ default: (await loadSidebar()).Sidebar }));

/** The limits prompt's watcher (docs/decisions/037): players only, never in the first load. */
const LimitsWatcher = lazy(async () => ({ default: await loadLimitsWatcher() }));

/** The menu drawer below 1024 px: its code (React Aria's modal) loads when first opened. */
const navDrawer = lazyPart(async () => (await import('./nav-drawer.js')).NavDrawer);

/**
 * The layout of every page (SPEC.md section 2, breakpoints of section 9): from 1024 px the
 * sidebar beside the content (288 px, or 64 px collapsed); below it a drawer over the page and
 * the bottom bar.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  // The installed app (opened at /pwa from the home screen) keeps the bottom bar at every width.
  const installed = useMediaQuery(INSTALLED_APP_QUERY);
  const bottomBar = !isDesktop || installed;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  // The sidebar's live figures are the browser's: a server-rendered first screen keeps its column
  // empty, and the sidebar comes once the page is hydrated (its column holds its width meanwhile).
  const [sidebarShown, setSidebarShown] = useState(() => !isDrawingFirstScreen());
  useEffect(() => {
    setSidebarShown(true);
  }, []);
  useClearReloadCountWhenHealthy();
  const { player } = useSession();
  const afterFirstScreen = useAfterFirstScreen();

  // A navigation from the drawer closes it; so does growing into the desktop layout.
  useEffect(() => {
    setDrawerOpen(false);
  }, [location.pathname, isDesktop]);

  const closeDrawer = () => {
    setDrawerOpen(false);
  };
  const sidebarMode = isDesktop ? (collapsed ? 'collapsed' : 'expanded') : 'drawer';
  return (
    <div
      className={`layout${isDesktop ? ` layout--desktop layout--${sidebarMode}` : ''}${bottomBar ? ' layout--bottom-bar' : ''}`}
    >
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header
        isDesktop={isDesktop}
        drawerOpen={drawerOpen}
        onOpenDrawer={() => {
          setDrawerOpen(true);
        }}
        onPreloadDrawer={() => {
          navDrawer.preload();
          loadSidebar().catch(() => undefined);
        }}
      />
      {isDesktop ? (
        <div className="layout__sidebar">
          <Suspense fallback={null}>
            {sidebarShown ? (
              <Sidebar
                mode={sidebarMode}
                onToggleCollapsed={() => {
                  setCollapsed((value) => !value);
                }}
              />
            ) : null}
          </Suspense>
        </div>
      ) : drawerOpen ? (
        <LazyPartBoundary name="the menu drawer" onError={closeDrawer}>
          <navDrawer.Part onClose={closeDrawer}>
            <Suspense fallback={null}>
              <Sidebar mode="drawer" />
            </Suspense>
          </navDrawer.Part>
        </LazyPartBoundary>
      ) : null}
      <div className="layout__body">
        <main id="main" className="layout__main" tabIndex={-1}>
          <div className="layout__content">
            <Outlet />
          </div>
        </main>
        <Footer isDesktop={isDesktop} />
      </div>
      {bottomBar ? <BottomBar /> : null}
      {/* The limits prompt and review reminder, when due (docs/decisions/037). */}
      {player !== null && afterFirstScreen ? (
        <LazyPartBoundary name="the limits prompt" onError={() => undefined}>
          <Suspense fallback={null}>
            <LimitsWatcher />
          </Suspense>
        </LazyPartBoundary>
      ) : null}
    </div>
  );
}
