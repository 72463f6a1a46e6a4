// The calls bench/reads.ts measures, as a guest's browser makes them.

/** What Chromium sends, so answers travel as they would to a browser. */
export const BENCH_GUEST_HEADERS = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-GB,en;q=0.9',
  'x-country-code': 'DE',
};

export interface BenchCase {
  /** The procedure, and which input when one is measured with several. */
  name: string;
  /** The URL path and query of an unbatched call. */
  path: string;
  /** A public read of every page load or scroll (held to 0.8 of bare), or another query (0.15). */
  kind: 'read' | 'other';
  /** The answer's size as sent, and its encoding (filled in by the server). */
  bytes?: number;
  encoding?: string;
}

export interface ServerReady {
  kind: 'ready';
  bffUrl: string;
  bareUrl: string;
  cases: BenchCase[];
}
export type ServerMessage = ServerReady | { kind: 'peak-rss'; bytes: number };

const call = (procedure: string, input?: unknown) =>
  `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

interface CategoryAnswer {
  result: { data: { items: { id: number }[]; providers: { id: number }[] } };
}

/**
 * The public reads every page load and scroll makes, and a handful of other public queries. `only` keeps the
 * cases whose name starts with one of its entries (`lobby.main`, `games.`); empty keeps all.
 */
export async function benchCases(
  getJson: (path: string) => Promise<unknown>,
  only: readonly string[],
): Promise<BenchCase[]> {
  const slots = (await getJson(call('games.byCategory', { category: 'slots' }))) as CategoryAnswer;
  const gameId = slots.result.data.items[0]?.id;
  const providerId = slots.result.data.providers[0]?.id;
  if (gameId === undefined || providerId === undefined) throw new Error('no slots to measure');

  const lean = (name: string, procedure: string, input?: unknown): BenchCase => ({
    name,
    path: call(procedure, input),
    kind: 'read',
  });
  const other = (name: string, procedure: string, input?: unknown): BenchCase => ({
    name,
    path: call(procedure, input),
    kind: 'other',
  });
  const cases = [
    lean('lobby.main', 'lobby.main', { lang: 'en' }),
    lean('bootstrap.get', 'bootstrap.get', {
      pathLanguage: null,
      storedLanguage: null,
      hasReferral: false,
    }),
    lean('games.byCategory slots', 'games.byCategory', { category: 'slots' }),
    lean('games.search', 'games.search', { q: 'book' }),
    lean('games.byId', 'games.byId', { gameId }),
    lean('jackpots.list', 'jackpots.list', { currency: 'EUR' }),
    lean('jackpots.sum', 'jackpots.sum', { currency: 'EUR' }),
    lean('winners.list', 'winners.list', { kind: 'weekly' }),
    lean('content.footer', 'content.footer', { lang: 'en' }),
    lean('content.infoPage', 'content.infoPage', { lang: 'en', code: 'terms-and-conditions' }),
    lean('content.faq', 'content.faq', { lang: 'en' }),
    lean('content.seo', 'content.seo', { lang: 'en', path: '/' }),
    lean('tournaments.list', 'tournaments.list', { filter: 'all' }),
    lean('loyalty.levels', 'loyalty.levels', { lang: 'en' }),
    other('system.status', 'system.status'),
    other('system.config', 'system.config'),
    other('reference.countries', 'reference.countries'),
    other('games.byProvider', 'games.byProvider', { providerId }),
    other('miniGames.availability', 'miniGames.availability'),
  ];
  return only.length === 0
    ? cases
    : cases.filter((benchCase) => only.some((prefix) => benchCase.name.startsWith(prefix)));
}
