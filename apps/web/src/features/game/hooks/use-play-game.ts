import { gamePath } from '@casino/shared';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { path } from '../../../config/paths.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { useSession } from '../../../lib/session.js';
import { useToasts } from '../../../lib/toasts.js';
import { rememberWaitingAction } from '../../../lib/waiting-action.js';
import { useFetchPlayability } from '../../wallet/public.js';
import type { PlayGameInput } from '../modal-data.js';
import { gamePageStateFrom, isGamePagePath } from '../rules/game-page-state.js';
import { playStep, type GameForPlay, type PlayMode, type PlayStep } from '../rules/play-step.js';
import { useReadGame } from '../api/game.js';

export type { PlayMode } from '../rules/play-step.js';
export type { GamePageState } from '../rules/game-page-state.js';

/** How a play request ended: the step the flow took, or why it took none. */
export type PlayOutcome = PlayStep['kind'] | 'failed' | 'busy';

export interface PlayOptions {
  /** The bonus notice (GAME_NOTIFICATION_MODAL) was read: go on without it. */
  noticeSeen?: boolean;
}

export interface OpenGameOptions {
  noticeSeen?: boolean;
}

export interface PlayFlow {
  /** The whole flow: close modals, sign-up, availability, money, notice, profile, the game. */
  play: (game: PlayGameInput, mode?: PlayMode, options?: PlayOptions) => Promise<PlayOutcome>;
  /** The last step alone: the game page, with the page it came from in navigation state. */
  openGame: (game: PlayGameInput, mode: PlayMode, options?: OpenGameOptions) => void;
  /**
   * A guest's real-money wish: kept in statusSignUp (the game feature runs it once the guest is
   * a player), then the SIGNUP modal.
   */
  startSignUp: (game: PlayGameInput, mode: PlayMode, options?: { replace?: boolean }) => void;
}

/**
 * The play flow of SPEC.md section 4, in one place: every Play control calls it (through
 * usePlayGame), and so do the game feature's modals when a launch goes on after them.
 */
export function usePlayFlow(): PlayFlow {
  const navigate = useNavigate();
  const location = useLocation();
  const { href } = useLanguage();
  const { player, bootstrap } = useSession();
  const modals = useModals();
  const { show } = useToasts();
  const { t } = useTranslation();
  const readGame = useReadGame();
  const fetchPlayability = useFetchPlayability();

  // Read when a step acts, after its awaits: the page and the visitor as they are then.
  const latest = useRef({ location, player, bootstrap, href, modals });
  latest.current = { location, player, bootstrap, href, modals };
  const busy = useRef(false);

  const openGame = useCallback(
    (game: PlayGameInput, mode: PlayMode, { noticeSeen = false }: OpenGameOptions = {}) => {
      const { location: here, href: localize } = latest.current;
      const target = localize(gamePath(game, { demo: mode === 'demo' }));
      const state = gamePageStateFrom(here, localize(path('main')), noticeSeen);
      // From a game page (demo to real money, a launch continued) the entry is replaced: closing
      // goes back to where the first game came from, and Back does not reopen the other mode.
      void navigate(target, { state, replace: isGamePagePath(here.pathname) });
    },
    [navigate],
  );

  const startSignUp = useCallback(
    (game: PlayGameInput, mode: PlayMode, { replace = false }: { replace?: boolean } = {}) => {
      const { modals: manager, href: localize } = latest.current;
      rememberWaitingAction({
        kind: 'play_game',
        gameId: game.id,
        ...(mode === 'demo' ? { demo: true } : {}),
      });
      if (manager.isRegistered('SIGNUP')) manager.open('SIGNUP');
      else void navigate(localize(path('registration')), { replace });
    },
    [navigate],
  );

  const play = useCallback(
    async (
      input: PlayGameInput,
      requested: PlayMode = 'real',
      { noticeSeen = false }: PlayOptions = {},
    ): Promise<PlayOutcome> => {
      if (busy.current) return 'busy';
      busy.current = true;
      try {
        latest.current.modals.closeAll();
        let game: PlayGameInput & GameForPlay =
          input.hasDemo === undefined || input.geo_link === undefined
            ? await readGame(input.id)
            : { ...input, hasDemo: input.hasDemo };
        const visitor = latest.current;
        const isAuthenticated = visitor.player !== null;
        const base = {
          game,
          mode: requested,
          isAuthenticated,
          // "UK" is the account's country for players, the geo country for guests (SPEC-NOTES).
          country: isAuthenticated ? visitor.player?.country : visitor.bootstrap?.country.alpha3,
          profile: visitor.player ?? undefined,
          noticeSeen,
        };
        let step = playStep(base);
        if (step.kind === 'need_game') {
          game = await readGame(input.id);
          step = playStep({ ...base, game });
        }
        if (step.kind === 'need_money') {
          // Fresh: a deposit or a bet a moment ago changes the answer.
          step = playStep({ ...base, game, money: await fetchPlayability() });
        }
        const { modals: manager } = latest.current;
        switch (step.kind) {
          case 'unavailable':
            manager.open('GAME_NOT_AVAILABLE', { reason: 'unavailable', gameName: game.name });
            break;
          case 'sign_up':
            startSignUp(game, 'real');
            break;
          case 'log_in':
            // The demo's page asks a UK guest to log in, and opens the game once they have.
            openGame(game, 'demo');
            break;
          case 'need_game':
          case 'need_money':
            break;
          case 'not_available':
            show('error', t(step.messageKey));
            break;
          case 'insufficient_balance':
            manager.open('INSUFFICIENT_BALANCE_MODAL', { game });
            break;
          case 'notice':
            manager.open('GAME_NOTIFICATION_MODAL', { game, beforeLaunch: true });
            break;
          case 'profile':
            manager.open('PROFILE_REQUIREMENTS_MODAL', {
              game,
              mode: 'real',
              missing: step.missing,
              messageKey: step.messageKey,
              noticeSeen,
            });
            break;
          case 'open':
            openGame(game, step.mode, { noticeSeen });
            break;
        }
        return step.kind;
      } catch (error) {
        const { key, values } = errorMessageOf(error);
        show('error', t(key, values));
        return 'failed';
      } finally {
        busy.current = false;
      }
    },
    [show, t, openGame, startSignUp, readGame, fetchPlayability],
  );

  return { play, openGame, startSignUp };
}

/**
 * The play flow every Play and Demo control calls: `usePlayGame()(game, 'real' | 'demo')`. It
 * settles on its own (a modal, a toast or the game page); usePlayFlow gives the outcome.
 */
export function usePlayGame(): (game: PlayGameInput, mode?: PlayMode) => void {
  const { play } = usePlayFlow();
  return useCallback(
    (game, mode = 'real') => {
      void play(game, mode);
    },
    [play],
  );
}
