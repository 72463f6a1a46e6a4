import { splitLanguagePrefix } from '@casino/shared';

// The game page's navigation state (SPEC.md section 2: "The previous path is passed as
// navigation state"): where its close control goes back to, and whether the player has already
// read the bonus notice for this launch.

export interface GamePageState {
  /** The page the game was opened from: a path of this app, with its query. */
  from: string;
  /** GAME_NOTIFICATION_MODAL was shown before the game opened: the page does not show it again. */
  noticeSeen?: boolean;
}

/** An in-app path: one leading slash, nothing that leaves the origin. */
export function isInternalPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    value.length <= 2_000
  );
}

/**
 * The state a history entry carries, as the game page reads it: history state outlives the code
 * that wrote it (a reload, an old tab), so anything else reads as none.
 */
export function readGamePageState(state: unknown): GamePageState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { from, noticeSeen } = state as Record<string, unknown>;
  if (!isInternalPath(from)) return undefined;
  return noticeSeen === true ? { from, noticeSeen } : { from };
}

/** Whether a pathname (with or without a language prefix) is a game page. */
export function isGamePagePath(pathname: string): boolean {
  const { rest } = splitLanguagePrefix(pathname);
  return rest === '/game' || rest.startsWith('/game/');
}

export interface Here {
  pathname: string;
  search: string;
  state: unknown;
}

/**
 * The state of a game page opened from `here`: the page it came from; from a game page (demo to
 * real money, a launch continued after a modal) the page that one came from, so that closing
 * never lands on another game.
 */
export function gamePageStateFrom(here: Here, fallback: string, noticeSeen = false): GamePageState {
  const from = isGamePagePath(here.pathname)
    ? (readGamePageState(here.state)?.from ?? fallback)
    : `${here.pathname}${here.search}`;
  return noticeSeen ? { from, noticeSeen } : { from };
}
