// Business constants and limits of SPEC.md section 9 (and the timings of section 7), in one
// place. Rules import them; nothing else repeats the numbers.

/** Real balance (in the player's currency) from which a non-wagering game plays under a bonus. */
export const MIN_REAL_BALANCE_FOR_BONUS_PLAY = 100;

// Timings, milliseconds.
export const TOAST_DURATION_MS = 8_000;
export const PRELOADER_MAX_MS = 2_000;
export const RELOAD_RETRIES = 3;
export const BALANCE_REFETCH_MS = 3_000;
export const FREE_SPINS_REFETCH_MS = 60_000;
export const FREE_SPINS_FAST_REFETCH_MS = 3_000;
export const JACKPOTS_POLL_MS = 5_000;
export const JACKPOTS_SUM_REFETCH_MS = 2_400_000;
export const SPORT_TOKEN_REFRESH_EARLY_MS = 30_000;
export const SMOOTH_SCROLL_MS = 500;
export const CAROUSEL_AUTOPLAY_MS = 3_000;
export const CAROUSEL_SPEED_MS = 300;
export const JACKPOT_COUNTER_ANIMATION_MS = 10_000;
/** Mini-game availability: stale and cache time. */
export const MINI_GAME_STALE_MS = 2_000;
/** Bonus data: stale and cache time. */
export const BONUS_STALE_MS = 60_000;
export const LANGUAGE_DETECTION_MAX_ATTEMPTS = 3;

// Adaptive jackpot poll (section 9), by the highest jackpot probability in percent.
export const JACKPOT_POLL_IDLE_MS = 30_000;
export const JACKPOT_POLL_FAST_MS = 5_000;
export const JACKPOT_POLL_FAST_ABOVE_PROBABILITY = 90;
export const JACKPOT_POLL_BASE_MS = 30_281;
export const JACKPOT_POLL_MS_PER_PERCENT = 281;
/**
 * How far back the completed no-wager jackpot wins reach that the player's pending-wins read
 * carries: the no-wager modal shows a win completed on the player's local today, and in any time
 * zone today began at most 24 hours ago.
 */
export const NO_WAGER_WIN_LOOKBACK_MS = 24 * 60 * 60 * 1000;
/**
 * The transaction type code of a jackpot win (SPEC.md section 4: type 16), TRANSACTION_TYPE_CODES'
 * jackpot_win. Here, not beside the codes' schema: the live jackpots of every first screen need it
 * and no zod.
 */
export const JACKPOT_WIN_TRANSACTION_TYPE = 16;

// Carousels and paging.
export const CAROUSEL_PAGE_SIZE = 15;
export const CAROUSEL_PLACEHOLDERS = 15;
export const GAMES_PAGE_SIZE = 15;
/** Slides per view from each minimum viewport width (a breakpoint); below the first entry, 2. */
export const CAROUSEL_SLIDES = [
  { minWidth: 1440, slides: 7 },
  { minWidth: 1024, slides: 6 },
  { minWidth: 768, slides: 4 },
  { minWidth: 0, slides: 2 },
] as const satisfies readonly { minWidth: Breakpoint | 0; slides: number }[];

// Winners table.
export const WINNERS_LIST_HEIGHT_PX = 630;
export const WINNERS_TOP = { highRollers: 3, day: 5, month: 10 } as const;

// Count labels shown beside categories and groups.
export const COUNT_LABELS = {
  top: 2600,
  live: 3355,
  casinoGroupMain: '8000+',
  casinoGroupLobby: '8600+',
  liveGroupMain: '325+',
  liveGroupLobby: '3355+',
  jackpotsGroup: '670+',
} as const;

// Account, forms and documents.
export const PASSWORD_MIN_LENGTH = 5;
export const PASSWORD_MAX_LENGTH = 64;
/** Uploaded files must be strictly smaller than this (5 MB). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Fewer than this many images per submission ("You must have fewer than 20 photos"). */
export const MAX_IMAGES_EXCLUSIVE = 20;
export const ALLOWED_FILE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'pdf', 'bmp'] as const;
export const ALLOWED_FILE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'application/pdf',
  'image/bmp',
  'image/x-ms-bmp',
] as const;
export const VERIFICATION_DOCUMENT_COUNT = 4;
export const VERIFICATION_APPROVAL_HOURS = { min: 1, max: 24 } as const;
export const MIN_AGE_YEARS = 18;
export const BIRTH_YEARS_SPAN = 100;
export const WITHDRAWAL_VALUE_MAX_LENGTH = 20;
export const DEPOSIT_MAX_BANKING_DAYS = 5;
export const QUICK_SIGN_UP_SECONDS = 49;

// Loyalty.
export const DEFAULT_LOYALTY_LEVEL = 1;
export const DEFAULT_LOYALTY_LEVEL_COUNT = 9;

// Games.
/** Providers whose games need the player's birthday before a launch. */
export const BIRTHDAY_REQUIRED_PROVIDER_IDS = [27, 101] as const;
/** game.categories ids of the casino upstream that drive the card badges (not lobby ids). */
export const GAME_BADGE_CATEGORY_IDS = { new: 1, top: 2, dropsAndWins: 587 } as const;
/** A signed-in player's recently played row: the last this many games launched for real money. */
export const RECENTLY_PLAYED_LIMIT = 12;
/** At most this many providers in one games filter. */
export const GAME_PROVIDER_FILTER_MAX = 50;

// Jackpots.
export const JACKPOT_WAGERING_MULTIPLIER = 3;
export const JACKPOT_MIN_BET_EUR = 0.5;
export const JACKPOT_TIERS = ['gold', 'silver', 'bronze'] as const;
/** Weekly drop days, ISO weekday numbers (1 Monday … 7 Sunday). */
export const JACKPOT_DROP_WEEKDAYS = [1, 3, 4, 5] as const;

// Promotions (SPEC-NOTES: configuration, with the spec's dates as defaults; both ends included).
export const OKTOBERFEST_WINDOW = { start: '2025-09-18', end: '2025-10-07' } as const;
export const CATCH_GAME_WINDOW = { start: '2024-12-16', end: '2025-01-10' } as const;
export const CATCH_GAME_DAYS_OF_MONTH = [20, 21, 22, 27, 28, 29] as const;
export const CATCH_GAME_BONUS_PERCENT_BY_DAY: Readonly<Record<number, number>> = {
  12: 85,
  13: 50,
  20: 50,
  21: 75,
  22: 85,
  27: 50,
  28: 75,
  29: 85,
};
export const CATCH_GAME_ID_DEFAULT = 100;
export const CATCH_GAME_ID_PRODUCTION = 270;
export const CATCH_GAME_DAILY_TRIES = 3;
export const CATCH_GAME_MAX_EXTRA_TRIES = 5;
export const CATCH_GAME_EXTRA_TRIES_PER_DEPOSIT = 1;
/** One snowflake per euro bet (rounded down). */
export const SNOWFLAKES_PER_EUR = 1;

// Layout (px).
export const LAYOUT = {
  sidebarExpanded: 288,
  sidebarCollapsed: 64,
  maxContentWidth: 1240,
  accountContainer: 1170,
  popupPanelWidth: 200,
  popupPanelMaxHeight: 450,
  headerHeightMobile: 58,
  headerHeightFrom768: 68,
  /** SPEC-NOTES: the desktop layout (sidebar, no bottom bar) starts here. */
  desktopFrom: 1024 satisfies Breakpoint,
  bottomBarItems: 5,
} as const;
/**
 * The layout's breakpoints (SPEC.md section 9): every viewport width at which the layout changes
 * is one of these, in the web's hooks (through minWidthQuery and belowWidthQuery) and in its
 * stylesheets' media queries (which cannot import them: a test of the web reads them against
 * this list).
 */
export const BREAKPOINTS = [360, 375, 412, 568, 768, 1024, 1280, 1440] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

/** The media query of the widths from `breakpoint` on: `(min-width: 768px)`. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${String(breakpoint)}px)`;
}

/**
 * The media query of the widths below `breakpoint`: `(max-width: 767.98px)`. The .98 keeps a
 * fractional width (zoom) out of the gap between the two sides of the breakpoint.
 */
export function belowWidthQuery(breakpoint: Breakpoint): string {
  return `(max-width: ${String(breakpoint - 0.02)}px)`;
}

/**
 * Phones take a game's mobile art. The layout's phone range ends where the tablet one starts (768
 * px, SPEC.md section 9). The BFF's preload hints of the first tiles' art use the same query, so
 * they fetch what tiles show.
 */
export const MOBILE_ART_MEDIA = belowWidthQuery(768);
/** Tiles whose art loads at once: the first row's two a phone shows above the fold. */
export const EAGER_GAME_TILES = 2;
/** The language menu list's maximum height. */
export const LANGUAGE_MENU_MAX_HEIGHT = '7rem';
