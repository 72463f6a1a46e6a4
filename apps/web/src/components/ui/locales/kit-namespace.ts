import type { FeatureNamespace } from '../../../lib/features.js';

/** The i18next namespace the kit's components translate with. */
export const KIT_NAMESPACE = 'kit';

/**
 * The kit's namespace for the app's i18n, each language its own chunk. Kit parts show on the
 * shell's first screen, so the app preloads it with its own strings.
 */
export const kitNamespace: FeatureNamespace = {
  name: KIT_NAMESPACE,
  load: async (language) => {
    switch (language) {
      case 'en':
      case 'gb':
        return (await import('./en.js')).KIT_EN;
      case 'de':
        return (await import('./de.js')).KIT_DE;
      case 'ro':
        return (await import('./ro.js')).KIT_RO;
      case 'pt':
        return (await import('./pt.js')).KIT_PT;
    }
  },
};
