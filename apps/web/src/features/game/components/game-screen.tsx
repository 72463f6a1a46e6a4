import { gamePath, splitLanguagePrefix, type Game } from '@casino/shared';
import { use, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { Button } from '../../../components/ui/button.js';
import { cx } from '../../../components/ui/class-names.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { IconButton } from '../../../components/ui/icon-button.js';
import type { IconName } from '../../../components/ui/icon.js';
import { DocumentTitleSuffix } from '../../../components/ui/page-title.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useMoneyActionsBlocked } from '../../../components/ui/offline-guard.js';
import { path } from '../../../config/paths.js';
import { errorCodeOf } from '../../../lib/app-error.js';
import { useDocumentTitle } from '../../../lib/document-title.js';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { RedirectTo } from '../../../lib/redirect.js';
import { useSession } from '../../../lib/session.js';
import { useToasts } from '../../../lib/toasts.js';
import { GameSlot } from '../../../lib/game-slot.js';
import { useGame } from '../api/game.js';
import { useOpenDeposit } from '../../payments/public.js';
import { useFullscreen } from '../hooks/use-fullscreen.js';
import { useGameLaunch } from '../hooks/use-game-launch.js';
import { usePlayFlow } from '../hooks/use-play-game.js';
import { GAME_NAMESPACE } from '../locales/namespace.js';
import { readGamePageState } from '../rules/game-page-state.js';
import type { LaunchFailure } from '../rules/launch-failure.js';
import { playStep, type PlayMode } from '../rules/play-step.js';
import { GameFrame } from './game-frame.js';
import styles from './game-page.module.css';
import { GameToolbar } from './game-toolbar.js';

/**
 * The game page: the game by its id, the play flow's checks for a page entered by its URL, a
 * fresh launch on every visit, and the frame with its toolbar (docs/decisions/021).
 */
export function GameScreen({ gameId, mode }: { gameId: number; mode: PlayMode }) {
  const { status: sessionStatus } = useSession();
  const { href } = useLanguage();
  const location = useLocation();
  const gameQuery = useGame(gameId);
  const game = gameQuery.data?.game;

  if (gameQuery.isError) {
    if (errorCodeOf(gameQuery.error) === 'NOT_FOUND') return <RedirectTo to={path('notFound')} />;
    return (
      <GameErrorPage
        mode={mode}
        isRetrying={gameQuery.isFetching}
        onRetry={() => void gameQuery.refetch()}
      />
    );
  }
  if (game === undefined || sessionStatus === 'pending') return <GameSkeleton mode={mode} />;
  // One address per game and mode: its id and slug (a demo of a game without one is the game
  // itself). Settled before the launch, which a new history entry would ask again.
  const canonical = gamePath(game, { demo: mode === 'demo' && game.hasDemo });
  if (splitLanguagePrefix(location.pathname).rest !== canonical) {
    const state: unknown = location.state;
    return (
      <Navigate to={{ pathname: href(canonical), search: location.search }} replace state={state} />
    );
  }
  return <LoadedGame game={game} mode={mode} />;
}

function LoadedGame({ game, mode }: { game: Game; mode: PlayMode }) {
  const { t } = useTranslation(GAME_NAMESPACE);
  const { t: message } = useTranslation();
  const { player, bootstrap } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { href } = useLanguage();
  const modals = useModals();
  const { show } = useToasts();
  const { openGame, startSignUp } = usePlayFlow();
  const openDeposit = useOpenDeposit();
  const titleId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  const pageState = readGamePageState(location.state);
  useDocumentTitle(`${game.name} | ${use(DocumentTitleSuffix)}`, 'page');

  // The play flow's checks, for a page entered by its URL as for one opened from a tile: the
  // player's money, bonus and profile are the BFF's to check at the launch (same rules).
  const isAuthenticated = player !== null;
  const gate = playStep({
    game,
    mode,
    isAuthenticated,
    country: isAuthenticated ? player.country : bootstrap?.country.alpha3,
  });
  const canLaunch = gate.kind === 'need_money' || gate.kind === 'open';
  // A launch waits for the network (the offline notice says why) and starts when it returns; a
  // game already running stays when the network drops.
  const offline = useMoneyActionsBlocked();
  const [networkSeen, setNetworkSeen] = useState(!offline);
  useEffect(() => {
    if (!offline) setNetworkSeen(true);
  }, [offline]);
  const launch = useGameLaunch({
    gameId: game.id,
    mode,
    enabled: canLaunch && networkSeen,
    entryKey: `${location.key}:${String(player?.id ?? 'guest')}`,
  });
  const isOpen = launch.status === 'ready';

  const askSwitch = () => {
    modals.open('SWITCH_TO_GAME_MODAL', { game });
  };
  const close = () => {
    fullscreen.exit();
    void navigate(pageState?.from ?? href(path('main')));
  };

  // What the gate asks for happens once per game and mode, not on every render.
  useEffect(() => {
    if (gate.kind === 'unavailable') {
      modals.open('GAME_NOT_AVAILABLE', { reason: 'unavailable', gameName: game.name });
    } else if (gate.kind === 'sign_up') {
      startSignUp(game, 'real', { replace: true });
    } else if (gate.kind === 'log_in') {
      modals.open('LOGIN');
    }
  }, [gate.kind, game.id, mode]);

  // A refused launch opens the modal of its reason, once per attempt.
  const failedAttempt = launch.status === 'failed' ? launch.attempt : undefined;
  useEffect(() => {
    if (launch.status !== 'failed') return;
    const { failure } = launch;
    switch (failure.kind) {
      case 'log_in':
        modals.open('LOGIN');
        break;
      case 'not_available':
        show('error', message(failure.messageKey));
        break;
      case 'restricted':
        modals.open('GAME_NOT_AVAILABLE', { reason: 'restricted', gameName: game.name });
        break;
      case 'insufficient_balance':
        modals.open('INSUFFICIENT_BALANCE_MODAL', { game });
        break;
      case 'profile':
        modals.open('PROFILE_REQUIREMENTS_MODAL', {
          game,
          mode: 'real',
          missing: failure.missing,
          messageKey: failure.messageKey,
          noticeSeen: pageState?.noticeSeen === true,
        });
        break;
      case 'not_found':
      case 'error':
        break;
    }
  }, [failedAttempt]);

  // Playable with real money only: said once the game is open, unless read on the way here.
  const readyAttempt = launch.status === 'ready' ? launch.attempt : undefined;
  useEffect(() => {
    if (launch.status !== 'ready' || launch.notice === null) return;
    if (pageState?.noticeSeen === true) return;
    modals.open('GAME_NOTIFICATION_MODAL', { game, beforeLaunch: false });
  }, [readyAttempt]);

  // Modals live outside the full-screen element, where the browser would hide them.
  const modalOpen = modals.active !== undefined;
  useEffect(() => {
    if (modalOpen && (fullscreen.mode === 'api' || fullscreen.mode === 'webkit')) fullscreen.exit();
  }, [modalOpen, fullscreen.mode]);

  if (launch.status === 'failed' && launch.failure.kind === 'not_found') {
    return <RedirectTo to={path('notFound')} />;
  }

  const playDemo = game.hasDemo
    ? () => {
        openGame(game, 'demo');
      }
    : undefined;
  const chooseAnother = (
    <ButtonLink to={href(path('games'))} variant="secondary">
      {t('page.chooseAnother')}
    </ButtonLink>
  );
  const logIn = (
    <Button
      onPress={() => {
        modals.open('LOGIN');
      }}
    >
      {t('page.logIn')}
    </Button>
  );

  let content: ReactNode;
  if (gate.kind === 'unavailable') {
    content = (
      <GamePanel
        icon="alert"
        title={t('notAvailable.title')}
        text={t('notAvailable.text')}
        actions={chooseAnother}
      />
    );
  } else if (gate.kind === 'sign_up') {
    content = (
      <GamePanel
        icon="lock"
        title={t('page.signUpTitle')}
        text={t('page.signUpText')}
        actions={
          <>
            {playDemo === undefined ? null : (
              <Button variant="secondary" onPress={playDemo}>
                {t('page.playDemo')}
              </Button>
            )}
            <Button
              onPress={() => {
                startSignUp(game, 'real');
              }}
            >
              {t('page.signUp')}
            </Button>
          </>
        }
      />
    );
  } else if (gate.kind === 'log_in') {
    content = (
      <GamePanel
        icon="lock"
        title={t('page.signInTitle')}
        text={t('page.signInText')}
        actions={
          <>
            <Button
              variant="secondary"
              onPress={() => {
                startSignUp(game, 'demo');
              }}
            >
              {t('page.signUp')}
            </Button>
            {logIn}
          </>
        }
      />
    );
  } else if (launch.status === 'ready') {
    content = (
      <GameFrame
        key={launch.url}
        url={launch.url}
        gameId={game.id}
        name={game.name}
        provider={game.providerName}
        onSwitchToReal={mode === 'demo' ? askSwitch : undefined}
      />
    );
  } else if (launch.status === 'failed') {
    content = (
      <FailurePanel
        failure={launch.failure}
        onRetry={launch.retry}
        logIn={logIn}
        chooseAnother={chooseAnother}
        playDemo={playDemo}
        onDeposit={openDeposit}
        onCompleteProfile={(failure) => {
          modals.open('PROFILE_REQUIREMENTS_MODAL', {
            game,
            mode: 'real',
            missing: failure.missing,
            messageKey: failure.messageKey,
            noticeSeen: pageState?.noticeSeen === true,
          });
        }}
      />
    );
  } else {
    content = <StageLoading />;
  }

  const showCta = mode === 'demo' && isOpen;
  return (
    <section
      className={styles.page}
      aria-labelledby={titleId}
      data-cta={mode === 'demo' ? '' : undefined}
    >
      <GameToolbar
        titleId={titleId}
        title={game.name}
        provider={game.providerName}
        mode={mode}
        side={<GameSlot gameId={game.id} mode={mode} isOpen={isOpen} />}
        favouriteGameId={player === null ? undefined : game.id}
        onSwitchToReal={showCta ? askSwitch : undefined}
        fullscreen={{
          isFullscreen: fullscreen.isFullscreen,
          toggle: fullscreen.toggle,
          isDisabled: !isOpen,
        }}
        onClose={close}
      />
      <div
        ref={stage}
        className={cx(styles.stage, fullscreen.mode === 'viewport' && styles.viewportFullscreen)}
      >
        {content}
        {fullscreen.isFullscreen ? (
          <IconButton
            icon="collapse"
            label={t('page.exitFullscreen')}
            className={styles.exitFullscreen}
            onPress={fullscreen.exit}
          />
        ) : null}
      </div>
      {mode === 'demo' ? (
        <Button
          size="lg"
          block
          className={styles.ctaBelow}
          isDisabled={!showCta}
          onPress={askSwitch}
        >
          {t('page.playForReal')}
        </Button>
      ) : null}
    </section>
  );
}

/** What stands in the game's place: a message and the ways on. */
function GamePanel({
  icon,
  title,
  text,
  actions,
}: {
  icon: IconName;
  title: string;
  text?: string;
  actions?: ReactNode;
}) {
  return (
    <div className={styles.panel}>
      <EmptyState
        icon={icon}
        title={title}
        description={text}
        action={actions === undefined ? undefined : <div className={styles.actions}>{actions}</div>}
      />
    </div>
  );
}

function FailurePanel({
  failure,
  onRetry,
  logIn,
  chooseAnother,
  playDemo,
  onDeposit,
  onCompleteProfile,
}: {
  failure: LaunchFailure;
  onRetry: () => void;
  logIn: ReactNode;
  chooseAnother: ReactNode;
  playDemo: (() => void) | undefined;
  onDeposit: () => void;
  onCompleteProfile: (failure: Extract<LaunchFailure, { kind: 'profile' }>) => void;
}) {
  const { t } = useTranslation(GAME_NAMESPACE);
  const { t: message } = useTranslation();
  const demoButton = (variant: 'primary' | 'secondary') =>
    playDemo === undefined ? null : (
      <Button variant={variant} onPress={playDemo}>
        {t('page.playDemo')}
      </Button>
    );
  switch (failure.kind) {
    case 'log_in':
      return (
        <GamePanel
          icon="lock"
          title={message('errors.unauthorized')}
          actions={
            <>
              <Button variant="secondary" onPress={onRetry}>
                {t('page.tryAgain')}
              </Button>
              {logIn}
            </>
          }
        />
      );
    case 'not_available':
      return (
        <GamePanel
          icon="wagering"
          title={message(failure.messageKey)}
          actions={
            <>
              {chooseAnother}
              {demoButton('primary')}
            </>
          }
        />
      );
    case 'restricted':
      return (
        <GamePanel
          icon="lock"
          title={message('errors.accessDenied')}
          text={message('errors.accessDeniedText')}
          actions={chooseAnother}
        />
      );
    case 'insufficient_balance':
      return (
        <GamePanel
          icon="wallet"
          title={message('errors.notEnoughMoney')}
          actions={
            <>
              {demoButton('secondary')}
              <Button variant="secondary" onPress={onRetry}>
                {t('page.tryAgain')}
              </Button>
              <Button onPress={onDeposit}>{t('page.deposit')}</Button>
            </>
          }
        />
      );
    case 'profile':
      return (
        <GamePanel
          icon="user"
          title={message(failure.messageKey)}
          actions={
            <Button
              onPress={() => {
                onCompleteProfile(failure);
              }}
            >
              {t('page.completeProfile')}
            </Button>
          }
        />
      );
    case 'not_found':
    case 'error':
      return (
        <div className={styles.panel}>
          <ErrorState
            onRetry={onRetry}
            message={
              failure.kind === 'error'
                ? { key: failure.messageKey, values: { ...failure.values } }
                : undefined
            }
          />
        </div>
      );
  }
}

function StageLoading() {
  const { t } = useTranslation(GAME_NAMESPACE);
  return (
    <div className={styles.cover} role="status" aria-busy="true">
      <span className="visually-hidden">{t('page.loading')}</span>
      <Skeleton width="100%" height="100%" />
    </div>
  );
}

/** The page's final shape while the game and the visitor are read: no layout shift. */
function GameSkeleton({ mode }: { mode: PlayMode }) {
  return (
    <div className={styles.page} data-cta={mode === 'demo' ? '' : undefined} aria-hidden="true">
      <div className={styles.toolbar}>
        <div className={cx(styles.heading, styles.skeletonTitle)}>
          <Skeleton width="min(240px, 60%)" height={24} shape="text" />
          <Skeleton width={120} height={16} shape="text" />
        </div>
        <div className={styles.tools}>
          <Skeleton width={40} height={40} />
        </div>
        <Skeleton width={40} height={40} className={styles.close} />
      </div>
      <div className={styles.stage}>
        <StageLoading />
      </div>
      {mode === 'demo' ? (
        <div className={styles.ctaBelow}>
          <Skeleton width="100%" height={48} />
        </div>
      ) : null}
    </div>
  );
}

/** The game could not be read: the generic message with Retry, in the page's shape. */
function GameErrorPage({
  mode,
  isRetrying,
  onRetry,
}: {
  mode: PlayMode;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  const { t: message } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { href } = useLanguage();
  const titleId = useId();
  const from = readGamePageState(location.state)?.from;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <GameToolbar
        titleId={titleId}
        title={message('somethingWentWrong')}
        mode={mode}
        onClose={() => void navigate(from ?? href(path('main')))}
      />
      <div className={styles.stage}>
        <div className={styles.panel}>
          <ErrorState onRetry={onRetry} isRetrying={isRetrying} />
        </div>
      </div>
    </section>
  );
}
