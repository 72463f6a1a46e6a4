import { QaClient, QaError, fetchQaSend } from '@casino/mock-world/qa';
import { useCallback, useEffect, useRef, useState } from 'react';
import { trpc } from '../../../lib/trpc.js';

// The QA panel's client of /qa (the typed client the journeys use too, over the page's fetch), and
// how a control runs a call: it says what it did, or why /qa refused it, and the app reads its
// data again where the world changed under it.

export const qaClient = new QaClient(fetchQaSend());

export type QaStatus =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; text: string };

/** The reason a call failed, as QA reads it: /qa's own message, else the error's. */
export function failureReason(error: unknown): string {
  if (error instanceof QaError) {
    const detail = error.details[0];
    return detail === undefined ? error.message : `${error.message} (${detail.path})`;
  }
  return error instanceof Error ? error.message : String(error);
}

export interface QaRunOptions {
  /**
   * The world changed under the app (the clock, geo, the player's state, a reset): every query
   * (bootstrap included) is read again, so each screen follows without a reload.
   */
  refresh?: boolean;
}

/** A control's runner: `run(call, describe)` sets the status to what it did or why it failed. */
export function useQaAction() {
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<QaStatus>({ kind: 'idle' });
  const run = useCallback(
    async <T>(
      call: () => Promise<T>,
      describe: (result: T) => string,
      options: QaRunOptions = {},
    ): Promise<T | undefined> => {
      setStatus({ kind: 'working' });
      try {
        const result = await call();
        if (options.refresh === true) await utils.invalidate();
        setStatus({ kind: 'done', text: describe(result) });
        return result;
      } catch (error) {
        setStatus({ kind: 'failed', text: failureReason(error) });
        return undefined;
      }
    },
    [utils],
  );
  const fail = useCallback((text: string) => {
    setStatus({ kind: 'failed', text });
  }, []);
  return { status, run, fail };
}

/**
 * What a section reads from /qa when it shows, and again when `key` changes (another player):
 * `onRead` gets the answer, `onFail` (when given) why /qa refused it; an answer that arrives after
 * the section moved on is dropped.
 */
export function useQaRead<T>(
  read: () => Promise<T>,
  onRead: (value: T) => void,
  key: unknown,
  onFail?: (text: string) => void,
): void {
  const latest = useRef({ read, onRead, onFail });
  latest.current = { read, onRead, onFail };
  useEffect(() => {
    let current = true;
    latest.current.read().then(
      (value) => {
        if (current) latest.current.onRead(value);
      },
      (error: unknown) => {
        if (current) latest.current.onFail?.(failureReason(error));
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
}
