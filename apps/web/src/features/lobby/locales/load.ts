import type { LanguageCode } from '@casino/shared';
import type { LobbyStrings } from './en.js';

/** The lobby's strings in one language, each language a chunk of its own (gb reads en). */
export async function loadLobbyStrings(language: LanguageCode): Promise<LobbyStrings> {
  switch (language) {
    case 'en':
    case 'gb':
      return (await import('./en.js')).LOBBY_EN;
    case 'de':
      return (await import('./de.js')).LOBBY_DE;
    case 'ro':
      return (await import('./ro.js')).LOBBY_RO;
    case 'pt':
      return (await import('./pt.js')).LOBBY_PT;
  }
}
