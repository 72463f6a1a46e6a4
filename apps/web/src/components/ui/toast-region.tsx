import type { ToastKind } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../lib/toasts.js';
import { cx } from './class-names.js';
import { Icon, type IconName } from './icon.js';
import styles from './toast-region.module.css';

const KIND_ICONS = {
  error: 'alert',
  success: 'check',
  info: 'info',
} as const satisfies Record<ToastKind, IconName>;

/** The toasts, at the top of the screen; a click anywhere on one closes it. */
export function ToastRegion() {
  const { t } = useTranslation();
  const { toasts, dismiss } = useToasts();
  return (
    <section className={styles.region} aria-label={t('toast.region')}>
      {/* A live region around the list: a list element itself cannot take the status role. */}
      <div role="status" aria-live="polite">
        <ol className={styles.list}>
          {toasts.map((toast) => (
            <li key={toast.id} className={cx(styles.toast, styles[toast.kind])}>
              <button
                type="button"
                className={styles.body}
                onClick={() => {
                  dismiss(toast.id);
                }}
              >
                {/* The kind in words for screen readers, not only in colour. */}
                <span className={styles.kind}>
                  <Icon name={KIND_ICONS[toast.kind]} label={t(`toast.kinds.${toast.kind}`)} />
                </span>
                <span className={styles.text}>{toast.text}</span>
                <span className={styles.close}>
                  <Icon name="close" size={16} label={t('toast.close')} />
                </span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
