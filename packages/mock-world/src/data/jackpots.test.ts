import { JACKPOT_TIERS, jackpotsListSchema } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { generateJackpotTiers, jackpotAt, jackpotPhase, jackpotsAt } from './jackpots.js';
import { EUR_RATES } from './rates.js';

const tiers = generateJackpotTiers(42);
const start = Date.parse('2025-03-12T10:00:00Z');

describe('jackpots', () => {
  it('has the three tiers, parsed by the shared schema', () => {
    const list = jackpotsListSchema.parse(jackpotsAt(tiers, start, 'EUR'));
    expect(list.map((jackpot) => jackpot.tier)).toEqual([...JACKPOT_TIERS]);
  });

  it('grows with the clock inside a cycle: seed + rate × time into the cycle', () => {
    for (const tier of tiers) {
      // A moment early in the cycle, then ten minutes later.
      const cycleStart = start - jackpotPhase(tier, start) * tier.cycleMs;
      const early = cycleStart + 60_000;
      const later = early + 600_000;
      const amountEarly = jackpotAt(tier, early, 'EUR').amount;
      const amountLater = jackpotAt(tier, later, 'EUR').amount;
      expect(amountLater - amountEarly).toBeCloseTo(tier.ratePerSecondEur * 600, 1);
      expect(jackpotAt(tier, early, 'EUR').jackpotInfo.probability).toBeLessThan(
        jackpotAt(tier, later, 'EUR').jackpotInfo.probability + 1e-9,
      );
    }
  });

  it('is the same at the same instant, and drops back to its seed when the cycle ends', () => {
    expect(jackpotsAt(tiers, start, 'EUR')).toEqual(jackpotsAt(tiers, start, 'EUR'));
    for (const tier of tiers) {
      const cycleEnd = start + (1 - jackpotPhase(tier, start)) * tier.cycleMs;
      const before = jackpotAt(tier, cycleEnd - 1_000, 'EUR');
      const after = jackpotAt(tier, cycleEnd + 1_000, 'EUR');
      expect(after.amount).toBeLessThan(before.amount);
      expect(after.amount).toBeCloseTo(tier.seedEur + tier.ratePerSecondEur, 0);
      expect(before.jackpotInfo.probability).toBeGreaterThan(99);
      expect(after.jackpotInfo.probability).toBe(0);
    }
  });

  it('converts to the asked currency', () => {
    const eur = jackpotsAt(tiers, start, 'EUR');
    const ron = jackpotsAt(tiers, start, 'RON');
    eur.forEach((jackpot, index) => {
      expect(ron[index]?.currency).toBe('RON');
      expect(ron[index]?.amount).toBeCloseTo(jackpot.amount * EUR_RATES.RON, -1);
    });
  });
});
