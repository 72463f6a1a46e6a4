import type { GamificationAction } from '@casino/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { useSession } from '../../../lib/session.js';
import { rememberWaitingAction } from '../../../lib/waiting-action.js';

/**
 * Opens a gamification entry: its panel for a player; for a guest, sign-up in place, with the
 * wish kept in statusSignUp so the panel opens once the guest is a player (SPEC.md section 2).
 */
export function useOpenGamification(): (action: GamificationAction) => void {
  const { player } = useSession();
  const modals = useModals();
  const { href } = useLanguage();
  const navigate = useNavigate();
  return useCallback(
    (action: GamificationAction) => {
      if (player !== null) {
        void navigate(href(path('gamification', { action })));
        return;
      }
      rememberWaitingAction({ kind: 'open_gamification', action });
      if (modals.isRegistered('SIGNUP')) modals.open('SIGNUP');
      else void navigate(href(path('registration')));
    },
    [player, modals, href, navigate],
  );
}
