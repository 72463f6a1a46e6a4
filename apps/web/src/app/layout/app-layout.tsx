import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { trapTab } from '../../lib/focus-trap.js';
import { useClearReloadCountWhenHealthy } from '../../lib/healthy-load.js';
import { useIsDesktop } from '../../lib/use-media-query.js';
import { BottomBar } from './bottom-bar.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import { Sidebar } from './sidebar.js';

/**
 * The layout of every page (SPEC.md section 2, breakpoints of section 9): from 1024 px the
 * sidebar beside the content (288 px, or 64 px collapsed); below it a drawer over the page and
 * the bottom bar.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  useClearReloadCountWhenHealthy();

  // A navigation from the drawer closes it; so does growing into the desktop layout.
  useEffect(() => {
    setDrawerOpen(false);
  }, [location.pathname, isDesktop]);

  useEffect(() => {
    const drawer = drawerRef.current;
    if (drawer === null) return;
    if (drawerOpen && !drawer.open) drawer.showModal();
    if (!drawerOpen && drawer.open) drawer.close();
  }, [drawerOpen]);

  const sidebarMode = isDesktop ? (collapsed ? 'collapsed' : 'expanded') : 'drawer';
  return (
    <div className={`layout${isDesktop ? ` layout--desktop layout--${sidebarMode}` : ''}`}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header
        isDesktop={isDesktop}
        drawerOpen={drawerOpen}
        onOpenDrawer={() => {
          setDrawerOpen(true);
        }}
      />
      {isDesktop ? (
        <div className="layout__sidebar">
          <Sidebar
            mode={sidebarMode}
            onToggleCollapsed={() => {
              setCollapsed((value) => !value);
            }}
            onClose={() => undefined}
          />
        </div>
      ) : (
        <dialog
          ref={drawerRef}
          className="drawer"
          aria-label={t('nav.main')}
          onCancel={(event) => {
            event.preventDefault();
            setDrawerOpen(false);
          }}
          onKeyDown={(event) => {
            trapTab(event, drawerRef.current);
          }}
          onClick={(event) => {
            if (event.target === drawerRef.current) setDrawerOpen(false);
          }}
        >
          {drawerOpen ? (
            <Sidebar
              mode="drawer"
              onToggleCollapsed={() => undefined}
              onClose={() => {
                setDrawerOpen(false);
              }}
            />
          ) : null}
        </dialog>
      )}
      <div className="layout__body">
        <main id="main" className="layout__main" tabIndex={-1}>
          <div className="layout__content">
            <Outlet />
          </div>
        </main>
        <Footer isDesktop={isDesktop} />
      </div>
      {isDesktop ? null : <BottomBar />}
    </div>
  );
}
