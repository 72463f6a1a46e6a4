import { useEffect, useState } from 'react';
import { endFirstScreen } from '../lib/render-assumptions.js';
import { RouterProvider, type RouteObject } from 'react-router-dom';
import type { ApiClients } from '../lib/trpc.js';
import { AppProvider } from './provider.js';
import { createRouter } from './router.js';

export function App({
  routes,
  clients,
  onStarted,
}: {
  routes: RouteObject[];
  clients: ApiClients;
  /** Called once the first render (or hydration) has been committed. */
  onStarted?: () => void;
}) {
  const [router] = useState(() => createRouter(routes));
  // A hydrated first screen ends with the first navigation: later pages draw as the SPA's own.
  useEffect(() => router.subscribe(endFirstScreen), [router]);
  useEffect(() => {
    onStarted?.();
  }, []);
  return (
    <AppProvider clients={clients}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
