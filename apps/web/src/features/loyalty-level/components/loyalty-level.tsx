import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon.js';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { useLoyaltyOverview } from '../api/get-loyalty.js';

/** The sidebar's loyalty card for players: the level and a bar of the way to the next. */
export function LoyaltyLevel({ login }: { login: string }) {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const overview = useLoyaltyOverview();
  const progress = overview.data?.progress;
  return (
    <section className="player-card" aria-label={t('sidebar.loyalty')}>
      <Icon name="crown" />
      <div className="player-card__body">
        <p className="player-card__name">{login}</p>
        <Link to={href(path('loyalty'))} className="player-card__link">
          {progress === undefined
            ? t('sidebar.loyalty')
            : t('sidebar.loyaltyLevel', { level: progress.level })}
        </Link>
        {progress === undefined ? null : (
          <progress
            className="player-card__progress"
            max={1}
            value={progress.progress}
            aria-label={t('sidebar.levelProgress')}
          />
        )}
      </div>
    </section>
  );
}
