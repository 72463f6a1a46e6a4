import {
  type CurrencyCode,
  type LeaderboardEntry,
  type Tournament,
  type TournamentFilter,
  matchesTournamentFilter,
  tournamentStanding,
} from '@casino/shared';
import type { GameCatalog } from './games.js';
import { maskLogin } from './winners.js';
import { deriveSeed, roundMoney, seededFaker, seededRandom } from './seeded.js';

/**
 * A recurring tournament of the mock world. Instance n runs from EPOCH + n × period + offset for
 * its duration, on the mock clock, so moving the clock moves each instance from upcoming to
 * running to finished; the lists show the previous, the current and the next instance.
 */
export interface TournamentTemplate {
  /** 1 to 99; an instance's id is templateId × 1,000,000 + its number. */
  id: number;
  kind: 'local' | 'network';
  /** Network tournaments: an instance's code is `${slug}-${n}`. */
  slug: string;
  name: string;
  periodMs: number;
  offsetMs: number;
  durationMs: number;
  /** Prize per place, in euros, from the first place on. */
  prizesEur: number[];
  minBetEur: number;
  /** The field's logins and final points, best first. */
  field: { login: string; points: number }[];
  /** The games whose real-money bets score points. */
  gameIds: number[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-05 was a Monday: weekly tournaments are counted from it. */
const EPOCH_MS = 4 * DAY_MS;
const INSTANCE_FACTOR = 1_000_000;

// Two overlapping weekly races keep one tournament running at any time; the others come and go.
const FIXED_SHAPES: readonly Pick<
  TournamentTemplate,
  'kind' | 'periodMs' | 'offsetMs' | 'durationMs'
>[] = [
  { kind: 'network', periodMs: WEEK_MS, offsetMs: 0, durationMs: 6 * DAY_MS },
  { kind: 'local', periodMs: WEEK_MS, offsetMs: 3.5 * DAY_MS, durationMs: 6 * DAY_MS },
  { kind: 'local', periodMs: DAY_MS, offsetMs: 18 * HOUR_MS, durationMs: 4 * HOUR_MS },
  { kind: 'network', periodMs: 2 * WEEK_MS, offsetMs: 2 * DAY_MS, durationMs: 10 * DAY_MS },
  { kind: 'local', periodMs: WEEK_MS, offsetMs: 5 * DAY_MS, durationMs: 2 * DAY_MS },
  { kind: 'network', periodMs: 4 * WEEK_MS, offsetMs: 0, durationMs: 3 * WEEK_MS },
];
const GENERATED_COUNT = 4;
/** How many games each tournament is played on. */
const GAMES_PER_TOURNAMENT = 8;

const LOCAL_NAMES = [
  'Weekend Spin Race',
  'Midweek Slot Sprint',
  'Lucky Friday Cup',
  'Night Owl Challenge',
  'Sunday Reel Rally',
  'Morning Spins Cup',
  'Fruit Frenzy Race',
  'Megaways Marathon',
];
const NETWORK_NAMES = [
  'Drops & Wins Network Race',
  'Grand Network Series',
  'Golden Reels League',
  'Spring Spins Tour',
  'Crown Network Cup',
  'Diamond Drop Series',
];

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The slots a tournament may be played on: launchable anywhere, for real money and in demo,
 * without a profile to fill in first (a race should not start with a form).
 */
function tournamentGameCandidates(catalog: GameCatalog): number[] {
  return catalog.all
    .filter((game) => {
      const provider = catalog.providerById.get(game.providerId);
      return (
        game.kind === 'slot' &&
        !game.restricted &&
        game.hasDemo &&
        provider?.requiredProfile === 'none' &&
        provider.restrictedCountries.length === 0
      );
    })
    .slice(0, 400)
    .map((game) => game.id);
}

export function generateTournaments(seed: number, catalog: GameCatalog): TournamentTemplate[] {
  const faker = seededFaker(seed, 'tournaments');
  const candidates = tournamentGameCandidates(catalog);
  const shapes = [
    ...FIXED_SHAPES,
    ...Array.from({ length: GENERATED_COUNT }, () => {
      const periodMs = faker.helpers.arrayElement([DAY_MS, WEEK_MS, 2 * WEEK_MS]);
      return {
        kind: faker.helpers.arrayElement(['local', 'network'] as const),
        periodMs,
        offsetMs: faker.number.int({ min: 0, max: periodMs / HOUR_MS - 1 }) * HOUR_MS,
        durationMs:
          Math.round((periodMs * faker.number.float({ min: 0.1, max: 0.9 })) / HOUR_MS) * HOUR_MS,
      };
    }),
  ];
  const names = {
    local: faker.helpers.shuffle([...LOCAL_NAMES]),
    network: faker.helpers.shuffle([...NETWORK_NAMES]),
  };
  return shapes.map((shape, index) => {
    const name = names[shape.kind].shift() ?? `Tournament ${index + 1}`;
    const winners = faker.helpers.arrayElement([3, 5, 10, 20]);
    const topPrize =
      faker.number.int({ min: 5, max: 50 }) * (shape.kind === 'network' ? 1_000 : 100);
    let points = faker.number.int({ min: 20_000, max: 90_000 });
    const field = Array.from({ length: faker.number.int({ min: 25, max: 60 }) }, () => {
      points = Math.max(Math.round(points * faker.number.float({ min: 0.8, max: 0.99 })), 1);
      return { login: maskLogin(faker.internet.username()), points };
    });
    return {
      id: index + 1,
      ...shape,
      slug: slugOf(name),
      name,
      prizesEur: Array.from({ length: winners }, (_, place) =>
        roundMoney(Math.max(topPrize / (place + 1) ** 1.3, 10)),
      ),
      minBetEur: faker.helpers.arrayElement([0.2, 0.5, 1]),
      field,
      gameIds: faker.helpers.arrayElements(candidates, GAMES_PER_TOURNAMENT),
    };
  });
}

/** The number of the latest instance of `template` that has started by `nowMs`. */
export function currentInstance(template: TournamentTemplate, nowMs: number): number {
  return Math.floor((nowMs - EPOCH_MS - template.offsetMs) / template.periodMs);
}

/** Who the requesting player is, for their own leaderboard entry. */
export interface TournamentViewer {
  id: number;
  login: string;
  /** The player's currency and its units per euro: the figures' bets are in it. */
  currency: CurrencyCode;
  ratePerEur: number;
  /**
   * A named demo player's (or QA's copy's) row: the place they hold in every running tournament,
   * one point behind the place above. Null for everyone else, whose row is seeded per player.
   */
  demoPlace: number | null;
  /** Points the player's own bets earned, by tournament id, on top of the seeded entry. */
  earnedPoints?: Readonly<Record<number, number>>;
}

/** The rows the leaderboard shows; the player's own row comes besides when it is further down. */
export const LEADERBOARD_SIZE = 20;

/**
 * The place of a named demo player's row: just below the shown rows, so that the page shows the
 * player's own row apart, and one scoring bet moves it.
 */
export const DEMO_PLACE = LEADERBOARD_SIZE + 2;

/**
 * Instance `instance` of the tournament as it stands at `nowMs`: no leaderboard before the
 * start, points growing with the time played while it runs, final results once it has ended.
 */
export function tournamentAt(
  template: TournamentTemplate,
  instance: number,
  nowMs: number,
  viewer: TournamentViewer | null,
  seed: number,
): Tournament {
  const start = EPOCH_MS + instance * template.periodMs + template.offsetMs;
  const end = start + template.durationMs;
  const progress = Math.min(Math.max((nowMs - start) / template.durationMs, 0), 1);
  // The field's points move once a minute, with the leaderboard's date; the player's own bets
  // count at once.
  const boardMs = Math.floor(Math.min(Math.max(nowMs, start), end) / 60_000) * 60_000;
  const boardProgress = Math.max((boardMs - start) / template.durationMs, 0);
  const prize = (place: number) => {
    const amount = template.prizesEur[place - 1];
    return amount === undefined ? null : { amount, currency: 'EUR' as const };
  };
  // Each instance has its own scores: the field is the same crowd, playing a different week.
  const random = seededRandom(deriveSeed(seed, `tournament:${template.id}:${instance}`));
  const scale = 0.7 + random() * 0.6;
  const crowd =
    progress === 0
      ? []
      : template.field.map((entry) => ({
          login: entry.login,
          points: Math.round(entry.points * scale * boardProgress),
        }));
  const own =
    viewer === null || progress === 0
      ? null
      : viewerPoints(
          crowd,
          viewer,
          viewerRandom(seed, template, instance, viewer.id),
          viewer.earnedPoints?.[template.id * INSTANCE_FACTOR + instance] ?? 0,
        );
  // The player's row goes in where their points put it; everyone below moves down a place.
  const ownPlace = own === null ? null : 1 + crowd.filter((entry) => entry.points > own).length;
  const board: LeaderboardEntry[] = [];
  for (const entry of crowd) {
    if (own !== null && board.length + 1 === ownPlace) {
      board.push({
        place: ownPlace,
        login: viewerLogin(viewer),
        points: own,
        prize: prize(ownPlace),
      });
    }
    board.push({ ...entry, place: board.length + 1, prize: prize(board.length + 1) });
  }
  if (own !== null && ownPlace === crowd.length + 1) {
    board.push({
      place: ownPlace,
      login: viewerLogin(viewer),
      points: own,
      prize: prize(ownPlace),
    });
  }
  const user = ownPlace === null ? null : (board[ownPlace - 1] ?? null);
  const running = progress > 0 && progress < 1;
  const fields = {
    id: template.id * INSTANCE_FACTOR + instance,
    name: template.name,
    prizes: template.prizesEur.map((amount, index) => ({
      place: index + 1,
      prize: { amount, currency: 'EUR' as const },
    })),
    prizePool: {
      amount: roundMoney(template.prizesEur.reduce((sum, amount) => sum + amount, 0)),
      currency: 'EUR' as const,
    },
    duration: { start: new Date(start).toISOString(), end: new Date(end).toISOString() },
    numberOfWinners: template.prizesEur.length,
    minBet: { amount: template.minBetEur, currency: 'EUR' as const },
    // The leaderboard is refreshed once a minute while the tournament runs.
    date: new Date(boardMs).toISOString(),
    leaderboard: board.slice(0, LEADERBOARD_SIZE),
    user,
    results: nowMs >= end ? board : [],
    gameIds: [...template.gameIds],
    standing:
      viewer === null || user === null || !running
        ? null
        : tournamentStanding({
            others: board.filter((entry) => entry !== user),
            user,
            numberOfWinners: template.prizesEur.length,
            minBetEur: template.minBetEur,
            elapsed: boardProgress,
            currency: viewer.currency,
            ratePerEur: viewer.ratePerEur,
          }),
  };
  return template.kind === 'network'
    ? { kind: 'network', code: `${template.slug}-${instance}`, ...fields }
    : { kind: 'local', ...fields };
}

function viewerLogin(viewer: TournamentViewer | null): string {
  return viewer?.login ?? '';
}

/** The choices made for one player in one instance: whether they take part, and where. */
function viewerRandom(
  seed: number,
  template: TournamentTemplate,
  instance: number,
  viewerId: number,
): () => number {
  return seededRandom(deriveSeed(seed, `viewer:${template.id}:${instance}:${viewerId}`));
}

/** Whether a player takes part: two in three do (the first choice of viewerRandom). */
function takesPart(random: () => number): boolean {
  return random() >= 1 / 3;
}

/** Points a named demo player's row stands behind the place above theirs. */
const DEMO_ROW_GAP = 1;

/**
 * The player's points, or null when they do not take part: a named demo player one point behind
 * their place's holder, anyone else at a seeded place just behind that place's points; then what
 * their own bets earned on top, which moves them up past everyone they now outscore.
 */
function viewerPoints(
  crowd: readonly { points: number }[],
  viewer: TournamentViewer,
  random: () => number,
  earned: number,
): number | null {
  if (viewer.demoPlace !== null) {
    const ahead = crowd[Math.min(viewer.demoPlace, crowd.length + 1) - 2];
    return Math.max((ahead?.points ?? DEMO_ROW_GAP) - DEMO_ROW_GAP, 0) + earned;
  }
  if (!takesPart(random)) return null;
  const seededPlace = 1 + Math.floor(random() * (crowd.length + 10));
  const neighbour = crowd[seededPlace - 1] ?? crowd.at(-1);
  return Math.max((neighbour?.points ?? 1) - 1, 0) + earned;
}

/** A running tournament a player takes part in: its id, the least bet that scores, its games. */
export interface TournamentEntry {
  id: number;
  minBetEur: number;
  gameIds: readonly number[];
}

/**
 * The tournaments running at `nowMs` that the player takes part in: every one for a named demo
 * player, two in three (seeded per player and instance) for anyone else.
 */
export function runningEntries(
  templates: readonly TournamentTemplate[],
  nowMs: number,
  player: { id: number; demo: boolean },
  seed: number,
): TournamentEntry[] {
  return templates.flatMap((template) => {
    const instance = currentInstance(template, nowMs);
    const start = EPOCH_MS + instance * template.periodMs + template.offsetMs;
    const running = nowMs > start && nowMs < start + template.durationMs;
    const inIt = player.demo || takesPart(viewerRandom(seed, template, instance, player.id));
    return running && inIt
      ? [
          {
            id: template.id * INSTANCE_FACTOR + instance,
            minBetEur: template.minBetEur,
            gameIds: template.gameIds,
          },
        ]
      : [];
  });
}

/** The previous, current and next instance of every tournament, filtered, by start. */
export function tournamentsAt(
  templates: readonly TournamentTemplate[],
  filter: TournamentFilter,
  nowMs: number,
  viewer: TournamentViewer | null,
  seed: number,
): Tournament[] {
  const now = new Date(nowMs);
  return templates
    .flatMap((template) => {
      const current = currentInstance(template, nowMs);
      return [current - 1, current, current + 1].map((instance) =>
        tournamentAt(template, instance, nowMs, viewer, seed),
      );
    })
    .filter((tournament) => matchesTournamentFilter(tournament, filter, now))
    .sort((a, b) => Date.parse(a.duration.start) - Date.parse(b.duration.start) || a.id - b.id);
}

/** The template and instance a local tournament id names. */
export function findLocalInstance(
  templates: readonly TournamentTemplate[],
  id: number,
): { template: TournamentTemplate; instance: number } | undefined {
  const template = templates.find(
    (entry) => entry.kind === 'local' && entry.id === Math.floor(id / INSTANCE_FACTOR),
  );
  return template === undefined ? undefined : { template, instance: id % INSTANCE_FACTOR };
}

/** The template and instance a network tournament code (`${slug}-${n}`) names. */
export function findNetworkInstance(
  templates: readonly TournamentTemplate[],
  code: string,
): { template: TournamentTemplate; instance: number } | undefined {
  const match = /^(.+)-(\d{1,6})$/.exec(code);
  if (match?.[1] === undefined || match[2] === undefined) return undefined;
  const slug = match[1];
  const template = templates.find((entry) => entry.kind === 'network' && entry.slug === slug);
  return template === undefined ? undefined : { template, instance: Number(match[2]) };
}
