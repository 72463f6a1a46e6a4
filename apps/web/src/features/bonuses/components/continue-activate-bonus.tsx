import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import type { WaitingActionProps } from '../../../lib/waiting-action.js';
import { useBonusFlow } from './bonus-actions.js';

/**
 * statusSignUp's activate_bonus wish (an activate-bonus link a guest opened) once the guest is a
 * player: the bonus is activated, then main.
 */
export function ContinueActivateBonus({ action, onDone }: WaitingActionProps<'activate_bonus'>) {
  const { perform } = useBonusFlow();
  const { href } = useLanguage();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void perform('accept', action.bonusId).then(() => {
      void navigate(href(path('main')), { replace: true });
      onDone();
    });
  }, [perform, action.bonusId, navigate, href, onDone]);
  return null;
}
