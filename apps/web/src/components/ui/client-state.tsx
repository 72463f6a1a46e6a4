import type { ClientState as ReservedClientState } from '@casino/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './client-state.module.css';
import { Button } from './button.js';
import { cx } from './class-names.js';
import { EmptyState } from './empty-state.js';
import { ErrorState } from './error-state.js';
import { Skeleton } from './skeleton.js';

/** The reserved client states (SPEC.md section 4) a screen shows in place of its data. */
export type ShownClientState = ReservedClientState;

export type ClientStateProps = { className?: string } & (
  | {
      state: 'UNAUTHORIZED';
      /** Opens the login (the LOGIN modal). */
      onLogin: () => void;
      /** What logging in shows here; 'Please log in to continue' by default. */
      title?: string;
      description?: string;
    }
  | {
      state: 'LOADING';
      /** Skeletons shaped like the content; one block of `height` px by default. */
      placeholder?: ReactNode;
      height?: number;
    }
  | {
      state: 'FETCH_ERROR';
      onRetry: () => void;
      isRetrying?: boolean;
    }
  | {
      /** The player's level is below what the feature (a mini-game) asks for. */
      state: 'LOW_USER_LEVEL';
      /** The level it asks for, by its name ('Silver'), when known. */
      requiredLevel?: string;
      /** Shows how to level up (the loyalty page); without it, no button. */
      onShowLevels?: () => void;
    }
  | {
      /** Every chance of the day is used (a mini-game's daily attempts). */
      state: 'REACHED_ATTEMPTS_LIMIT';
      /** Opens the deposit, which brings a new chance; without it, no button. */
      onDeposit?: () => void;
    }
);

/**
 * What a screen shows instead of its data: UNAUTHORIZED asks the visitor to log in (a guest's
 * favourites), LOADING holds the content's place (announced as loading), FETCH_ERROR says the
 * generic message with Retry; LOW_USER_LEVEL and REACHED_ATTEMPTS_LIMIT say the mini-game's
 * messages of SPEC.md section 8 (with the way on: the levels, a deposit for a new chance).
 */
export function ClientState(props: ClientStateProps) {
  const { t } = useTranslation();
  const { t: kit } = useTranslation('kit');
  switch (props.state) {
    case 'UNAUTHORIZED':
      return (
        <EmptyState
          className={props.className}
          icon="lock"
          title={props.title ?? t('errors.unauthorized')}
          description={props.description}
          action={<Button onPress={props.onLogin}>{kit('clientState.unauthorizedAction')}</Button>}
        />
      );
    case 'LOADING':
      return (
        <div className={cx(styles.loading, props.className)} role="status" aria-busy="true">
          <span className="visually-hidden">{kit('loading')}</span>
          {props.placeholder ?? <Skeleton width="100%" height={props.height ?? 160} />}
        </div>
      );
    case 'FETCH_ERROR':
      return (
        <ErrorState
          className={props.className}
          onRetry={props.onRetry}
          isRetrying={props.isRetrying}
        />
      );
    case 'LOW_USER_LEVEL':
      return (
        <EmptyState
          className={props.className}
          icon="crown"
          title={t('miniGame.levelTooLow')}
          description={
            props.requiredLevel === undefined
              ? undefined
              : kit('clientState.requiredLevel', { level: props.requiredLevel })
          }
          action={
            props.onShowLevels === undefined ? undefined : (
              <Button variant="secondary" onPress={props.onShowLevels}>
                {kit('clientState.showLevels')}
              </Button>
            )
          }
        />
      );
    case 'REACHED_ATTEMPTS_LIMIT':
      return (
        <EmptyState
          className={props.className}
          icon="calendar"
          title={t('miniGame.noChancesLeft')}
          action={
            props.onDeposit === undefined ? undefined : (
              <Button onPress={props.onDeposit}>{kit('clientState.deposit')}</Button>
            )
          }
        />
      );
  }
}
