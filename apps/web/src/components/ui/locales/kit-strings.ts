import { type LanguageCode } from '@casino/shared';
import { KIT_DE } from './de.js';
import { KIT_EN, type KitStrings } from './en.js';
import { KIT_PT } from './pt.js';
import { KIT_RO } from './ro.js';

/** The namespace the kit's components translate with: `useTranslation(KIT_NAMESPACE)`. */
export const KIT_NAMESPACE = 'kit';

/** The kit's strings by route language code, for registering the `kit` namespace. */
export const KIT_STRINGS: Readonly<Record<LanguageCode, KitStrings>> = {
  en: KIT_EN,
  gb: KIT_EN,
  de: KIT_DE,
  ro: KIT_RO,
  pt: KIT_PT,
};
