import type { MessageKey } from '@casino/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCodeOf, errorDomainCodeOf, errorMessageOf } from '../../../lib/app-error.js';
import { useLanguage } from '../../../lib/language.js';
import { launchFailure, type LaunchFailure } from '../rules/launch-failure.js';
import type { PlayMode } from '../rules/play-step.js';
import { useLaunchGame } from '../api/game.js';

export type LaunchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; url: string; notice: MessageKey | null; attempt: number }
  | { status: 'failed'; failure: LaunchFailure; attempt: number };

/**
 * A fresh launch URL from games.launch each time the game is shown: on mount, on a new history
 * entry for the page (`entryKey`), when the player changes and on Retry. Launch URLs open their
 * game once (docs/decisions/018), so one is never reused; an answer to an older request than the
 * last is dropped.
 */
export function useGameLaunch({
  gameId,
  mode,
  enabled,
  entryKey,
}: {
  gameId: number;
  mode: PlayMode;
  enabled: boolean;
  /** Changes whenever the launch must be asked again (history entry, player). */
  entryKey: string;
}): LaunchState & { retry: () => void } {
  const { language } = useLanguage();
  const launch = useLaunchGame();
  const [state, setState] = useState<LaunchState>({ status: 'idle' });
  const [retries, setRetries] = useState(0);
  const latest = useRef(0);
  const { mutateAsync } = launch;

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle' });
      return;
    }
    latest.current += 1;
    const attempt = latest.current;
    setState({ status: 'loading' });
    mutateAsync({ gameId, mode, lang: language }).then(
      (answer) => {
        if (attempt !== latest.current) return;
        setState({ status: 'ready', url: answer.url, notice: answer.notice, attempt });
      },
      (error: unknown) => {
        if (attempt !== latest.current) return;
        const { key, values } = errorMessageOf(error);
        setState({
          status: 'failed',
          failure: launchFailure({
            code: errorCodeOf(error),
            domainCode: errorDomainCodeOf(error),
            messageKey: key,
            values,
          }),
          attempt,
        });
      },
    );
    // The language is sent with each launch but changing it does not restart a running game.
  }, [enabled, gameId, mode, entryKey, retries, mutateAsync]);

  const retry = useCallback(() => {
    setRetries((count) => count + 1);
  }, []);

  return { ...state, retry };
}
