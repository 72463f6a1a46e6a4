import { isAuthFlowOpen } from '@casino/shared';
import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { LazyPartBoundary } from '../lib/lazy-part.js';
import { useModals } from '../lib/modals.js';
import { useSession } from '../lib/session.js';
import {
  forgetWaitingAction,
  hasWaitingAction,
  readWaitingAction,
  type WaitingAction,
  type WaitingActionKind,
  type WaitingActionProps,
  type WaitingActionRegistration,
} from '../lib/waiting-action.js';
import { FEATURES } from './features.js';

type AnyRunner = LazyExoticComponent<ComponentType<WaitingActionProps<WaitingActionKind>>>;

/** The runners of statusSignUp wishes by kind, from the features' registrations. */
export const WAITING_ACTION_RUNNERS: ReadonlyMap<WaitingActionKind, AnyRunner> = new Map(
  FEATURES.flatMap((feature) =>
    Object.entries(feature.waitingActions ?? {}).map(([kind, registration]) => {
      const { load } = registration as WaitingActionRegistration<WaitingActionKind>;
      return [kind as WaitingActionKind, lazy(async () => ({ default: await load() }))] as const;
    }),
  ),
);

/**
 * Runs the stored wish once the visitor is a player and every sign-in and sign-up modal has
 * closed (THANK_FOR_REGISTRATION_MODAL first, after a sign-up), then forgets it: once, whatever
 * happens. A wish no feature runs is dropped with a warning.
 */
export function WaitingActionHost({
  runners = WAITING_ACTION_RUNNERS,
}: {
  runners?: ReadonlyMap<WaitingActionKind, AnyRunner>;
}) {
  const { player, status } = useSession();
  const { queue } = useModals();
  const [running, setRunning] = useState<WaitingAction>();
  const authFlowOpen = isAuthFlowOpen(queue);
  const isPlayer = status !== 'pending' && player !== null;

  useEffect(() => {
    if (running !== undefined || !isPlayer || authFlowOpen || !hasWaitingAction()) return;
    let current = true;
    void readWaitingAction().then((action) => {
      if (!current) return;
      // Forgotten before it runs: a wish that fails never comes back; a malformed one is dropped.
      forgetWaitingAction();
      if (action === undefined) return;
      if (runners.has(action.kind)) setRunning(action);
      else console.warn(`no feature runs the waiting action ${action.kind}`);
    });
    return () => {
      current = false;
    };
  }, [running, isPlayer, authFlowOpen, runners]);

  if (running === undefined) return null;
  const Runner = runners.get(running.kind);
  if (Runner === undefined) return null;
  const done = () => {
    setRunning(undefined);
  };
  return (
    <LazyPartBoundary key={running.kind} name={`waiting action ${running.kind}`} onError={done}>
      <Runner action={running} onDone={done} />
    </LazyPartBoundary>
  );
}
