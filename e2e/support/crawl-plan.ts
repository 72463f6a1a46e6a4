import {
  GAME_CATEGORY_KEYS,
  GAME_CATEGORIES,
  GAMIFICATION_ACTIONS,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  gamePath,
  isCatalogueCategory,
  localizePath,
  type LanguageCode,
} from '@casino/shared';
import { ROUTES, type RouteId } from '../../apps/web/src/config/paths.js';

// What the crawl walks: a sample path of every route of the route table (SPEC.md section 2) and
// where a visit of it must end, spread over the four ways a person meets the product (a guest or
// a player, on a phone or a desktop) and the five languages' path forms. Every worker computes
// the same plan, so the tests agree on who visits what, and on which visit gets the axe pass.

export type Role = 'guest' | 'player';

/** One way a person meets the product: a role on a screen width. */
export interface Cell {
  role: Role;
  width: 375 | 1440;
}

/** The crawl's tests, one per cell; each cell walks its share of the plan in a context of its own. */
export const CELLS: readonly Cell[] = [
  { role: 'guest', width: 375 },
  { role: 'guest', width: 1440 },
  { role: 'player', width: 375 },
  { role: 'player', width: 1440 },
];

/** The facts of the mock world the sample paths are made of, read through the BFF and QA. */
export interface WorldFacts {
  catchGameId: number;
  /** A bonus waiting in the queue of the cell's player (of a player like them, for a guest). */
  bonusId: number;
  localTournamentId: number;
  networkTournamentCode: string;
  /** A slot with a demo. */
  game: { id: number; name: string };
  /** The codes of the info pages the footer links, in its order. */
  infoPages: readonly [string, ...string[]];
  /** A one-time session of the cell's player for the session callback and reauth; none for a guest. */
  freshSession: (() => Promise<string>) | null;
}

/**
 * A path to visit, prefix-less, with its query; or one made at the moment of the visit (a
 * one-time session), shown in reports as its `label`.
 */
export type SamplePath = string | { label: string; make: () => Promise<string> };

interface RouteSamples {
  /** Visited as a guest and as a player, at both widths, in two languages (see planFor). */
  each?: SamplePath[];
  /** Visited once each, in a language and cell that rotate from one to the next. */
  once?: SamplePath[];
}

/** A session uuid no casino knows: a guest's reauth link that has expired. */
export const UNKNOWN_SESSION = '3f1c2e9a-0000-4000-8000-000000000000';

/**
 * The sample paths of every route. A Record over RouteId: a route added to config/paths.ts
 * without samples here fails the typecheck (and the plan, at run time).
 */
function routeSamples(facts: WorldFacts, role: Role): Record<RouteId, RouteSamples> {
  const fresh = (label: string, make: (session: string) => string): SamplePath => {
    const session = facts.freshSession;
    return session === null ? label : { label, make: async () => make(await session()) };
  };
  const game = gamePath(facts.game);
  const categories = GAME_CATEGORY_KEYS.filter(isCatalogueCategory).map(
    (key) => `/games/${GAME_CATEGORIES[key].path}`,
  );
  const [firstInfoPage, ...otherInfoPages] = facts.infoPages;
  return {
    main: { each: ['/'] },
    auth:
      role === 'guest'
        ? { each: ['/auth'] }
        : { each: [fresh('/auth?session_uuid=…', (s) => `/auth?session_uuid=${s}`)] },
    aviator: { each: ['/aviator'] },
    welcomeOffer: { each: ['/welcome_offer'] },
    liveCasino: { each: ['/live_casino'] },
    // The sportsbook opens for its query flag (SPEC.md section 2); without it, main.
    sport: { each: ['/sport?sspermission=enabled'] },
    bonuses: { each: ['/bonuses'] },
    // bonuses/{CATCH_GAME_ID} is the catch game (SPEC-NOTES "Routes").
    bonus: { each: [`/bonuses/${facts.bonusId}`, `/bonuses/${facts.catchGameId}`] },
    activateBonus: { each: [`/activate-bonus/${facts.bonusId}`] },
    depositModal: { each: ['/deposit/modal'] },
    deposit: { each: ['/deposit'] },
    registration: { each: ['/registration'] },
    login: { each: ['/login'] },
    welcomeBack: { each: ['/welcome-back'] },
    account: { each: ['/account'] },
    accountProfile: { each: ['/account/profile'] },
    accountVerification: { each: ['/account/profile/verification'] },
    accountSecurity: { each: ['/account/profile/security'] },
    accountDeposit: { each: ['/account/deposit'] },
    accountDepositCrypto: { each: ['/account/deposit/crypto'] },
    accountBalance: { each: ['/account/balance'] },
    accountPaymentHistory: { each: ['/account/balance/payment-history'] },
    accountGameTransactions: { each: ['/account/balance/game-transactions'] },
    accountBonusTransactions: { each: ['/account/balance/game-transactions/bonus'] },
    accountBonuses: { each: ['/account/bonuses'] },
    accountWithdrawal: { each: ['/account/withdrawal'] },
    accountWithdrawalCrypto: { each: ['/account/withdrawal/crypto'] },
    accountLimits: { each: ['/account/limits'] },
    accountUnknown: { each: ['/account/no-such-page'] },
    games: { each: ['/games'], once: categories },
    jackpots: { each: ['/jackpots'] },
    game: { each: [game], once: [gamePath(facts.game, { demo: true }), '/game'] },
    infoPage: {
      each: [`/info_pages/${firstInfoPage}`],
      once: otherInfoPages.map((code) => `/info_pages/${code}`),
    },
    faq: { each: ['/faq'] },
    loyalty: { each: ['/loyalty'] },
    saferGambling: { each: ['/safer-gambling'] },
    saferGamblingBreak: { each: ['/safer-gambling/take-a-break'] },
    tournaments: { each: ['/tournaments'] },
    networkTournaments: {
      each: [`/tournaments/network/${facts.networkTournamentCode}`],
      once: ['/tournaments/network'],
    },
    localTournament: { each: [`/tournaments/local/${facts.localTournamentId}`] },
    bonusShop: { each: ['/bonus_shop'] },
    shop: { each: ['/shop'] },
    installApp: { each: ['/install-app'], once: ['/install-app/ios', '/install-app/android'] },
    pwa: { each: ['/pwa'] },
    depositSuccess: { each: ['/deposit-success'] },
    depositFailure: { each: ['/deposit-failure'] },
    depositCancel: { each: ['/deposit-cancel'] },
    depositReturn: { each: ['/deposit-return'] },
    // `action` goes to the internal path in its data parameter (SPEC-NOTES "Routes").
    action: { each: [`/action?data=${encodeURIComponent('/faq')}`], once: ['/action'] },
    redirectLobby: { each: ['/redirect-lobby'] },
    luckyPigeon: { each: ['/lucky-pigeon'] },
    gamification: {
      each: [`/gamification/${GAMIFICATION_ACTIONS[0]}`],
      once: GAMIFICATION_ACTIONS.slice(1).map((action) => `/gamification/${action}`),
    },
    // A guest's reauth link names a session the casino does not know: redeeming a real one would
    // sign the guest in.
    reauth:
      role === 'guest'
        ? { each: [`/reauth/${UNKNOWN_SESSION}`] }
        : { each: [fresh('/reauth/…', (s) => `/reauth/${s}`)] },
    // The QA and ops tools are no pages a player meets: each is looked at once.
    mockModals: { once: ['/mock-modals'] },
    styleguide: { once: ['/styleguide'] },
    qaPanel: { once: ['/qa-panel'] },
    ops: { once: ['/ops'] },
    notFound: { each: ['/404'] },
  };
}

/** Paths no route answers: each is the 404 page, in every cell. */
export const WRONG_PATHS = {
  /** An unknown route, under the cell's language prefix. */
  unknownRoute: '/no-such-page',
  /** A language prefix that is no language. */
  wrongLanguage: '/xx/games',
} as const;

/** Where a visit must end, prefix-less (its language prefix is the visit's). */
export interface Expectation {
  /** The path it ends on (one of them, where the product's state decides). */
  lands: readonly string[];
  /** The visit ends on the 404 page. */
  notFound: boolean;
  /** A dialog shows over the page it ends on (a modal route). */
  dialog: boolean;
}

const MAIN = ROUTES.main;
const PAYMENT_HISTORY = ROUTES.accountPaymentHistory;

/**
 * Routes that open a modal over the main page: whether it shows for a guest and for a player
 * (WELCOME_BACK waits for a visitor who has signed in before).
 */
const MODAL_ROUTES: Partial<Record<RouteId, Record<Role, boolean>>> = {
  login: { guest: true, player: false },
  registration: { guest: true, player: false },
  welcomeBack: { guest: false, player: false },
  deposit: { guest: true, player: true },
  depositModal: { guest: true, player: true },
  activateBonus: { guest: true, player: false },
};

/** Routes that always end on main (SPEC.md section 2, "Behaviour of special routes"). */
const TO_MAIN: ReadonlySet<RouteId> = new Set([
  'auth',
  'reauth',
  'account',
  'redirectLobby',
  'luckyPigeon',
  ...(Object.keys(MODAL_ROUTES) as RouteId[]),
]);

/** The deposit provider's ways back: a player goes to the payment history. */
const TO_PAYMENT_HISTORY: ReadonlySet<RouteId> = new Set([
  'depositFailure',
  'depositCancel',
  'depositReturn',
]);

/** Routes a guest is sent to main from (the account area's guard, the gamification panel). */
function playerOnly(route: RouteId): boolean {
  return route === 'gamification' || (route.startsWith('account') && route !== 'account');
}

/**
 * Where a visit of `path` (prefix-less, with its query) on `route` ends for `role`. `route` is
 * null for a path no route answers (the catch-all): the 404 page.
 */
export function expectationOf(route: RouteId | null, role: Role, path: string): Expectation {
  const url = new URL(path, 'http://crawl.invalid');
  const to = (...lands: string[]): Expectation => ({ lands, notFound: false, dialog: false });
  if (route === null) return { ...to(ROUTES.notFound), notFound: true };
  if (route === 'notFound') return { ...to(url.pathname), notFound: true };
  if (role === 'guest' && playerOnly(route)) return to(MAIN);
  if (route === 'accountUnknown') return { ...to(url.pathname), notFound: true };
  const modal = MODAL_ROUTES[route];
  if (modal !== undefined) return { ...to(MAIN), dialog: modal[role] };
  if (TO_MAIN.has(route)) return to(MAIN);
  if (TO_PAYMENT_HISTORY.has(route)) return to(role === 'guest' ? MAIN : PAYMENT_HISTORY);
  if (route === 'game' && url.pathname === '/game') return to('/games');
  if (route === 'sport' && url.searchParams.get('sspermission') !== 'enabled') {
    // Without the flag in its query, a flag stored by an earlier visit opens it, or main.
    return to(url.pathname, MAIN);
  }
  if (route === 'action') {
    const data = url.searchParams.get('data') ?? '';
    const internal = data.startsWith('/') && !data.startsWith('//');
    return to(internal ? new URL(data, url).pathname : MAIN);
  }
  return to(url.pathname);
}

// Route matching, as the route table ranks its patterns: static segments before parameters,
// parameters before the splat.

interface CompiledRoute {
  route: RouteId;
  pattern: RegExp;
  rank: number;
}

function compile(route: RouteId): CompiledRoute {
  const segments = ROUTES[route].split('/').filter((segment) => segment !== '');
  let source = '';
  let rank = 0;
  for (const segment of segments) {
    if (segment === '*') {
      source += '(?:/.*)?';
      rank -= 1;
    } else if (segment.startsWith(':')) {
      source += segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      rank += 2;
    } else {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      rank += 10;
    }
  }
  return { route, pattern: new RegExp(`^${source === '' ? '/' : source}/?$`), rank };
}

const COMPILED = (Object.keys(ROUTES) as RouteId[]).map(compile).sort((a, b) => b.rank - a.rank);

/** The route of a prefix-less pathname, or null when only the catch-all answers it. */
export function routeOf(pathname: string): RouteId | null {
  return COMPILED.find(({ pattern }) => pattern.test(pathname))?.route ?? null;
}

/** A visit of the plan. */
export interface PlannedVisit {
  /** The route whose sample this is; null for a path no route answers. */
  route: RouteId | null;
  /** The sample as reports name it: prefix-less, or the label of one made at the visit. */
  label: string;
  /** The path to visit (under the language's prefix unless it is a wrong one), or how to make it. */
  target: SamplePath;
  /** The language the visit is made in, and whose prefix it ends under. */
  language: LanguageCode;
  /** Whether this visit runs its route's one axe pass. */
  axe: boolean;
}

/** A sample path's form under a language prefix (a made one is prefixed once made). */
function localized(sample: SamplePath, language: LanguageCode): SamplePath {
  const inLanguage = (path: string) => {
    const url = new URL(path, 'http://crawl.invalid');
    return `${localizePath(url.pathname, language)}${url.search}`;
  };
  if (typeof sample === 'string') return inLanguage(sample);
  return { label: sample.label, make: async () => inLanguage(await sample.make()) };
}

function labelOf(sample: SamplePath): string {
  return typeof sample === 'string' ? sample : sample.label;
}

interface Slot {
  route: RouteId | null;
  sample: SamplePath;
  language: LanguageCode;
  /** False for a path whose own prefix is wrong: it is visited as it is. */
  prefixed: boolean;
  cell: number;
}

/**
 * The two visits of a route's sample: a guest and a player, one on a phone and the other on a
 * desktop (cells by index in CELLS), each in another language.
 */
const PHONE_GUEST = [0, 3] as const;
const PHONE_PLAYER = [2, 1] as const;

/** Every cell's slots for one role's samples, before each cell keeps its own. */
function slotsOf(samples: Record<RouteId, RouteSamples>): Slot[] {
  const languageAt = (index: number): LanguageCode =>
    LANGUAGE_CODES[index % LANGUAGE_CODES.length] ?? DEFAULT_LANGUAGE;
  const slots: Slot[] = [];
  let eachIndex = 0;
  let onceIndex = 0;
  // How many samples each pairing has taken, to keep the cells' shares level.
  const taken = { phoneGuest: 0, phonePlayer: 0 };
  for (const route of Object.keys(ROUTES) as RouteId[]) {
    if (!Object.hasOwn(samples, route)) throw new Error(`the crawl has no sample of ${route}`);
    for (const sample of samples[route].each ?? []) {
      const i = eachIndex;
      eachIndex += 1;
      // A player-only page is a page for the player on the phone (a guest is only sent away);
      // the other routes go to whichever pairing has fewer so far.
      const phoneGuest = !playerOnly(route) && taken.phoneGuest <= taken.phonePlayer;
      const pairing = phoneGuest ? PHONE_GUEST : PHONE_PLAYER;
      if (phoneGuest) taken.phoneGuest += 1;
      else taken.phonePlayer += 1;
      pairing.forEach((cell, visit) => {
        slots.push({ route, sample, language: languageAt(i + 2 * visit), prefixed: true, cell });
      });
    }
    for (const sample of samples[route].once ?? []) {
      const j = onceIndex;
      onceIndex += 1;
      slots.push({
        route,
        sample,
        language: languageAt(j),
        prefixed: true,
        cell: j % CELLS.length,
      });
    }
  }
  CELLS.forEach((_cell, cell) => {
    const language = languageAt(cell);
    slots.push({ route: null, sample: WRONG_PATHS.unknownRoute, language, prefixed: true, cell });
    // The wrong prefix's 404 page is in the language shown before it.
    slots.push({
      route: null,
      sample: WRONG_PATHS.wrongLanguage,
      language: languageAt(cell + 1),
      prefixed: false,
      cell,
    });
  });
  return slots;
}

/**
 * The visits of one cell. Each route's `each` samples are visited twice, as a guest and as a
 * player, one on a phone and the other on a desktop, in two languages that turn with the route:
 * every route in both roles and at both widths, every language in every cell. (That each route
 * resolves in every language's path form, routes.properties.test.ts proves for the route table.)
 * The `once` samples take a cell and a language in turn. Each route's axe pass goes to one visit
 * where its own page (or its dialog) shows, in a cell that turns with the route.
 */
export function planFor(cellIndex: number, facts: WorldFacts): PlannedVisit[] {
  // Every cell's share is laid out (with this cell's facts: the shape is the same for all) so
  // that the axe passes are spread the same way in every worker.
  const all: Slot[] = [];
  CELLS.forEach((cell, index) => {
    const samples = routeSamples(facts, cell.role);
    all.push(...slotsOf(samples).filter((slot) => slot.cell === index));
  });

  const axeSlots = new Set<Slot>();
  (Object.keys(ROUTES) as RouteId[]).forEach((route, routeIndex) => {
    const own = all.filter((slot) => {
      if (slot.route !== route) return false;
      const role = CELLS[slot.cell]?.role ?? 'guest';
      const expected = expectationOf(route, role, labelOf(slot.sample));
      return expected.dialog || expected.lands.some((lands) => routeOf(lands) === route);
    });
    const cells = [...new Set(own.map((slot) => slot.cell))];
    const cell = cells[routeIndex % Math.max(1, cells.length)];
    const chosen = own.find((slot) => slot.cell === cell);
    if (chosen !== undefined) axeSlots.add(chosen);
  });

  return all
    .filter((slot) => slot.cell === cellIndex)
    .map((slot) => ({
      route: slot.route,
      label: labelOf(slot.sample),
      target: slot.prefixed ? localized(slot.sample, slot.language) : slot.sample,
      language: slot.language,
      axe: axeSlots.has(slot),
    }));
}
