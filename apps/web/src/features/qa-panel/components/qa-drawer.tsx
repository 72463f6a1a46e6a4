import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { QA_PANEL_NAMESPACE } from '../locales/namespace.js';
import { ActionButton } from './qa-controls.js';
import { QaPanel } from './qa-panel.js';
import styles from './qa-panel.module.css';

/**
 * The QA panel beside the page (not a modal: the page stays usable, and each control's effect
 * shows on it). Focus goes to its title when it opens; Escape closes it and gives focus back.
 */
export function QaDrawer({ onClose, onHide }: { onClose: () => void; onHide: () => void }) {
  const { t } = useTranslation(QA_PANEL_NAMESPACE);
  const { href } = useLanguage();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, []);
  return (
    <aside
      className={styles.drawer}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={styles.drawerHeader}>
        <h2 id={titleId} ref={title} tabIndex={-1} className={styles.drawerTitle}>
          {t('title')}
        </h2>
        <ActionButton tone="primary" onPress={onClose}>
          {t('close')}
        </ActionButton>
        <div className={styles.drawerLinks}>
          <Link to={href(path('qaPanel'))} onClick={onClose}>
            {t('fullPage')}
          </Link>
          <button type="button" className={styles.linkButton} onClick={onHide}>
            {t('hide')}
          </button>
        </div>
      </div>
      <div className={styles.drawerBody}>
        <QaPanel level={3} />
      </div>
    </aside>
  );
}
