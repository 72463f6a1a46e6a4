import type {
  CurrencyCode,
  FreeSpins,
  KycStatus,
  LanguageCode,
  Profile,
  UserLevel,
} from '@casino/shared';
import type { BonusProfile } from './bonuses.js';

/** The one password every demo player shares (documented in docs/UPSTREAMS.md). */
export const DEMO_PASSWORD = 'Demo#Lumo1';

/** A demo player as seeded: fixed personas, each showing one state of the product. */
export interface DemoPlayerSeed {
  id: number;
  email: string;
  login: string;
  /** What the persona is for. */
  shows: string;
  profile: Omit<Profile, 'email' | 'referralLink'>;
  currency: CurrencyCode;
  language: LanguageCode;
  kycStatus: KycStatus;
  userLevel: UserLevel;
  loyaltyPoints: number;
  balances: { main: number; bonusCasino: number; cashback: number };
  /** Money held in other currencies besides the account currency. */
  otherBalances: Partial<Record<CurrencyCode, number>>;
  /** 'generated': a wagering list drawn from the catalogue; null: no active wager. */
  wagering: 'generated' | null;
  freeSpins: FreeSpins;
  bonusProfile: BonusProfile;
}

const noFreeSpins: FreeSpins = { number: 0, numberDay: 0, dayLimit: null, betAmount: 0 };

export const DEMO_PLAYERS: readonly DemoPlayerSeed[] = [
  {
    id: 1001,
    email: 'bonus@demo.lumo.test',
    login: 'bonus_hunter',
    shows: 'casino bonus balance with a wagering list (real balance under 100)',
    profile: {
      firstName: 'Lena',
      lastName: 'Krause',
      postcode: '10115',
      city: 'Berlin',
      phoneNumber: '15123456789',
      phonePrefix: '49',
      address: 'Invalidenstraße 12',
      country: 'DEU',
      sex: 'f',
      birthday: '1991-04-17',
    },
    currency: 'EUR',
    language: 'de',
    kycStatus: 'verified',
    userLevel: 'intermediate',
    loyaltyPoints: 1_800,
    balances: { main: 35, bonusCasino: 250, cashback: 12.5 },
    otherBalances: {},
    wagering: 'generated',
    freeSpins: { number: 25, numberDay: 5, dayLimit: 10, betAmount: 0.2 },
    bonusProfile: 'active',
  },
  {
    id: 1002,
    email: 'unverified@demo.lumo.test',
    login: 'new_in_town',
    shows: 'identity not verified (KYC not_verified)',
    profile: {
      firstName: 'João',
      lastName: 'Silva',
      postcode: '1100-148',
      city: 'Lisboa',
      phoneNumber: '912345678',
      phonePrefix: '351',
      address: 'Rua Augusta 45',
      country: 'PRT',
      sex: 'm',
      birthday: '1988-11-02',
    },
    currency: 'EUR',
    language: 'pt',
    kycStatus: 'not_verified',
    userLevel: 'beginner',
    loyaltyPoints: 600,
    balances: { main: 420, bonusCasino: 0, cashback: 0 },
    otherBalances: {},
    wagering: null,
    freeSpins: noFreeSpins,
    bonusProfile: 'history',
  },
  {
    id: 1003,
    email: 'uk@demo.lumo.test',
    login: 'london_lucky',
    shows: 'a UK player (country GBR, currency GBP, language gb)',
    profile: {
      firstName: 'Oliver',
      lastName: 'Bennett',
      postcode: 'SW1A 1AA',
      city: 'London',
      phoneNumber: '7700900123',
      phonePrefix: '44',
      address: '221 Baker Street',
      country: 'GBR',
      sex: 'm',
      birthday: '1985-06-30',
    },
    currency: 'GBP',
    language: 'gb',
    kycStatus: 'verified',
    userLevel: 'intermediate',
    loyaltyPoints: 2_000,
    balances: { main: 1_250, bonusCasino: 0, cashback: 8 },
    otherBalances: {},
    wagering: null,
    freeSpins: noFreeSpins,
    bonusProfile: 'history',
  },
  {
    id: 1004,
    email: 'nobirthday@demo.lumo.test',
    login: 'ana_spins',
    shows: 'no birthday on file (providers 27 and 101 ask for it)',
    profile: {
      firstName: 'Ana',
      lastName: 'Popescu',
      postcode: '010011',
      city: 'București',
      phoneNumber: '721234567',
      phonePrefix: '40',
      address: 'Calea Victoriei 25',
      country: 'ROU',
      sex: 'f',
      birthday: null,
    },
    currency: 'RON',
    language: 'ro',
    kycStatus: 'verified',
    userLevel: 'beginner',
    loyaltyPoints: 300,
    balances: { main: 800, bonusCasino: 0, cashback: 0 },
    otherBalances: {},
    wagering: null,
    freeSpins: noFreeSpins,
    bonusProfile: 'history',
  },
  {
    id: 1005,
    email: 'vip@demo.lumo.test',
    login: 'high_roller',
    shows: 'high levels: user level expert, loyalty level 9',
    profile: {
      firstName: 'Maximilian',
      lastName: 'Gruber',
      postcode: '1010',
      city: 'Wien',
      phoneNumber: '6641234567',
      phonePrefix: '43',
      address: 'Graben 21',
      country: 'AUT',
      sex: 'm',
      birthday: '1979-02-14',
    },
    currency: 'EUR',
    language: 'en',
    kycStatus: 'verified',
    userLevel: 'expert',
    loyaltyPoints: 425_000,
    balances: { main: 25_000, bonusCasino: 0, cashback: 340 },
    otherBalances: { USD: 1_200 },
    wagering: null,
    freeSpins: { number: 100, numberDay: 0, dayLimit: null, betAmount: 1 },
    bonusProfile: 'history',
  },
  {
    id: 1006,
    email: 'plain@demo.lumo.test',
    login: 'plain_player',
    shows: 'none of the above: verified, no bonus, level 1, euro',
    profile: {
      firstName: 'Aoife',
      lastName: 'Murphy',
      postcode: 'D02 X285',
      city: 'Dublin',
      phoneNumber: '851234567',
      phonePrefix: '353',
      address: '14 Grafton Street',
      country: 'IRL',
      sex: 'f',
      birthday: '1995-09-08',
    },
    currency: 'EUR',
    language: 'en',
    kycStatus: 'verified',
    userLevel: 'beginner',
    loyaltyPoints: 120,
    balances: { main: 150, bonusCasino: 0, cashback: 0 },
    otherBalances: {},
    wagering: null,
    freeSpins: noFreeSpins,
    bonusProfile: 'history',
  },
];
