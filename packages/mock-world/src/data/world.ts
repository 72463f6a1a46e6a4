import { GAME_CATEGORIES } from '@casino/shared';
import { type BonusRecord, generatePlayerBonuses, generatePromotions } from './bonuses.js';
import { COUNTRIES } from './countries.js';
import { type GameCatalog, generateGameCatalog } from './games.js';
import { type JackpotTierRecord, generateJackpotTiers } from './jackpots.js';
import { DEMO_PLAYERS, type DemoPlayerSeed } from './players.js';
import { type MockProvider, generateProviders } from './providers.js';
import { DEFAULT_MOCK_SEED, digest, seededFaker } from './seeded.js';
import { SPORTS } from './sports.js';
import { type TournamentTemplate, generateTournaments } from './tournaments.js';
import { type TransactionRecord, generateTransactions } from './transactions.js';
import { type WinnerRecord, generateWinnerPool } from './winners.js';

/** A demo player's generated history and lists, beside the persona. */
export interface DemoPlayerData {
  persona: DemoPlayerSeed;
  /** Null: no active wager. */
  wageringGames: number[] | null;
  favorites: number[];
  bonuses: BonusRecord[];
  transactions: TransactionRecord[];
}

/**
 * The generated part of the mock world: everything follows from the seed. Parts are generated on
 * first use, so a mock server starts before its game catalogue exists.
 */
export interface MockWorld {
  readonly seed: number;
  readonly providers: readonly MockProvider[];
  readonly catalog: GameCatalog;
  readonly winnerPool: readonly WinnerRecord[];
  readonly jackpotTiers: readonly JackpotTierRecord[];
  readonly tournaments: readonly TournamentTemplate[];
  readonly promotions: readonly BonusRecord[];
  /** The CMS's jackpots_cms carousel: jackpot games, most popular first. */
  readonly jackpotsCarousel: readonly number[];
  readonly demoPlayers: readonly DemoPlayerData[];
}

const WAGERING_LIST_SIZE = 40;
const FAVORITES_SIZE = 8;
const JACKPOTS_CAROUSEL_SIZE = 24;

function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

export function createMockWorld(seed: number = DEFAULT_MOCK_SEED): MockWorld {
  const providers = lazy(() => generateProviders(seed));
  const catalog = lazy(() => generateGameCatalog(seed, providers()));
  const winnerPool = lazy(() => generateWinnerPool(seed, catalog()));
  const jackpotTiers = lazy(() => generateJackpotTiers(seed));
  const tournaments = lazy(() => generateTournaments(seed, catalog()));
  const promotions = lazy(() => generatePromotions(seed));
  const jackpotsCarousel = lazy(() =>
    (catalog().byParam.get(GAME_CATEGORIES.jackpots.param) ?? [])
      .slice(0, JACKPOTS_CAROUSEL_SIZE)
      .map((game) => game.id),
  );
  const demoPlayers = lazy(() =>
    DEMO_PLAYERS.map((persona) => demoPlayerData(seed, persona, catalog())),
  );
  return {
    seed,
    get providers() {
      return providers();
    },
    get catalog() {
      return catalog();
    },
    get winnerPool() {
      return winnerPool();
    },
    get jackpotTiers() {
      return jackpotTiers();
    },
    get tournaments() {
      return tournaments();
    },
    get promotions() {
      return promotions();
    },
    get jackpotsCarousel() {
      return jackpotsCarousel();
    },
    get demoPlayers() {
      return demoPlayers();
    },
  };
}

function demoPlayerData(
  seed: number,
  persona: DemoPlayerSeed,
  catalog: GameCatalog,
): DemoPlayerData {
  const faker = seededFaker(seed, `player:${persona.id}`);
  const wageringCandidates = catalog.all.filter((game) => game.isWagering && game.kind === 'slot');
  return {
    persona,
    wageringGames:
      persona.wagering === 'generated'
        ? faker.helpers
            .arrayElements(wageringCandidates.slice(0, 600), WAGERING_LIST_SIZE)
            .map((game) => game.id)
        : null,
    favorites: faker.helpers
      .arrayElements(catalog.all.slice(0, 300), FAVORITES_SIZE)
      .map((game) => game.id),
    bonuses: generatePlayerBonuses(seed, persona.id, persona.currency, persona.bonusProfile),
    transactions: generateTransactions(seed, persona.id, persona.currency),
  };
}

/** Everything the world generated, as plain data (forces every lazy part). */
export function worldSnapshot(world: MockWorld): unknown {
  return {
    seed: world.seed,
    providers: world.providers,
    games: world.catalog.all,
    categories: Object.fromEntries(
      [...world.catalog.byParam].map(([param, games]) => [param, games.map((game) => game.id)]),
    ),
    winnerPool: world.winnerPool,
    jackpotTiers: world.jackpotTiers,
    tournaments: world.tournaments,
    promotions: world.promotions,
    jackpotsCarousel: world.jackpotsCarousel,
    demoPlayers: world.demoPlayers,
    countries: COUNTRIES,
    sports: SPORTS,
  };
}

/** The sha256 of the world's canonical JSON: equal seeds give equal digests. */
export function worldDigest(world: MockWorld): string {
  return digest(worldSnapshot(world));
}
