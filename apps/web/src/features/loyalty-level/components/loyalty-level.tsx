import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon.js';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { useLoyaltyOverview } from '../api/get-loyalty.js';
import styles from './loyalty-level.module.css';

// The meter is React Aria's, which loads with the first dialog or menu, never with the shell: a
// guest's sidebar imports this card too. Its space is held while its code arrives.
const Meter = lazy(async () => ({
  default: (await import('../../../components/ui/meter.js')).Meter,
}));

/** The sidebar's loyalty card for players: the level and a bar of the way to the next. */
export function LoyaltyLevel({ login }: { login: string }) {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const overview = useLoyaltyOverview();
  const progress = overview.data?.progress;
  return (
    <section className={styles.card} aria-label={t('sidebar.loyalty')}>
      <Icon name="crown" />
      <div className={styles.body}>
        <p>{login}</p>
        <Link to={href(path('loyalty'))}>
          {progress === undefined
            ? t('sidebar.loyalty')
            : t('sidebar.loyaltyLevel', { level: progress.level })}
        </Link>
        {progress === undefined ? null : (
          <Suspense fallback={<div className={styles.meterSpace} />}>
            <Meter
              label={t('sidebar.levelProgress')}
              value={progress.progress}
              maxValue={1}
              hideLabel
              hideValue
              tone="gold"
              className={styles.meter}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}
