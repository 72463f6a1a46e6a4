import { stringsLoader } from '../../../lib/strings-loader.js';
import type { LobbyStrings } from './en.js';

/** The lobby's strings in one language, each language a chunk of its own (gb reads en). */
export const loadLobbyStrings = stringsLoader<LobbyStrings>({
  en: async () => (await import('./en.js')).LOBBY_EN,
  de: async () => (await import('./de.js')).LOBBY_DE,
  ro: async () => (await import('./ro.js')).LOBBY_RO,
  pt: async () => (await import('./pt.js')).LOBBY_PT,
});
