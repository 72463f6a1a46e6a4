import { MINI_GAMES, type MiniGame } from '@casino/shared';
import type {
  CatchGameFacts,
  GamificationPatch,
  GamificationView,
  MiniGamesPatch,
  MiniGamesView,
} from '@casino/mock-world/qa';

// The mini-games', the catch game's and the gamification service's forms: what QA types, and the patch of what changed
// (the mock world checks the values again and refuses what is out of range).

/** Today's plays by game, the daily bonus's day (1-7) and whether today's is collected. */
export interface MiniGamesForm {
  plays: Record<MiniGame, string>;
  currentDay: string;
  collectedToday: boolean;
}

export type MiniGamesField = MiniGame | 'currentDay' | 'collectedToday';

export function miniGamesForm(view: MiniGamesView): MiniGamesForm {
  return {
    plays: Object.fromEntries(MINI_GAMES.map((game) => [game, String(view.plays[game])])) as Record<
      MiniGame,
      string
    >,
    currentDay: String(view.dailyBonus.currentDay),
    collectedToday: view.dailyBonus.collectedToday,
  };
}

/** A whole number of at least 0 as typed ('' and anything else: null). */
function count(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** The patch of the fields QA changed, or the first field that does not read. */
export function miniGamesPatch(
  before: MiniGamesView,
  form: MiniGamesForm,
): { patch: MiniGamesPatch; changed: MiniGamesField[] } | { invalid: MiniGamesField } {
  const patch: MiniGamesPatch = {};
  const changed: MiniGamesField[] = [];
  const plays: NonNullable<MiniGamesPatch['plays']> = {};
  for (const game of MINI_GAMES) {
    if (form.plays[game].trim() === String(before.plays[game])) continue;
    const used = count(form.plays[game]);
    if (used === null) return { invalid: game };
    plays[game] = used;
    changed.push(game);
  }
  if (changed.length > 0) patch.plays = plays;
  const dailyBonus: NonNullable<MiniGamesPatch['dailyBonus']> = {};
  if (form.currentDay.trim() !== String(before.dailyBonus.currentDay)) {
    const day = count(form.currentDay);
    if (day === null || day < 1 || day > 7) return { invalid: 'currentDay' };
    dailyBonus.currentDay = day;
    changed.push('currentDay');
  }
  if (form.collectedToday !== before.dailyBonus.collectedToday) {
    dailyBonus.collectedToday = form.collectedToday;
    changed.push('collectedToday');
  }
  if (Object.keys(dailyBonus).length > 0) patch.dailyBonus = dailyBonus;
  return { patch, changed };
}

/** The catch game's counts as typed: empty leaves a count as the world holds it. */
export interface CatchGameForm {
  snowflakes: string;
  triesUsedToday: string;
}

export type CatchGameField = keyof CatchGameForm;

export function catchGameForm(facts: CatchGameFacts | undefined): CatchGameForm {
  return facts === undefined
    ? { snowflakes: '', triesUsedToday: '' }
    : { snowflakes: String(facts.snowflakes), triesUsedToday: String(facts.triesUsedToday) };
}

/**
 * The catch game's patch: the filled fields that differ from the world's last answer (the world
 * has no read of these counts, so before the first answer every filled field is sent), or the
 * first field that does not read. An empty patch is nothing to send.
 */
export function catchGamePatch(
  last: CatchGameFacts | undefined,
  form: CatchGameForm,
):
  | { patch: Partial<Record<CatchGameField, number>>; changed: CatchGameField[] }
  | { invalid: CatchGameField } {
  const patch: Partial<Record<CatchGameField, number>> = {};
  const changed: CatchGameField[] = [];
  for (const field of ['snowflakes', 'triesUsedToday'] as const) {
    const text = form[field].trim();
    if (text === '' || (last !== undefined && text === String(last[field]))) continue;
    const value = count(text);
    if (value === null) return { invalid: field };
    patch[field] = value;
    changed.push(field);
  }
  return { patch, changed };
}

/** The gamification service's coins and each mission's progress as typed, by mission id. */
export interface GamificationForm {
  coins: string;
  progress: Record<string, string>;
}

export type GamificationField = { kind: 'coins' } | { kind: 'mission'; id: string };

export function gamificationForm(view: GamificationView): GamificationForm {
  return {
    coins: String(view.coins),
    progress: Object.fromEntries(view.missions.map(({ id, progress }) => [id, String(progress)])),
  };
}

/** The patch of the coins and missions QA changed, or the first field that does not read. */
export function gamificationPatch(
  before: GamificationView,
  form: GamificationForm,
): { patch: GamificationPatch; changed: GamificationField[] } | { invalid: GamificationField } {
  const patch: GamificationPatch = {};
  const changed: GamificationField[] = [];
  const coins = count(form.coins);
  if (coins === null) return { invalid: { kind: 'coins' } };
  if (coins !== before.coins) {
    patch.coins = coins;
    changed.push({ kind: 'coins' });
  }
  const missionProgress: Record<string, number> = {};
  for (const mission of before.missions) {
    const value = count(form.progress[mission.id] ?? '');
    if (value === null) return { invalid: { kind: 'mission', id: mission.id } };
    if (value === mission.progress) continue;
    missionProgress[mission.id] = value;
    changed.push({ kind: 'mission', id: mission.id });
  }
  if (Object.keys(missionProgress).length > 0) {
    patch.missionProgress = missionProgress;
  }
  return { patch, changed };
}
