import { isDailyBonusVisible, miniGameOfView, type GptGameView } from '@casino/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { useSession } from '../../../lib/session.js';
import { rememberWaitingAction } from '../../../lib/waiting-action.js';
import { useDailyBonus, useMiniGameAvailability } from '../api/mini-games.js';

/**
 * Opens a mini-game or the daily bonus: GPT_GAME_MODAL for a player; for a guest, sign-up in place
 * (the SIGNUP modal over the page), with the wish kept in statusSignUp so the game opens once the
 * guest is a player (SPEC.md section 6).
 */
export function useStartMiniGame(): (view: GptGameView) => void {
  const { player } = useSession();
  const modals = useModals();
  const { href } = useLanguage();
  const navigate = useNavigate();
  return useCallback(
    (view: GptGameView) => {
      if (player !== null) {
        modals.open('GPT_GAME_MODAL', { game: view });
        return;
      }
      rememberWaitingAction({ kind: 'open_mini_game', view });
      if (modals.isRegistered('SIGNUP')) modals.open('SIGNUP');
      else void navigate(href(path('registration')));
    },
    [player, modals, href, navigate],
  );
}

/**
 * Whether a mini-game's or the daily bonus's entry shows: for a player while its availability
 * answers 204 (the daily bonus: 200 with data); a guest always sees the games and sees the daily
 * bonus on 204 (SPEC-NOTES "Rules and numbers").
 */
export function useMiniGameEntryVisible(): (view: GptGameView) => boolean {
  const { player } = useSession();
  const { statusOf } = useMiniGameAvailability();
  const daily = useDailyBonus();
  return useCallback(
    (view: GptGameView) => {
      if (view === 'daily_bonus') {
        return isDailyBonusVisible({
          isAuthenticated: player !== null,
          status: daily.data?.status,
          hasData: daily.data?.status === 200,
        });
      }
      if (player === null) return true;
      const game = miniGameOfView(view);
      return game !== null && statusOf(game) === 204;
    },
    [player, statusOf, daily.data],
  );
}
