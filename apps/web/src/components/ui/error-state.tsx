import type { MessageKey } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import styles from './state.module.css';
import { Button } from './button.js';
import { cx } from './class-names.js';
import { Icon } from './icon.js';

export interface ErrorStateProps {
  /** Loads again: a query's refetch. */
  onRetry: () => void;
  /** While the retry runs, the button shows it. */
  isRetrying?: boolean;
  /** The message, a catalogue key; the generic 'Oops! Something unexpected happened…' by default. */
  message?: { key: MessageKey; values?: Record<string, string | number> };
  className?: string;
}

/** A part of the page that failed to load: the message (announced) and Retry. */
export function ErrorState({ onRetry, isRetrying = false, message, className }: ErrorStateProps) {
  const { t } = useTranslation();
  const { t: kit } = useTranslation('kit');
  const { key, values } = message ?? { key: 'errors.unexpected' };
  return (
    <div className={cx(styles.state, styles.error, className)}>
      <span className={styles.icon}>
        <Icon name="alert" size={32} />
      </span>
      <p className={styles.text} role="alert">
        {t(key, values)}
      </p>
      <div className={styles.action}>
        <Button variant="secondary" isLoading={isRetrying} onPress={onRetry}>
          {kit('retry')}
        </Button>
      </div>
    </div>
  );
}
