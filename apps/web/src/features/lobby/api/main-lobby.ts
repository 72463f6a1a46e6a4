import type { RouterOutputs } from '@casino/bff/router';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { RoutePrefetch } from '../../../lib/features.js';
import { detectedLanguage, useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

export type MainLobby = RouterOutputs['lobby']['main'];

/** The main page's SEO is the shell's (lib/use-document-seo.ts); the lobby is asked for '/'. */
const MAIN_PATH = '/';

/** Carousels and winners move slowly: a return to the page within a minute asks nothing. */
const MAIN_LOBBY_STALE_MS = 60_000;

/**
 * The main page in one call (lobby.main): the jackpot total, the five carousels and the winners.
 * lib/trpc.ts sends it unbatched, so the BFF's hot route answers it (decision 007). A guest asks
 * in the bootstrap's display currency; the BFF takes a player's account currency itself.
 */
export function useMainLobby() {
  const { language } = useLanguage();
  const { bootstrap, player } = useSession();
  const currency = player?.currency ?? bootstrap?.currency.code;
  return trpc.lobby.main.useQuery(
    { path: MAIN_PATH, lang: language, currency },
    { enabled: bootstrap !== undefined, staleTime: MAIN_LOBBY_STALE_MS },
  );
}

/**
 * The main page's prefetch (a page load that starts on it): lobby.main goes out as soon as the
 * bootstrap answer gives the currency, in the language detection will settle on, beside the
 * page's chunk; useMainLobby then finds it in the cache or on its way. A signed-in player's
 * recently played games go out with it: the rows under them wait for that answer
 * (RECENTLY_PLAYED_WAIT_MS), so it starts with the bootstrap answer, not after the page's render.
 */
export function prefetchMainLobby({ clients, bootstrap }: RoutePrefetch): void {
  void bootstrap.then(async (answer) => {
    if (answer === undefined) return;
    const { player } = answer;
    const language = detectedLanguage(window.location.pathname, {
      language: player?.language ?? null,
      country: player?.country ?? answer.country.alpha3 ?? null,
    });
    const utils = createTRPCQueryUtils({
      queryClient: clients.queryClient,
      client: clients.trpcClient,
    });
    await Promise.all([
      utils.lobby.main.prefetch(
        { path: MAIN_PATH, lang: language, currency: player?.currency ?? answer.currency.code },
        { staleTime: MAIN_LOBBY_STALE_MS },
      ),
      player === null ? undefined : utils.games.recentlyPlayed.prefetch(),
    ]);
  });
}
