import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { PWA_NAMESPACE } from '../locales/namespace.js';
import styles from './update-prompt.module.css';

/** A new version waits: reload into it now, or later (never by itself). */
export function UpdateCard({ onLater, onReload }: { onLater: () => void; onReload: () => void }) {
  const { t } = useTranslation(PWA_NAMESPACE);
  return (
    <section className={styles.prompt} aria-label={t('update.label')}>
      <p className={styles.text} role="status">
        {t('update.text')}
      </p>
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onPress={onLater}>
          {t('update.later')}
        </Button>
        <Button size="sm" onPress={onReload}>
          {t('update.reload')}
        </Button>
      </div>
    </section>
  );
}
