import {
  gamificationCoins,
  missionView,
  type CurrencyCode,
  type GamificationItem,
  type GamificationMission,
  type GamificationProfile,
} from '@casino/shared';
import { fromEur } from '../data/rates.js';
import { roundMoney } from '../data/seeded.js';
import type { PlayerAccount } from './player-store.js';

// The mock gamification service's player side (docs/UPSTREAMS.md, "The gamification panel";
// decision 039): missions counted from the player's real spins of the mock game, coins paid by
// missions or granted, the store's prices, the wheel's prizes and the player's biggest win.

/** What the service keeps of a player beyond their spins. */
export interface GamificationRecord {
  /** Coins granted outside missions (QA's grants; a real service's campaigns). */
  granted: number;
  /** Coins spent in the store. */
  spent: number;
  /** Progress QA added to each mission, on top of what the spins count. */
  extraProgress: Record<string, number>;
  /** Events announced to the player so far (the next one's id follows). */
  announced: number;
}

export function newGamificationRecord(): GamificationRecord {
  return { granted: 0, spent: 0, extraProgress: {}, announced: 0 };
}

/** The service's missions: what each counts, its target and the coins it pays. */
export const MISSIONS = [
  { id: 'spin-10', metric: 'spins', target: 10, reward: 50 },
  { id: 'spin-50', metric: 'spins', target: 50, reward: 200 },
  { id: 'win-5', metric: 'wins', target: 5, reward: 100 },
] as const satisfies readonly Pick<GamificationMission, 'id' | 'metric' | 'target' | 'reward'>[];
export type MissionId = (typeof MISSIONS)[number]['id'];
export const MISSION_IDS = MISSIONS.map((mission) => mission.id) as [MissionId, ...MissionId[]];

/** What the wheel may land on, in coins. */
export const WHEEL_PRIZES = [10, 20, 50, 100, 200, 500];

/** The store: free spins and bonus money (priced in euros, paid in the player's currency). */
export function storeItems(currency: CurrencyCode): GamificationItem[] {
  return [
    { id: 'spins-10', kind: 'free_spins', price: 100, spins: 10 },
    { id: 'spins-25', kind: 'free_spins', price: 220, spins: 25 },
    { id: 'money-5', kind: 'money', price: 150, amount: fromEur(5, currency), currency },
    { id: 'money-20', kind: 'money', price: 500, amount: fromEur(20, currency), currency },
  ];
}

/**
 * Spins played and won through the game since the account exists (the seeded history is not the
 * service's to count: it started with the first spin the service saw).
 */
export function counted(account: PlayerAccount, metric: GamificationMission['metric']): number {
  const type = metric === 'spins' ? 'bet' : 'win';
  return account.transactions.filter(
    (row) => row.scope === 'game' && row.type === type && row.atMs !== null,
  ).length;
}

export function missionsOf(account: PlayerAccount): GamificationMission[] {
  return MISSIONS.map((mission) =>
    missionView({
      ...mission,
      counted:
        counted(account, mission.metric) + (account.gamification.extraProgress[mission.id] ?? 0),
    }),
  );
}

export function coinsOf(account: PlayerAccount): number {
  return gamificationCoins({
    missions: missionsOf(account),
    granted: account.gamification.granted,
    spent: account.gamification.spent,
  });
}

/**
 * Sets the coins held to `coins` exactly: the grants make up the difference (a negative grant
 * takes coins away), so missions finished later pay on top as usual.
 */
export function setCoins(account: PlayerAccount, coins: number): void {
  const withoutGrants = coinsOf({
    ...account,
    gamification: { ...account.gamification, granted: 0, spent: 0 },
  });
  account.gamification.granted = coins - withoutGrants + account.gamification.spent;
}

export function profileOf(account: PlayerAccount): GamificationProfile {
  const biggest = account.transactions
    .filter((row) => row.type === 'win' && row.amount > 0)
    .reduce((max, row) => Math.max(max, row.amount), 0);
  return {
    coins: coinsOf(account),
    missions: missionsOf(account),
    items: storeItems(account.currency),
    wheelPrizes: WHEEL_PRIZES,
    bigWin: biggest > 0 ? { amount: roundMoney(biggest), currency: account.currency } : null,
  };
}
