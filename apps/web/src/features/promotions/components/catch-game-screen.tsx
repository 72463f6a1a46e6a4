import {
  catchGameCalendar,
  formatNumber,
  type CatchGameCalendar as Calendar,
  type CatchGamePlayResult,
  type CatchGameState,
} from '@casino/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { ClientState } from '../../../components/ui/client-state.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Icon } from '../../../components/ui/icon.js';
import { LeadPage, LeadSection } from '../../../components/ui/lead-page.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useReducedMotion } from '../../../components/ui/use-reduced-motion.js';
import { path } from '../../../config/paths.js';
import { errorCodeOf, errorMessageOf } from '../../../lib/app-error.js';
import { useAttemptKey } from '../../../lib/idempotency-key.js';
import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { useOpenDeposit } from '../../payments/public.js';
import { useCatchGameState, usePlayCatchGame } from '../api/catch-game.js';
import { PROMOTIONS_NAMESPACE } from '../locales/namespace.js';
import { CatchGameCalendar, useDayLabel } from './catch-game-calendar.js';
import styles from './catch-game-screen.module.css';
import { SnowfallGame } from './snowfall-game.js';
import { triesToday } from '../rules/tries.js';

/** The player's tries today and the snowflakes they hold. */
function Standing({ state }: { state: CatchGameState | undefined }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const { href } = useLanguage();
  const tries = state === undefined ? undefined : triesToday(state);
  return (
    <div className={styles.standing}>
      {state?.active === false ? null : (
        <section className={styles.stat} aria-labelledby="catch-tries">
          <h2 id="catch-tries" className={styles.label}>
            {t('catchGame.tries')}
          </h2>
          {tries === undefined ? (
            <Skeleton width="120px" height="32px" />
          ) : (
            <p className={styles.figure} data-testid="catch-tries">
              {t('catchGame.triesLeft', { left: tries.left, total: tries.total })}
            </p>
          )}
          <p className={styles.muted}>{t('catchGame.triesHelp')}</p>
        </section>
      )}
      <section className={styles.stat} aria-labelledby="catch-snowflakes">
        <h2 id="catch-snowflakes" className={styles.label}>
          {t('catchGame.snowflakes')}
        </h2>
        {state === undefined ? (
          <Skeleton width="120px" height="32px" />
        ) : (
          <p className={styles.figure} data-testid="catch-snowflakes">
            <Icon name="snowflake" size={24} />
            {formatNumber(state.snowflakes)}
          </p>
        )}
        <ButtonLink to={href(path('shop'))} variant="secondary" size="sm" className={styles.start}>
          <Icon name="shop" />
          {t('catchGame.toShop')}
        </ButtonLink>
      </section>
    </div>
  );
}

/** What a day without a game says: the next game day, or that the promotion is over. */
function NoGameToday({ calendar }: { calendar: Calendar }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const label = useDayLabel();
  const next = calendar.days.find((day) => day.date === calendar.nextGameDay);
  if (calendar.phase === 'over' || next === undefined) {
    return (
      <EmptyState
        icon="snowflake"
        title={t('catchGame.over')}
        description={t('catchGame.overHelp')}
      />
    );
  }
  return (
    <EmptyState
      icon="calendar"
      title={calendar.phase === 'upcoming' ? t('catchGame.upcoming') : t('catchGame.restDay')}
      description={t('catchGame.nextDay', {
        date: label(next.date, 'long'),
        percent: next.percent,
      })}
    />
  );
}

function GuestCall() {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const { href } = useLanguage();
  return (
    <EmptyState
      icon="lock"
      title={t('catchGame.guestTitle')}
      description={t('catchGame.guestText')}
      action={<ButtonLink to={href(path('registration'))}>{t('catchGame.signUp')}</ButtonLink>}
    />
  );
}

/** A player's game on a game day: the field, or the day's limit once every try is used. */
function PlayerGame({ state }: { state: CatchGameState }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const { href } = useLanguage();
  const reducedMotion = useReducedMotion();
  const openDeposit = useOpenDeposit();
  const playTry = usePlayCatchGame();
  const [played, setPlayed] = useState(false);
  const { mutateAsync } = playTry;

  // One key per try: a press of Start after a lost answer sends the same try again (the BFF runs
  // a key once), an answer (the outcome or a refusal) ends it.
  const attempt = useAttemptKey();
  const play = useCallback(async (): Promise<CatchGamePlayResult> => {
    setPlayed(true);
    try {
      const result = await mutateAsync({ idempotencyKey: attempt.current() });
      attempt.settle();
      return result;
    } catch (error) {
      if (errorCodeOf(error) === 'CONFLICT') attempt.settle();
      throw error;
    }
  }, [mutateAsync, attempt]);

  const renderWin = (result: CatchGamePlayResult) => (
    <div className={styles.winActions}>
      {result.bonus === null ? null : (
        <ButtonLink
          to={href(path('bonus', { bonus: String(result.bonus.id) }))}
          variant="secondary"
        >
          {t('catchGame.seeBonus')}
        </ButtonLink>
      )}
      <Button onPress={() => void openDeposit()}>{t('catchGame.deposit')}</Button>
    </div>
  );

  const limit = <ClientState state="REACHED_ATTEMPTS_LIMIT" onDeposit={() => void openDeposit()} />;
  if (state.tries.left === 0 && !played) return <div className={styles.limit}>{limit}</div>;
  return (
    <>
      <SnowfallGame
        percent={state.percent ?? 0}
        reducedMotion={reducedMotion}
        play={play}
        canPlay={state.tries.left > 0}
        renderWin={renderWin}
      />
      {state.tries.left === 0 ? limit : null}
    </>
  );
}

/**
 * The catch game (bonuses/{CATCH_GAME_ID}): the promotion's calendar, a player's tries and
 * snowflakes, and on a game day the game itself, whose tries the server decides. Days without a
 * game say when the next one is, or that the promotion is over; a guest gets a call to sign up.
 */
export function CatchGameScreen() {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const { t: shell } = useTranslation();
  const { player, status, bootstrap, now } = useSession();
  const state = useCatchGameState();
  const promotion = bootstrap?.settings.catchGameWindow;
  const calendar = promotion === undefined ? undefined : catchGameCalendar(now(), promotion);
  const today = calendar?.days.find((day) => day.when === 'today');

  const game = () => {
    if (calendar === undefined || status === 'pending') {
      return <Skeleton className={styles.gameSkeleton} width="100%" height="376px" />;
    }
    if (calendar.phase !== 'game_day') return <NoGameToday calendar={calendar} />;
    if (player === null) return <GuestCall />;
    if (state.isError) {
      return (
        <ErrorState
          message={errorMessageOf(state.error)}
          isRetrying={state.isFetching}
          onRetry={() => void state.refetch()}
        />
      );
    }
    if (state.data === undefined) {
      return <Skeleton className={styles.gameSkeleton} width="100%" height="376px" />;
    }
    // The server's calendar wins where the two disagree (a clock at the day's edge).
    if (!state.data.active) return <NoGameToday calendar={{ ...calendar, phase: 'rest_day' }} />;
    return <PlayerGame state={state.data} />;
  };

  return (
    <LeadPage title={shell('pages.catchGame')} lead={t('catchGame.lead')}>
      {player === null ? null : <Standing state={state.data} />}
      <LeadSection
        id="catch-game"
        title={
          today === undefined
            ? t('catchGame.game')
            : t('catchGame.todayPercent', { percent: today.percent })
        }
      >
        {game()}
      </LeadSection>
      {calendar === undefined ? (
        <Skeleton width="100%" height="120px" />
      ) : (
        <CatchGameCalendar days={calendar.days} />
      )}
    </LeadPage>
  );
}
