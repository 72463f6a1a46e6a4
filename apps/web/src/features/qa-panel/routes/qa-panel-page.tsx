import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.js';
import { sessionStore } from '../../../lib/storage.js';
import { storedValues } from '../../../lib/stored-values.js';
import { ActionButton } from '../components/qa-controls.js';
import { QaPanel } from '../components/qa-panel.js';
import styles from '../components/qa-panel.module.css';
import { QA_PANEL_NAMESPACE } from '../locales/namespace.js';

/** /qa-panel (mock mode only): the QA panel as a page of its own. */
export function QaPanelPage() {
  const { t } = useTranslation(QA_PANEL_NAMESPACE);
  const [controlHidden, setControlHidden] = useState(
    () => storedValues.session('qaControlHidden') === true,
  );
  return (
    <article className={styles.page} aria-labelledby="page-title">
      <PageTitle title={t('title')} />
      {controlHidden ? (
        <div className={styles.actions}>
          <ActionButton
            onPress={() => {
              sessionStore.remove('qaControlHidden');
              setControlHidden(false);
            }}
          >
            {t('showAgain')}
          </ActionButton>
        </div>
      ) : null}
      <QaPanel level={2} />
    </article>
  );
}
