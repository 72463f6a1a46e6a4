import type { ModalName } from '@casino/shared';
import { useEffect } from 'react';
import { useModals } from '../../../lib/modals.js';
import { usePlayerLimits } from '../api/limits.js';
import { isLimitsModalDismissed } from './limits-dismissal.js';
import { RealityCheckWatcher } from './reality-check-watcher.js';

/** The modals the prompt waits for: the sign-up and its thank-you come first. */
const WAITS_FOR: ReadonlySet<ModalName> = new Set([
  'SIGNUP',
  'THANK_FOR_REGISTRATION_MODAL',
  'LIMITS_PROMPT',
  'LIMITS_REVIEW',
]);

/**
 * Opens the reality check when due (reality-check-watcher.tsx), and the prompt to set a limit (after the sign-up's thank-you, over the deposit flows and the
 * game) and the six-monthly review reminder when the BFF says they are due, again when the app
 * closed them, not once the player dismissed them in this page load.
 */
export function LimitsWatcher() {
  const limits = usePlayerLimits();
  const { active, queue, open } = useModals();
  const waiting = active !== undefined && WAITS_FOR.has(active.name);
  const due =
    limits.data?.promptDue === true
      ? 'LIMITS_PROMPT'
      : limits.data?.reviewDue === true
        ? 'LIMITS_REVIEW'
        : null;

  const queued = due !== null && queue.some((request) => request.name === due);

  useEffect(() => {
    if (due === null || waiting || queued || isLimitsModalDismissed(due)) return;
    open(due);
  }, [due, waiting, queued, open]);
  // The reality checks ride along: loaded for players only, after the first screen, like this.
  return <RealityCheckWatcher />;
}
