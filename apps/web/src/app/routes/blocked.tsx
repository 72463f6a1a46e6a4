import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/ui/logo.js';
import styles from './blocked.module.css';

/** What a visitor from a blocked country sees instead of the app (SPEC.md section 8). */
export function BlockedScreen({ brand }: { brand: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('blockedCountry.documentTitle');
  }, [t]);
  return (
    <main id="main" className={styles.blocked}>
      <Logo label={brand} />
      <h1 className="page-title">{t('blockedCountry.title')}</h1>
      <p>{t('blockedCountry.description')}</p>
    </main>
  );
}
