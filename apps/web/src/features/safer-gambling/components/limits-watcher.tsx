import type { ModalName } from '@casino/shared';
import { useEffect, useRef } from 'react';
import { useModals } from '../../../lib/modals.js';
import { usePlayerLimits } from '../api/limits.js';

/** The modals the prompt waits for: the sign-up and its thank-you come first. */
const WAITS_FOR: ReadonlySet<ModalName> = new Set([
  'SIGNUP',
  'THANK_FOR_REGISTRATION_MODAL',
  'LIMITS_PROMPT',
  'LIMITS_REVIEW',
]);

/**
 * Opens the prompt to set a limit (once per page load, after the sign-up's thank-you, over the
 * deposit flows) and the six-monthly review reminder when the BFF says they are due.
 */
export function LimitsWatcher() {
  const limits = usePlayerLimits();
  const { active, open } = useModals();
  const opened = useRef(false);
  const waiting = active !== undefined && WAITS_FOR.has(active.name);
  const due =
    limits.data?.promptDue === true
      ? 'LIMITS_PROMPT'
      : limits.data?.reviewDue === true
        ? 'LIMITS_REVIEW'
        : null;

  useEffect(() => {
    if (due === null || waiting || opened.current) return;
    opened.current = open(due);
  }, [due, waiting, open]);
  return null;
}
