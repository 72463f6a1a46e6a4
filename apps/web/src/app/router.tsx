import type { i18n as I18n } from 'i18next';
import { createBrowserRouter } from 'react-router-dom';
import { AppLayout } from './layout/app-layout.js';
import { RootErrorScreen } from './root-error.js';
import { RootShell } from './root-shell.js';
import { pageRoutes } from './route-table.js';
import { RouteErrorFallback } from './route-error.js';
import { LanguageSegment } from './routes/guards.js';

/**
 * The app's router: the shell (with the error screen for a failure above the layout), the
 * optional language segment, the layout and the page routes.
 */
export function createRouter(i18n: I18n) {
  return createBrowserRouter([
    {
      element: <RootShell i18n={i18n} />,
      errorElement: <RootErrorScreen />,
      children: [
        {
          path: ':lang?',
          element: <LanguageSegment />,
          children: [
            {
              element: <AppLayout />,
              errorElement: <RouteErrorFallback />,
              children: pageRoutes(),
            },
          ],
        },
      ],
    },
  ]);
}
