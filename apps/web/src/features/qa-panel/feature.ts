import { defineFeature } from '../../lib/features.js';
import { QA_PANEL_NAMESPACE } from './locales/namespace.js';

// The QA panel (docs/decisions/038-qa-panel.md): every control of the mock world in the
// app, on its page and behind mock mode's floating control. Everything of it loads through
// public.ts, a chunk of its own: the app's first load carries the route and the namespace's name.

const entry = () => import('./public.js');

/**
 * Mock mode's floating control, which the footer places on every page: a chunk of its own, with
 * nothing of the panel (the drawer comes when it is first opened).
 */
export const loadQaLauncher = async () => (await import('./components/qa-launcher.js')).QaLauncher;

export const qaPanelFeature = defineFeature({
  name: 'qa-panel',
  routes: [
    {
      route: 'qaPanel',
      access: 'mockMode',
      load: async () => (await entry()).loadQaPanelPage(),
    },
  ],
  namespace: {
    name: QA_PANEL_NAMESPACE,
    load: async (language) => (await entry()).loadQaPanelStrings(language),
  },
});
