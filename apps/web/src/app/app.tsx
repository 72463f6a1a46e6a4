import { type i18n as I18n } from 'i18next';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider.js';
import { createRouter } from './router.js';

export function App({ i18n }: { i18n: I18n }) {
  const [router] = useState(() => createRouter(i18n));
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
