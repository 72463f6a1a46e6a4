import {
  dailyBonusStateSchema,
  miniGamePlayResultSchema,
  type DailyBonusState,
  type MiniGame,
  type MiniGamePlayResult,
} from '@casino/shared';
import { z } from 'zod';
import { requestOptions, segment, type UpstreamCallContext } from '../call-context.js';
import { domainErrorForCode } from '../upstream-domain-errors.js';
import { noContent, type CasinoUpstream } from './shared.js';

/** A guest's GET /daily-bonus answers 204: the shared state's two shapes, by the body's presence. */
const dailyBonusAnswerSchema = z.preprocess(
  (body) => (body === undefined ? { status: 204 } : { status: 200, data: body }),
  dailyBonusStateSchema,
);

/** The mini-games and the daily bonus. */
export function miniGamesCalls({ http, mapped }: CasinoUpstream) {
  const miniGameStatus = async (
    token: string,
    game: MiniGame,
    context?: UpstreamCallContext,
  ): Promise<number> => {
    const status = await http.getStatus(
      `/mini-games/${segment(game)}/availability`,
      requestOptions(context, { token, route: '/mini-games/:game/availability' }),
    );
    if (status === 401) throw domainErrorForCode('unauthorized');
    return status;
  };

  return {
    /**
     * Whether the mini-game's button shows: only a 204 says yes (SPEC.md section 7); a refusal
     * (level, chances) is a no, not an error. An ended session still throws UNAUTHORIZED.
     */
    miniGameAvailability: async (
      token: string,
      game: MiniGame,
      context?: UpstreamCallContext,
    ): Promise<boolean> => (await miniGameStatus(token, game, context)) === 204,

    /** The availability answer's status itself (204 = available), for callers that keep it. */
    miniGameStatus: (token: string, game: MiniGame, context?: UpstreamCallContext) =>
      miniGameStatus(token, game, context),

    playMiniGame: (
      token: string,
      game: MiniGame,
      context?: UpstreamCallContext,
    ): Promise<MiniGamePlayResult> =>
      mapped(
        http.post(
          `/mini-games/${segment(game)}/play`,
          undefined,
          miniGamePlayResultSchema,
          requestOptions(context, { token, route: '/mini-games/:game/play' }),
        ),
      ),

    /** 200 with the week for a player, 204 for a guest. */
    dailyBonus: (token: string | null, context?: UpstreamCallContext): Promise<DailyBonusState> =>
      mapped(http.get('/daily-bonus', dailyBonusAnswerSchema, requestOptions(context, { token }))),

    collectDailyBonus: (token: string, context?: UpstreamCallContext): Promise<void> =>
      mapped(
        http.post('/daily-bonus/collect', undefined, noContent, requestOptions(context, { token })),
      ),
  };
}
