import { defineFeature } from '../../lib/features.js';
import { OPS_NAMESPACE } from './locales/namespace.js';

// The ops page (issue 36, docs/decisions/041-ops-status.md): every BFF instance's figures under
// the ops token. Linked from nowhere players go. Its strings are only asked for by the page, so
// their loader comes with the page's chunk: the app's first load carries one import, not five.

const page = () => import('./routes/ops-page.js');

export const opsFeature = defineFeature({
  name: 'ops',
  // Public: the token is the guard, and live mode is where it matters.
  routes: [{ route: 'ops', load: async () => (await page()).OpsPage }],
  namespace: {
    name: OPS_NAMESPACE,
    load: async (language) => (await page()).loadOpsStrings(language),
  },
});
