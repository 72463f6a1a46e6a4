import { randomUUID } from 'node:crypto';
import {
  COUNTRY_LANGUAGE,
  type CurrencyCode,
  type FreeSpins,
  type JackpotTier,
  type JackpotWager,
  type KycStatus,
  type LanguageCode,
  type LimitKind,
  type LimitSetting,
  type MarketingPreferences,
  type Protection,
  noMarketing,
  type MiniGame,
  type Profile,
  type RealtimeMessage,
  UK_COUNTRY,
  type UserLevel,
  VERIFICATION_DOCUMENT_KINDS,
  type VerificationDocumentKind,
  type VerificationDocumentStatus,
} from '@casino/shared';
import { type BonusRecord, generatePlayerBonuses } from '../data/bonuses.js';
import { DEMO_PASSWORD } from '../data/players.js';
import type { TransactionRecord } from '../data/transactions.js';
import type { DemoPlayerData, MockWorld } from '../data/world.js';
import type { IdempotentAnswers, StoredAnswer } from '../http/idempotency.js';
import { type PasswordHash, hashPassword, randomToken, verifyPassword } from './passwords.js';
import { type GamificationRecord, newGamificationRecord } from './gamification.js';

/** complete: credited to real money for good (a no-wager win, at once when awarded). */
export const JACKPOT_WIN_STATUSES = [
  'pending',
  'activated',
  'queue',
  'rejected',
  'complete',
] as const;
export type JackpotWinStatus = (typeof JACKPOT_WIN_STATUSES)[number];

export interface JackpotWinRecord {
  id: number;
  tier: JackpotTier;
  amount: number;
  currency: CurrencyCode;
  gameId: number;
  wager: JackpotWager | null;
  wonAtMs: number;
  /** When it completed (mock-clock instant); null while it is not complete. */
  completedAtMs: number | null;
  status: JackpotWinStatus;
  /** The transaction that credited it, once claimed (jackpot_win under a wager, else jackpot). */
  creditTransactionId?: number;
}

export interface StoredEvent {
  id: number;
  userId: number;
  createdAtMs: number;
  message: RealtimeMessage;
}

export interface DepositRecord {
  id: string;
  playerId: number;
  amount: number;
  currency: CurrencyCode;
  method: string;
  status: 'pending' | 'complete' | 'failed' | 'cancel';
  /** When it was asked for (mock clock): a deposit under way counts against deposit limits. */
  createdAtMs: number;
  returnUrl: string;
  successUrl: string | null;
  failureUrl: string | null;
  cancelUrl: string | null;
}

/** One verification document of a player. */
export interface VerificationRecord {
  status: VerificationDocumentStatus;
  files: number;
  submittedAtMs: number | null;
}

/** A file uploaded for verification, waiting to be attached to a submission. */
export interface VerificationFileRecord {
  id: string;
  playerId: number;
  name: string;
  type: string;
  size: number;
}

/** A password reset link's token: one use, until it expires. */
interface PasswordResetRecord {
  playerId: number;
  expiresAtMs: number;
}

/** How long a reset link works. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/** An email the casino sent a player; QA reads the mailbox instead of an inbox. */
export interface MockMail {
  to: string;
  subject: string;
  text: string;
  /**
   * The link the mail carries, relative to the site's origin (the casino is configured with the
   * site's address; the mock world is not): the main page under the player's language.
   */
  link: string;
  sentAt: string;
}

/** Every document in the same state: approved for a verified player, else missing. */
export function initialVerification(
  kycStatus: KycStatus,
): Record<VerificationDocumentKind, VerificationRecord> {
  const status: VerificationDocumentStatus = kycStatus === 'verified' ? 'approved' : 'missing';
  return Object.fromEntries(
    VERIFICATION_DOCUMENT_KINDS.map((kind) => [kind, { status, files: 0, submittedAtMs: null }]),
  ) as Record<VerificationDocumentKind, VerificationRecord>;
}

/** What QA lines up for a spin of the mock provider's games: a win amount, or a stake multiple. */
export type SpinOutcome = { win: number } | { multiplier: number };

/** A player's real-money play with the mock provider (state/game-play.ts). */
export interface PlayRecord {
  /** Real-money spins so far: each seeded outcome follows from the spin's number. */
  spins: number;
  /** Outcomes QA set for the next spins, the next first; seeded outcomes follow. */
  nextOutcomes: SpinOutcome[];
  /** Tournament points the player's bets earned, by tournament id. */
  tournamentPoints: Record<number, number>;
}

export function newPlayRecord(): PlayRecord {
  return { spins: 0, nextOutcomes: [], tournamentPoints: {} };
}

/** A player's safer-gambling state (state/limits.ts): their limits, the prompt, the review. */
export interface SaferGamblingRecord {
  /** Every kind, null where the player has no limit. */
  limits: Record<LimitKind, LimitSetting | null>;
  /** When the player set a first limit or declined the prompt; null while neither happened. */
  promptAnsweredAtMs: number | null;
  /** When the player last reviewed their limits (or changed one); null: never. */
  reviewedAtMs: number | null;
  /** A time-out or self-exclusion, kept after it ends (history); null: never had one. */
  protection: Protection | null;
  /** Marketing per product and channel (all unticked until the player ticks some). */
  marketing: MarketingPreferences;
}

export function newSaferGamblingRecord(): SaferGamblingRecord {
  return {
    limits: { depositDay: null, depositWeek: null, depositMonth: null, loss: null, session: null },
    promptAnsweredAtMs: null,
    reviewedAtMs: null,
    protection: null,
    marketing: noMarketing(),
  };
}

/** A player account of the mock casino, with everything QA can change. */
export interface PlayerAccount {
  id: number;
  email: string;
  login: string;
  demo: boolean;
  /** The demo persona the account is (or, for QA's copies, was copied from); null for sign-ups. */
  demoPersonaId: number | null;
  profile: Omit<Profile, 'email'>;
  currency: CurrencyCode;
  language: LanguageCode;
  kycStatus: KycStatus;
  userLevel: UserLevel;
  loyaltyPoints: number;
  balances: { main: number; bonusCasino: number; cashback: number };
  otherBalances: Partial<Record<CurrencyCode, number>>;
  /** Null: no active wager; empty: a wager that counts every game. */
  wageringGames: number[] | null;
  freeSpins: FreeSpins;
  favorites: number[];
  bonuses: BonusRecord[];
  transactions: TransactionRecord[];
  jackpotWins: JackpotWinRecord[];
  /** Plays of each mini-game on the UTC day they were played (an older day counts as none). */
  miniGamePlays: Partial<Record<MiniGame, { day: number; used: number }>>;
  dailyBonusCollectedDay: number | null;
  /** Days QA moved the daily-bonus week by (0: day 1 is Monday, UTC). */
  dailyBonusDayShift: number;
  referral: Record<string, string>;
  events: StoredEvent[];
  verification: Record<VerificationDocumentKind, VerificationRecord>;
  /** Snowflakes spent in the snowflake shop (the earned ones follow from the bets). */
  snowflakesSpent: number;
  /** Catch-game tries used, on the UTC day they were used. */
  catchGameTries: { day: number; used: number };
  play: PlayRecord;
  saferGambling: SaferGamblingRecord;
  /** The gamification service's record of the player (state/gamification.ts). */
  gamification: GamificationRecord;
}

export interface NewAccount {
  email: string;
  password: string;
  currency: CurrencyCode;
  language: LanguageCode | undefined;
  country: string | null;
  referral: Record<string, string>;
  /** Bonuses besides the welcome offer (a promo code's). */
  extraBonuses: (id: number) => BonusRecord[];
}

const FIRST_SIGN_UP_ID = 200_001;
const EVENTS_KEPT = 500;

/** The domain of the addresses QA's copies of demo players get unless QA names one. */
export const QA_PLAYER_DOMAIN = 'qa.lumo.test';

/**
 * The address of a QA copy of a demo player: qa-<id>-<the template's local part>@qa.lumo.test,
 * in the characters every email rule of the product accepts (no '+').
 */
export function qaPlayerEmail(id: number, templateEmail: string): string {
  const local = (templateEmail.split('@')[0] ?? '').replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  return `qa-${id}-${local === '' ? 'player' : local}@${QA_PLAYER_DOMAIN}`;
}

function demoAccount(data: DemoPlayerData): PlayerAccount {
  const { persona } = data;
  return {
    id: persona.id,
    email: persona.email,
    login: persona.login,
    demo: true,
    demoPersonaId: persona.id,
    profile: { ...persona.profile, referralLink: `https://lumo.test/r/${persona.login}` },
    currency: persona.currency,
    language: persona.language,
    kycStatus: persona.kycStatus,
    userLevel: persona.userLevel,
    loyaltyPoints: persona.loyaltyPoints,
    balances: { ...persona.balances },
    otherBalances: { ...persona.otherBalances },
    wageringGames: data.wageringGames === null ? null : [...data.wageringGames],
    freeSpins: { ...persona.freeSpins },
    favorites: [...data.favorites],
    bonuses: data.bonuses.map((bonus) => ({ ...bonus })),
    transactions: data.transactions.map((row) => ({ ...row })),
    jackpotWins: [],
    miniGamePlays: {},
    dailyBonusCollectedDay: null,
    dailyBonusDayShift: 0,
    referral: {},
    events: [],
    verification: initialVerification(persona.kycStatus),
    snowflakesSpent: 0,
    catchGameTries: { day: 0, used: 0 },
    play: newPlayRecord(),
    saferGambling: newSaferGamblingRecord(),
    gamification: newGamificationRecord(),
  };
}

/**
 * The casino's players: the seeded demo players (built on first use), the accounts signed up
 * since, their sessions and their realtime events.
 */
export class PlayerStore {
  readonly #world: MockWorld;
  readonly #accounts = new Map<number, PlayerAccount>();
  readonly #idByEmail = new Map<string, number>();
  readonly #passwords = new Map<number, Promise<PasswordHash>>();
  readonly #sessions = new Map<string, number>();
  /** When each session began (mock clock): the session-time limit counts from it. */
  readonly #sessionStarts = new Map<string, number>();
  readonly #sessionUuids = new Map<string, number>();
  /**
   * The mock GAMSTOP register: addresses (lower case) on the national self-exclusion scheme,
   * refused at sign-up and login (QA: PUT /qa/gamstop).
   */
  readonly gamstopEmails = new Set<string>();
  readonly #deposits = new Map<string, DepositRecord>();
  readonly #passwordResets = new Map<string, PasswordResetRecord>();
  /** The latest reset token sent to each player: what QA reads instead of a mailbox. */
  readonly #resetOutbox = new Map<number, string>();
  /** Each player's mails, newest first. */
  readonly #mailboxes = new Map<number, MockMail[]>();
  readonly #verificationFiles = new Map<string, VerificationFileRecord>();
  readonly #idempotentAnswers = new Map<string, StoredAnswer>();
  #allEvents: StoredEvent[] = [];
  #seeded = false;
  #demoPassword: Promise<PasswordHash> | undefined;
  #nextPlayerId = FIRST_SIGN_UP_ID;
  // Ids keep increasing across resets, so that a poller's cursor never points into the past.
  #lastEventId = 0;
  #nextJackpotWinId = 7_000_001;
  #nextBonusId = 90_000_001;
  #nextTransactionId = 800_000_001;

  constructor(world: MockWorld) {
    this.#world = world;
  }

  #ensureSeeded(): void {
    if (this.#seeded) return;
    this.#seeded = true;
    for (const data of this.#world.demoPlayers) this.#add(demoAccount(data));
  }

  #add(account: PlayerAccount): void {
    this.#accounts.set(account.id, account);
    this.#idByEmail.set(account.email.toLowerCase(), account.id);
  }

  /** Demo players back to their seeded state; signed-up accounts and their sessions removed. */
  reset(): void {
    const demoIds = new Set(this.#world.demoPlayers.map((data) => data.persona.id));
    for (const [token, id] of this.#sessions) if (!demoIds.has(id)) this.closeSession(token);
    for (const [uuid, id] of this.#sessionUuids) {
      if (!demoIds.has(id)) this.#sessionUuids.delete(uuid);
    }
    this.#passwords.clear();
    this.#accounts.clear();
    this.#idByEmail.clear();
    this.#deposits.clear();
    this.#passwordResets.clear();
    this.#resetOutbox.clear();
    this.#mailboxes.clear();
    this.#verificationFiles.clear();
    this.#idempotentAnswers.clear();
    this.#allEvents = [];
    this.gamstopEmails.clear();
    this.#seeded = false;
  }

  all(): PlayerAccount[] {
    this.#ensureSeeded();
    return [...this.#accounts.values()];
  }

  byId(id: number): PlayerAccount | undefined {
    this.#ensureSeeded();
    return this.#accounts.get(id);
  }

  byEmail(email: string): PlayerAccount | undefined {
    this.#ensureSeeded();
    const id = this.#idByEmail.get(email.toLowerCase());
    return id === undefined ? undefined : this.#accounts.get(id);
  }

  /** An account by its id (digits) or its email. */
  resolve(reference: string): PlayerAccount | undefined {
    return /^\d+$/.test(reference) ? this.byId(Number(reference)) : this.byEmail(reference);
  }

  async signUp(input: NewAccount): Promise<PlayerAccount | 'email_taken'> {
    if (this.byEmail(input.email) !== undefined) return 'email_taken';
    const password = hashPassword(input.password);
    // The address is checked again after the hash: two sign-ups may race for it.
    await password;
    if (this.byEmail(input.email) !== undefined) return 'email_taken';
    const id = this.#nextPlayerId;
    this.#nextPlayerId += 1;
    const local = input.email.split('@')[0] ?? 'player';
    const country = input.country;
    const language =
      input.language ??
      (country === UK_COUNTRY
        ? 'gb'
        : country === null
          ? 'en'
          : (COUNTRY_LANGUAGE[country] ?? 'en'));
    const account: PlayerAccount = {
      id,
      email: input.email,
      login: `${local.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 20)}_${id}`,
      demo: false,
      demoPersonaId: null,
      profile: {
        firstName: null,
        lastName: null,
        postcode: null,
        city: null,
        phoneNumber: null,
        phonePrefix: null,
        address: null,
        country,
        sex: null,
        birthday: null,
        referralLink: null,
      },
      currency: input.currency,
      language,
      kycStatus: 'not_verified',
      userLevel: 'beginner',
      loyaltyPoints: 0,
      balances: { main: 0, bonusCasino: 0, cashback: 0 },
      otherBalances: {},
      wageringGames: null,
      freeSpins: { number: 0, numberDay: 0, dayLimit: null, betAmount: 0 },
      favorites: [],
      bonuses: [
        ...generatePlayerBonuses(this.#world.seed, id, input.currency, 'welcome'),
        ...input.extraBonuses(id),
      ],
      transactions: [],
      jackpotWins: [],
      miniGamePlays: {},
      dailyBonusCollectedDay: null,
      dailyBonusDayShift: 0,
      referral: input.referral,
      events: [],
      verification: initialVerification('not_verified'),
      snowflakesSpent: 0,
      catchGameTries: { day: 0, used: 0 },
      play: newPlayRecord(),
      saferGambling: newSaferGamblingRecord(),
      gamification: newGamificationRecord(),
    };
    this.#add(account);
    this.#passwords.set(id, password);
    return account;
  }

  /** A demo player's seeded data, by id (digits) or email. */
  demoTemplate(reference: string): DemoPlayerData | undefined {
    const byId = /^\d+$/.test(reference);
    const email = reference.toLowerCase();
    return this.#world.demoPlayers.find((data) =>
      byId ? data.persona.id === Number(reference) : data.persona.email.toLowerCase() === email,
    );
  }

  /**
   * A new account that starts from a deep copy of a demo player's seeded state (not from what
   * the demo account went through since), under a new id of the sign-up range and an address of
   * its own; it signs in with the demo password and goes with the next reset, like a sign-up.
   */
  copyDemoPlayer(template: DemoPlayerData, email?: string): PlayerAccount | 'email_taken' {
    const id = this.#nextPlayerId;
    const address = email ?? qaPlayerEmail(id, template.persona.email);
    if (this.byEmail(address) !== undefined) return 'email_taken';
    this.#nextPlayerId += 1;
    const seeded = demoAccount(template);
    const login = `${template.persona.login}_${id}`;
    const account: PlayerAccount = {
      ...seeded,
      id,
      email: address,
      login,
      demo: false,
      profile: { ...seeded.profile, referralLink: `https://lumo.test/r/${login}` },
    };
    this.#add(account);
    return account;
  }

  async authenticate(email: string, password: string): Promise<PlayerAccount | undefined> {
    const account = this.byEmail(email);
    if (account === undefined) {
      // Same work for an unknown address, so timing does not tell which addresses exist.
      await verifyPassword(password, await this.#demoHash());
      return undefined;
    }
    const stored = this.#passwords.get(account.id) ?? this.#demoHash();
    return (await verifyPassword(password, await stored)) ? account : undefined;
  }

  /** The demo password's hash, made once, on the first login rather than at start-up. */
  #demoHash(): Promise<PasswordHash> {
    this.#demoPassword ??= hashPassword(DEMO_PASSWORD);
    return this.#demoPassword;
  }

  async changePassword(account: PlayerAccount, password: string): Promise<void> {
    this.#passwords.set(account.id, Promise.resolve(await hashPassword(password)));
  }

  openSession(account: PlayerAccount, startedAtMs?: number): string {
    const token = randomToken();
    this.#sessions.set(token, account.id);
    if (startedAtMs !== undefined) this.#sessionStarts.set(token, startedAtMs);
    return token;
  }

  closeSession(token: string): void {
    this.#sessions.delete(token);
    this.#sessionStarts.delete(token);
  }

  /** When the session began; null when unknown (a session opened without a time). */
  sessionStartedAt(token: string): number | null {
    return this.#sessionStarts.get(token) ?? null;
  }

  /** Moves a session's start (QA ages a session towards its time limit). */
  setSessionStartedAt(token: string, startedAtMs: number): void {
    if (this.#sessions.has(token)) this.#sessionStarts.set(token, startedAtMs);
  }

  /** The tokens of the player's open sessions. */
  sessionTokensOf(account: PlayerAccount): string[] {
    return [...this.#sessions].filter(([, id]) => id === account.id).map(([token]) => token);
  }

  sessionAccount(token: string): PlayerAccount | undefined {
    const id = this.#sessions.get(token);
    return id === undefined ? undefined : this.byId(id);
  }

  /** A one-time session uuid, as an external login flow hands to the session callback. */
  issueSessionUuid(account: PlayerAccount): string {
    const uuid = randomUUID();
    this.#sessionUuids.set(uuid, account.id);
    return uuid;
  }

  redeemSessionUuid(uuid: string): PlayerAccount | undefined {
    const id = this.#sessionUuids.get(uuid);
    if (id === undefined) return undefined;
    this.#sessionUuids.delete(uuid);
    return this.byId(id);
  }

  appendEvent(account: PlayerAccount, message: RealtimeMessage, nowMs: number): StoredEvent {
    this.#lastEventId += 1;
    const event: StoredEvent = {
      id: this.#lastEventId,
      userId: account.id,
      createdAtMs: nowMs,
      message,
    };
    account.events.push(event);
    if (account.events.length > EVENTS_KEPT) account.events.shift();
    this.#allEvents.push(event);
    if (this.#allEvents.length > EVENTS_KEPT * 10) this.#allEvents.shift();
    return event;
  }

  get lastEventId(): number {
    return this.#lastEventId;
  }

  allEventsAfter(after: number, limit: number): StoredEvent[] {
    return this.#allEvents.filter((event) => event.id > after).slice(0, limit);
  }

  newJackpotWinId(): number {
    return this.#nextJackpotWinId++;
  }

  newBonusId(): number {
    return this.#nextBonusId++;
  }

  newTransactionId(): number {
    return this.#nextTransactionId++;
  }

  createDeposit(deposit: Omit<DepositRecord, 'id' | 'status'>): DepositRecord {
    const record: DepositRecord = { ...deposit, id: randomUUID(), status: 'pending' };
    this.#deposits.set(record.id, record);
    return record;
  }

  deposit(id: string): DepositRecord | undefined {
    return this.#deposits.get(id);
  }

  /** The player's deposits made through the API, oldest first. */
  depositsOf(account: PlayerAccount): DepositRecord[] {
    return [...this.#deposits.values()].filter((deposit) => deposit.playerId === account.id);
  }

  /**
   * Issues a reset token for the account and mails its link; an earlier link of the account
   * stops working.
   */
  issuePasswordReset(account: PlayerAccount, nowMs: number): string {
    const previous = this.#resetOutbox.get(account.id);
    if (previous !== undefined) this.#passwordResets.delete(previous);
    const token = randomToken();
    this.#passwordResets.set(token, {
      playerId: account.id,
      expiresAtMs: nowMs + PASSWORD_RESET_LIFETIME_MS,
    });
    this.#resetOutbox.set(account.id, token);
    const main = account.language === 'en' ? '/' : `/${account.language}`;
    const link = `${main}?reset=${token}`;
    this.#mail(account, {
      to: account.email,
      subject: 'Reset your password',
      text: `Someone asked to reset the password of your account. To choose a new one, open ${link} within an hour. If it was not you, ignore this mail: your password stays as it is.`,
      link,
      sentAt: new Date(nowMs).toISOString(),
    });
    return token;
  }

  #mail(account: PlayerAccount, mail: MockMail): void {
    this.#mailboxes.set(account.id, [mail, ...(this.#mailboxes.get(account.id) ?? [])]);
  }

  /** The mails sent to the player since the last reset, newest first. */
  mailbox(account: PlayerAccount): readonly MockMail[] {
    return this.#mailboxes.get(account.id) ?? [];
  }

  /** The account a live reset token belongs to; the token is used up either way. */
  redeemPasswordReset(token: string, nowMs: number): PlayerAccount | undefined {
    const record = this.#passwordResets.get(token);
    if (record === undefined) return undefined;
    this.#passwordResets.delete(token);
    if (this.#resetOutbox.get(record.playerId) === token) this.#resetOutbox.delete(record.playerId);
    return nowMs < record.expiresAtMs ? this.byId(record.playerId) : undefined;
  }

  /** The reset token the last email to the player carried, while it is unused. */
  sentPasswordReset(account: PlayerAccount): string | undefined {
    return this.#resetOutbox.get(account.id);
  }

  /** Every session of the account ends (after a password reset). */
  closeSessionsOf(account: PlayerAccount): void {
    for (const [token, id] of this.#sessions) {
      if (id === account.id) this.closeSession(token);
    }
  }

  addVerificationFile(file: Omit<VerificationFileRecord, 'id'>): VerificationFileRecord {
    const record: VerificationFileRecord = { ...file, id: randomUUID() };
    this.#verificationFiles.set(record.id, record);
    return record;
  }

  /** Takes the player's stored files by id; undefined when any is unknown or another's. */
  takeVerificationFiles(
    account: PlayerAccount,
    ids: readonly string[],
  ): VerificationFileRecord[] | undefined {
    const files = ids.map((id) => this.#verificationFiles.get(id));
    if (files.some((file) => file?.playerId !== account.id)) return undefined;
    for (const id of ids) this.#verificationFiles.delete(id);
    return files.filter((file) => file !== undefined);
  }

  /** Answers of mutations sent with an Idempotency-Key, by player, operation and key. */
  get idempotentAnswers(): IdempotentAnswers {
    return this.#idempotentAnswers;
  }
}
