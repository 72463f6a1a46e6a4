import { getI18n } from 'react-i18next';
import { defineFeature } from '../../lib/features.js';
import { initialLanguage } from '../../lib/language.js';
import { prefetchMainLobby } from './api/main-lobby.js';
import { loadLobbyStrings } from './locales/load.js';
import { LOBBY_NAMESPACE } from './locales/namespace.js';

// The game lobby: the main page, the category pages and the jackpots page.

/**
 * A lobby screen and the lobby's strings, fetched side by side: the screen would otherwise
 * suspend on its first render to ask for its namespace, one round trip after its own chunk.
 * Before the app's i18next exists (the first page's chunk starts early) the strings of the
 * language the app is about to start in are fetched, which i18next then finds loaded.
 */
async function withStrings<T>(screen: Promise<T>): Promise<T> {
  const i18n = getI18n() as ReturnType<typeof getI18n> | undefined;
  const strings =
    i18n === undefined ? loadLobbyStrings(initialLanguage()) : i18n.loadNamespaces(LOBBY_NAMESPACE);
  // The strings' own failure shows where the screen renders (react-i18next suspends again).
  const [loaded] = await Promise.all([screen, strings.catch(() => undefined)]);
  return loaded;
}

export const lobbyFeature = defineFeature({
  name: 'lobby',
  routes: [
    {
      route: 'main',
      load: async () => (await withStrings(import('./routes/main-page.js'))).MainPage,
      prefetch: prefetchMainLobby,
    },
    {
      route: 'games',
      load: async () => (await withStrings(import('./routes/games-page.js'))).GamesPage,
    },
    {
      route: 'jackpots',
      load: async () => (await withStrings(import('./routes/jackpots-page.js'))).JackpotsPage,
    },
  ],
  namespace: { name: LOBBY_NAMESPACE, load: loadLobbyStrings },
});
