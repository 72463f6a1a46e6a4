import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import type { WaitingActionProps } from '../../../lib/waiting-action.js';

/** statusSignUp's open_gamification wish once the guest is a player: the entry they pressed opens. */
export function ContinueOpenGamification({
  action,
  onDone,
}: WaitingActionProps<'open_gamification'>) {
  const { href } = useLanguage();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void navigate(href(path('gamification', { action: action.action })));
    onDone();
  }, [navigate, href, action.action, onDone]);
  return null;
}
