import type { LanguageCode } from '@casino/shared';
import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout.js';
import { RootErrorScreen } from './root-error.js';
import { RootShell } from './root-shell.js';
import { inEveryLanguage, pageRoutes } from './route-table.js';
import { RouteErrorFallback } from './route-error.js';

/**
 * The app's routes: the shell (with the error screen for a failure above the layout), and in
 * each language's path form the layout and the page routes. The browser's router and a server
 * render (entry-server.tsx) are made of the same.
 */
export function appRoutes(i18n: I18n, language: LanguageCode): RouteObject[] {
  return [
    {
      element: <RootShell i18n={i18n} language={language} />,
      errorElement: <RootErrorScreen />,
      children: inEveryLanguage(() => [
        { element: <AppLayout />, errorElement: <RouteErrorFallback />, children: pageRoutes() },
      ]),
    },
  ];
}

/** The browser's router over `routes` (appRoutes; lazy pages already loaded when hydrating). */
export function createRouter(routes: RouteObject[]) {
  return createBrowserRouter(routes);
}
