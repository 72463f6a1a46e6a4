import {
  BONUS_TYPES,
  type Bonus,
  type BonusStatus,
  type BonusType,
  type BonusWager,
  type CurrencyCode,
  bonusWagerFigures,
  type LanguageCode,
  TRANSACTION_STATUSES,
} from '@casino/shared';
import { bonusTexts } from './bonus-texts.js';
import { fromEur } from './rates.js';
import { roundMoney, seededFaker } from './seeded.js';

/** A bonus as the mock world holds it; texts are written per request in the asked language. */
export interface BonusRecord {
  id: number;
  type: BonusType;
  status: BonusStatus;
  /** Null for a promotion: it takes the currency it is shown in. */
  currency: CurrencyCode | null;
  percent: number;
  spins: number;
  /** Euros when currency is null, else in the currency. */
  upTo: number;
  maxBet: number | null;
  minBet: number | null;
  wagering: number;
  /** Generated history: how long before the mock clock's now it was activated. */
  activatedAgoMs: number | null;
  /** Set when activated through the API: the mock-clock instant. */
  activatedAtMs: number | null;
  /**
   * What the player has bet towards its wagering since activation (absent: nothing, or for the
   * generated history the status's own: all of it for a completed bonus).
   */
  wagered?: number;
}

/** Which bonuses a player starts with. */
export type BonusProfile = 'active' | 'history' | 'welcome';

const DAY_MS = 86_400_000;
/** Statuses after which a bonus has an activation date. */
const ACTIVATED_STATUSES: ReadonlySet<BonusStatus> = new Set([
  'activated',
  'credited',
  'complete',
  'cancel',
  'pending_wager',
  'wager_zeroing',
  'refund',
  'rollback',
]);

function figures(
  faker: ReturnType<typeof seededFaker>,
  type: BonusType,
): Pick<BonusRecord, 'percent' | 'spins' | 'wagering' | 'maxBet' | 'minBet'> & { upToEur: number } {
  return {
    percent: type === 'registration' ? 200 : faker.helpers.arrayElement([25, 50, 75, 100, 150]),
    spins: faker.helpers.arrayElement([10, 20, 25, 50, 100, 300]),
    upToEur: type === 'registration' ? 1_000 : faker.helpers.arrayElement([50, 100, 200, 500]),
    wagering: faker.helpers.arrayElement([0, 3, 20, 30, 35, 40]),
    maxBet:
      faker.helpers.maybe(() => faker.helpers.arrayElement([2, 5, 10]), { probability: 0.7 }) ??
      null,
    minBet:
      faker.helpers.maybe(() => faker.helpers.arrayElement([0.1, 0.2, 0.5]), {
        probability: 0.5,
      }) ?? null,
  };
}

/**
 * A player's bonuses. 'active' has one activated bonus (the one being wagered) and covers every
 * type and every status; 'history' covers every type with settled statuses; 'welcome' is the
 * registration offer a new account gets.
 */
export function generatePlayerBonuses(
  seed: number,
  playerId: number,
  currency: CurrencyCode,
  profile: BonusProfile,
): BonusRecord[] {
  const faker = seededFaker(seed, `bonuses:${playerId}`);
  const make = (index: number, type: BonusType, status: BonusStatus): BonusRecord => {
    const { upToEur, ...rest } = figures(faker, type);
    return {
      id: playerId * 100 + index + 1,
      type,
      status,
      currency,
      upTo: fromEur(upToEur, currency),
      ...rest,
      activatedAgoMs: ACTIVATED_STATUSES.has(status)
        ? faker.number.int({ min: status === 'activated' ? 1 : 3, max: 90 }) * DAY_MS -
          faker.number.int({ min: 0, max: DAY_MS - 1 })
        : null,
      activatedAtMs: null,
    };
  };
  if (profile === 'welcome') return [make(0, 'registration', 'pending')];
  const statuses: readonly BonusStatus[] =
    profile === 'active'
      ? TRANSACTION_STATUSES
      : TRANSACTION_STATUSES.filter((status) => status !== 'activated');
  // One bonus per status (more statuses than types, so every type comes round too).
  return statuses.map((status, index) =>
    make(index, BONUS_TYPES[index % BONUS_TYPES.length] ?? 'registration', status),
  );
}

/** The public offers (one per type), shown to anyone; ids 1 to 9. */
export function generatePromotions(seed: number): BonusRecord[] {
  const faker = seededFaker(seed, 'promotions');
  return BONUS_TYPES.map((type, index) => {
    const { upToEur, ...rest } = figures(faker, type);
    return {
      id: index + 1,
      type,
      status: 'pending',
      currency: null,
      upTo: upToEur,
      ...rest,
      activatedAgoMs: null,
      activatedAtMs: null,
    };
  });
}

export function bonusArtPath(id: number): string {
  return `/art/bonuses/${id}.svg`;
}

/** The wire shape of a bonus, in `language`; a promotion is shown in `currency`. */
export function toBonus(
  record: BonusRecord,
  options: { language: LanguageCode; currency: CurrencyCode; nowMs: number; origin: string },
): Bonus {
  const currency = record.currency ?? options.currency;
  const upTo = record.currency === null ? fromEur(record.upTo, currency) : record.upTo;
  const texts = bonusTexts(record.type, options.language, {
    percent: record.percent,
    spins: record.spins,
    upTo: `${upTo} ${currency}`,
  });
  const activatedAt =
    record.activatedAtMs ??
    (record.activatedAgoMs === null ? null : options.nowMs - record.activatedAgoMs);
  return {
    id: record.id,
    name: texts.name,
    imageBackground: `${options.origin}${bonusArtPath(record.id)}`,
    shortDescription: texts.shortDescription,
    maxBet: record.maxBet,
    minBet: record.minBet,
    wagering: record.wagering,
    activationDate: activatedAt === null ? null : new Date(activatedAt).toISOString(),
    type: record.type,
    status: record.status,
    currency,
    wager: bonusWager({ ...record, upTo }),
  };
}

/**
 * The wagering figures of a bonus with wagering (null for one without): it requires its amount
 * (`upTo`, what activation credits, in the bonus's currency) times its multiple; what was bet is
 * what the player's counting bets came to since activation, all of it for a generated completed
 * bonus, and nothing for one never activated.
 */
export function bonusWager(record: BonusRecord): BonusWager | null {
  if (record.wagering === 0) return null;
  const required = roundMoney(record.upTo * record.wagering);
  const wagered = record.wagered ?? (record.status === 'complete' ? required : 0);
  return bonusWagerFigures(required, wagered);
}

/** Promo codes the mock casino accepts (any letter case), and the bonus type each grants. */
export const PROMO_CODES: Readonly<Record<string, BonusType>> = {
  WELCOME100: 'registration_promo_code',
  LUMOSPINS: 'promo_code',
  BIRTHDAYGIFT: 'birthday',
};

/** A player's own copy of a promotion (ids 1 to 9), pending until the player acts. */
export function bonusFromPromotion(
  promotion: BonusRecord,
  id: number,
  currency: CurrencyCode,
): BonusRecord {
  return {
    ...promotion,
    id,
    status: 'pending',
    currency,
    upTo: promotion.currency === null ? fromEur(promotion.upTo, currency) : promotion.upTo,
    activatedAgoMs: null,
    activatedAtMs: null,
  };
}

/** The bonus a promo code grants: 100% up to 100 EUR and 50 spins, wagered x35. */
export function promoCodeBonus(type: BonusType, id: number, currency: CurrencyCode): BonusRecord {
  return {
    id,
    type,
    status: 'pending',
    currency,
    percent: 100,
    spins: 50,
    upTo: fromEur(100, currency),
    maxBet: 5,
    minBet: null,
    wagering: 35,
    activatedAgoMs: null,
    activatedAtMs: null,
  };
}
