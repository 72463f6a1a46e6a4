import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.js';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { PROMOTIONS_NAMESPACE } from '../locales/namespace.js';
import styles from './christmas-banner.module.css';

/** The Christmas promo banner: one link to the catch game, the size of its placeholder. */
export default function ChristmasBanner({ gameId }: { gameId: number }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const { href } = useLanguage();
  return (
    <Link
      to={href(path('bonus', { bonus: String(gameId) }))}
      className={styles.banner}
      data-testid="christmas-banner"
    >
      <span className={styles.icon} aria-hidden="true">
        <Icon name="snowflake" size={32} />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{t('banner.title')}</span>
        <span className={styles.lead}>{t('banner.text')}</span>
      </span>
      <span className={styles.cta} aria-hidden="true">
        {t('banner.cta')}
        <Icon name="chevronRight" size={16} />
      </span>
    </Link>
  );
}
