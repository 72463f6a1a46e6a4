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
export type ShownClientState = Extract<
  ReservedClientState,
  'UNAUTHORIZED' | 'LOADING' | 'FETCH_ERROR'
>;

export type ClientStateProps = { className?: string } & (
  | {
      state: 'UNAUTHORIZED';
      /** Opens the login (the LOGIN modal). */
      onLogin: () => void;
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
);

/**
 * What a screen shows instead of its data: UNAUTHORIZED asks the visitor to log in, LOADING holds
 * the content's place (announced as loading), FETCH_ERROR says the generic message with Retry.
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
          title={t('errors.unauthorized')}
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
  }
}
