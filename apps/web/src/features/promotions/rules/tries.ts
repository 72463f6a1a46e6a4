import { CATCH_GAME_DAILY_TRIES, type CatchGameState } from '@casino/shared';

/**
 * Today's tries as the page says them, 'left of total': the daily three and the extra ones
 * today's deposits earned (the state caps those at five).
 */
export function triesToday(state: Pick<CatchGameState, 'tries'>): { left: number; total: number } {
  const total = CATCH_GAME_DAILY_TRIES + state.tries.extra;
  return { left: Math.min(state.tries.left, total), total };
}
