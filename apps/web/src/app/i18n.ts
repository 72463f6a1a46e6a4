import type { LanguageCode } from '@casino/shared';
import type { FeatureNamespace } from '../lib/features.js';
import { createI18n, DEFAULT_NAMESPACE } from '../lib/i18n.js';
import { kitNamespace } from '../components/ui/locales/kit-namespace.js';
import { FEATURES } from './features.js';
import { loadAppStrings } from './locales/load.js';

/** Every namespace: the app's own (with the message catalogue) and each feature's. */
export const NAMESPACES: readonly FeatureNamespace[] = [
  { name: DEFAULT_NAMESPACE, load: loadAppStrings },
  kitNamespace,
  ...FEATURES.flatMap((feature) => (feature.namespace === undefined ? [] : [feature.namespace])),
];

/** The app's i18next instance for the first language, its shell strings loaded. */
export function createAppI18n(language: LanguageCode) {
  // The kit's strings come with the shell's: its parts show on the first screen.
  return createI18n({ language, namespaces: NAMESPACES, preload: [kitNamespace.name] });
}
