import type { FeatureNamespace } from '../../../lib/features.js';
import { stringsLoader } from '../../../lib/strings-loader.js';

/** The i18next namespace the kit's components translate with. */
export const KIT_NAMESPACE = 'kit';

/**
 * The kit's namespace for the app's i18n, each language its own chunk. Kit parts show on the
 * shell's first screen, so the app preloads it with its own strings.
 */
export const kitNamespace: FeatureNamespace = {
  name: KIT_NAMESPACE,
  load: stringsLoader({
    en: async () => (await import('./en.js')).KIT_EN,
    de: async () => (await import('./de.js')).KIT_DE,
    ro: async () => (await import('./ro.js')).KIT_RO,
    pt: async () => (await import('./pt.js')).KIT_PT,
  }),
};
