import { type CurrencyCode, JACKPOT_TIERS, type Jackpot, type JackpotTier } from '@casino/shared';
import { fromEur } from './rates.js';
import { seededFaker } from './seeded.js';

/**
 * A jackpot tier grows linearly through its cycle and drops at the end of it, then starts again
 * from its seed amount: amount = seed + rate × time into the cycle. Everything follows from the
 * mock clock, so every caller (and every BFF instance) sees the same amount at the same instant.
 */
export interface JackpotTierRecord {
  id: number;
  tier: JackpotTier;
  seedEur: number;
  /** Euros added per second of the mock clock. */
  ratePerSecondEur: number;
  cycleMs: number;
  /** Shifts the cycle so the tiers do not drop together. */
  phaseOffsetMs: number;
}

const HOUR_MS = 3_600_000;
const TIER_SHAPES: Readonly<
  Record<JackpotTier, { seed: [number, number]; target: [number, number]; cycleMs: number }>
> = {
  gold: { seed: [50_000, 80_000], target: [240_000, 320_000], cycleMs: 14 * 24 * HOUR_MS },
  silver: { seed: [5_000, 8_000], target: [22_000, 30_000], cycleMs: 3 * 24 * HOUR_MS },
  bronze: { seed: [500, 800], target: [2_500, 3_500], cycleMs: 12 * HOUR_MS },
};

export function generateJackpotTiers(seed: number): JackpotTierRecord[] {
  const faker = seededFaker(seed, 'jackpots');
  return JACKPOT_TIERS.map((tier, index) => {
    const shape = TIER_SHAPES[tier];
    const seedEur = faker.number.int({ min: shape.seed[0], max: shape.seed[1] });
    const target = faker.number.int({ min: shape.target[0], max: shape.target[1] });
    return {
      id: index + 1,
      tier,
      seedEur,
      ratePerSecondEur: (target - seedEur) / (shape.cycleMs / 1_000),
      cycleMs: shape.cycleMs,
      phaseOffsetMs: faker.number.int({ min: 0, max: shape.cycleMs - 1 }),
    };
  });
}

/** How far through its cycle a tier is at `nowMs`, 0 (just dropped) to below 1. */
export function jackpotPhase(tier: JackpotTierRecord, nowMs: number): number {
  const into = (((nowMs + tier.phaseOffsetMs) % tier.cycleMs) + tier.cycleMs) % tier.cycleMs;
  return into / tier.cycleMs;
}

/** Euros added to each tier on top of its growth (QA's bump); none by default. */
export type JackpotBumpsEur = Partial<Record<JackpotTier, number>>;

/** Every tier at its own amount: nothing added. */
export function noJackpotBumps(): Record<JackpotTier, number> {
  return Object.fromEntries(JACKPOT_TIERS.map((tier) => [tier, 0])) as Record<JackpotTier, number>;
}

export function jackpotAt(
  tier: JackpotTierRecord,
  nowMs: number,
  currency: CurrencyCode,
  bumpEur = 0,
): Jackpot {
  const phase = jackpotPhase(tier, nowMs);
  const amountEur =
    tier.seedEur + tier.ratePerSecondEur * ((phase * tier.cycleMs) / 1_000) + bumpEur;
  return {
    id: tier.id,
    tier: tier.tier,
    amount: fromEur(amountEur, currency),
    currency,
    // The drop comes closer as the cycle runs out (above 90 the players' wins are polled fast).
    jackpotInfo: { probability: Math.floor(phase * 1_000) / 10 },
  };
}

export function jackpotsAt(
  tiers: readonly JackpotTierRecord[],
  nowMs: number,
  currency: CurrencyCode,
  bumpsEur: JackpotBumpsEur = {},
): Jackpot[] {
  return tiers.map((tier) => jackpotAt(tier, nowMs, currency, bumpsEur[tier.tier]));
}
