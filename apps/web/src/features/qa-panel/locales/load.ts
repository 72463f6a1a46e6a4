import { stringsLoader } from '../../../lib/strings-loader.js';
import type { QaPanelStrings } from './en.js';

/** The QA panel's strings in one language, each a chunk of its own (gb reads en). */
export const loadQaPanelStrings = stringsLoader<QaPanelStrings>({
  en: async () => (await import('./en.js')).QA_PANEL_EN,
  de: async () => (await import('./de.js')).QA_PANEL_DE,
  ro: async () => (await import('./ro.js')).QA_PANEL_RO,
  pt: async () => (await import('./pt.js')).QA_PANEL_PT,
});
