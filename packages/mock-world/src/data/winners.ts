import { type CurrencyCode, WINNERS_LIMITS, type Winner, type WinnersKind } from '@casino/shared';
import type { GameCatalog } from './games.js';
import { EUR_RATES } from './rates.js';
import { deriveSeed, roundMoney, seededFaker, seededRandom } from './seeded.js';

export interface WinnerRecord {
  login: string;
  amount: number;
  currency: CurrencyCode;
  gameId: number;
}

export const WINNER_POOL_SIZE = 600;
/** How many winners the weekly list holds. */
export const WEEKLY_WINNERS = 50;
/** A new winner tops the weekly list this often (mock clock). */
export const WINNER_INTERVAL_MS = 30_000;
const DAY_MS = 86_400_000;
const SAMPLE_SIZE = 40;

/** A login as winners tables show it: the middle hidden. */
export function maskLogin(login: string): string {
  if (login.length <= 4) return `${login.slice(0, 1)}***`;
  return `${login.slice(0, 2)}***${login.slice(-2)}`;
}

export function generateWinnerPool(seed: number, catalog: GameCatalog): WinnerRecord[] {
  const faker = seededFaker(seed, 'winners');
  // Winners come from the games people play most.
  const games = catalog.all.slice(0, 1_500);
  return Array.from({ length: WINNER_POOL_SIZE }, () => {
    const currency = faker.helpers.weightedArrayElement<CurrencyCode>([
      { weight: 60, value: 'EUR' },
      { weight: 15, value: 'RON' },
      { weight: 15, value: 'GBP' },
      { weight: 10, value: 'USD' },
    ]);
    // Mostly small wins, a few big ones: 10 to about 30,000 EUR.
    const amountEur = 10 * Math.exp(faker.number.float({ min: 0, max: 8 }));
    return {
      login: maskLogin(faker.internet.username()),
      amount: roundMoney(amountEur * EUR_RATES[currency]),
      currency,
      gameId: faker.helpers.arrayElement(games).id,
    };
  });
}

function toWinner(record: WinnerRecord, catalog: GameCatalog): Winner {
  const game = catalog.byId.get(record.gameId);
  return {
    amount: record.amount,
    currency: record.currency,
    login: record.login,
    game: { id: record.gameId, name: game?.name ?? '' },
  };
}

function inEur(record: WinnerRecord): number {
  return record.amount / EUR_RATES[record.currency];
}

/**
 * A winners list at `nowMs` (mock clock). The weekly list moves on by one winner every
 * WINNER_INTERVAL_MS; the top lists are the biggest wins of a sample drawn per week (high
 * rollers), per UTC day (winners of the day) and per month (winners of the month).
 */
export function winnersAt(
  pool: readonly WinnerRecord[],
  catalog: GameCatalog,
  kind: WinnersKind,
  nowMs: number,
  seed: number,
): Winner[] {
  if (kind === 'weekly') {
    const head = Math.floor(nowMs / WINNER_INTERVAL_MS);
    return Array.from({ length: WEEKLY_WINNERS }, (_, index) => {
      const position = (((head - index) % pool.length) + pool.length) % pool.length;
      return pool[position];
    }).flatMap((record) => (record === undefined ? [] : [toWinner(record, catalog)]));
  }
  const date = new Date(nowMs);
  const period =
    kind === 'top3'
      ? Math.floor(nowMs / (7 * DAY_MS))
      : kind === 'top5'
        ? Math.floor(nowMs / DAY_MS)
        : date.getUTCFullYear() * 12 + date.getUTCMonth();
  const random = seededRandom(deriveSeed(seed, `winners:${kind}:${period}`));
  const sample = Array.from(
    { length: SAMPLE_SIZE },
    () => pool[Math.floor(random() * pool.length)],
  ).filter((record) => record !== undefined);
  const limit = WINNERS_LIMITS[kind] ?? SAMPLE_SIZE;
  return sample
    .sort((a, b) => inEur(b) - inEur(a))
    .slice(0, limit)
    .map((record) => toWinner(record, catalog));
}
