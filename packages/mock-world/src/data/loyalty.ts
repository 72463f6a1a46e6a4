import { DEFAULT_LOYALTY_LEVEL_COUNT, type LanguageCode, type LoyaltyLevels } from '@casino/shared';

/** Points from which each loyalty level is reached, level 1 first. */
export const LOYALTY_THRESHOLDS = [0, 500, 1_500, 4_000, 10_000, 25_000, 60_000, 150_000, 400_000];

const TITLES: Readonly<Record<Exclude<LanguageCode, 'gb'>, readonly string[]>> = {
  en: [
    'Rookie',
    'Bronze',
    'Silver',
    'Gold',
    'Platinum',
    'Emerald',
    'Sapphire',
    'Diamond',
    'Legend',
  ],
  de: ['Neuling', 'Bronze', 'Silber', 'Gold', 'Platin', 'Smaragd', 'Saphir', 'Diamant', 'Legende'],
  ro: ['Începător', 'Bronz', 'Argint', 'Aur', 'Platină', 'Smarald', 'Safir', 'Diamant', 'Legendă'],
  pt: ['Novato', 'Bronze', 'Prata', 'Ouro', 'Platina', 'Esmeralda', 'Safira', 'Diamante', 'Lenda'],
};

export function loyaltyLevels(language: LanguageCode): LoyaltyLevels {
  const titles = TITLES[language === 'gb' ? 'en' : language];
  return {
    levels: LOYALTY_THRESHOLDS.map((fromPoints, index) => ({
      title: titles[index] ?? `Level ${index + 1}`,
      levelInfo: { level: index + 1, fromPoints },
    })),
    totalLevels: DEFAULT_LOYALTY_LEVEL_COUNT,
  };
}

/** The loyalty level `points` reach. */
export function loyaltyLevelOf(points: number): number {
  return LOYALTY_THRESHOLDS.filter((threshold) => points >= threshold).length || 1;
}

/** The points at which `level` starts. */
export function loyaltyPointsFor(level: number): number {
  return LOYALTY_THRESHOLDS[Math.min(Math.max(level, 1), LOYALTY_THRESHOLDS.length) - 1] ?? 0;
}
