import { useTranslation } from 'react-i18next';
import { useToasts } from '../../lib/toasts.js';
import { Icon } from './icon.js';

/** The toasts, at the top of the screen; a click anywhere on one closes it. */
export function ToastRegion() {
  const { t } = useTranslation();
  const { toasts, dismiss } = useToasts();
  return (
    <section className="toasts" aria-label={t('toast.region')}>
      <ol className="toasts__list" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <li key={toast.id} className={`toast toast--${toast.kind}`}>
            <button
              type="button"
              className="toast__body"
              onClick={() => {
                dismiss(toast.id);
              }}
            >
              <span className="toast__text">{toast.text}</span>
              <span className="toast__close">
                <Icon name="close" size={16} label={t('toast.close')} />
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
