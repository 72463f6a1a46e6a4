import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { ApiClients } from '../lib/trpc.js';
import { AppProvider } from './provider.js';
import { createRouter } from './router.js';

export function App({ i18n, clients }: { i18n: I18n; clients: ApiClients }) {
  const [router] = useState(() => createRouter(i18n));
  return (
    <AppProvider clients={clients}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
