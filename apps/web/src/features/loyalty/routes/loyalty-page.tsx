import {
  formatNumber,
  loyaltyPointsToNextLevel,
  loyaltyProgress,
  type LoyaltyLevel,
} from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { CmsHtml } from '../../../components/ui/cms-html.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Meter } from '../../../components/ui/meter.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { cx } from '../../../components/ui/class-names.js';
import { path } from '../../../config/paths.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { useLoyaltyLevels, useLoyaltyRules, usePlayerLoyalty } from '../api/loyalty.js';
import { LOYALTY_NAMESPACE } from '../locales/namespace.js';
import grid from '../../../components/ui/card-grid.module.css';
import styles from './loyalty-page.module.css';
import { LeadPage, LeadSection } from '../../../components/ui/lead-page.js';

const SKELETON_LEVELS = 9;

/** The ladder lowest first, whatever order the upstream gives. */
function ladder(levels: readonly LoyaltyLevel[]): LoyaltyLevel[] {
  return [...levels].sort((a, b) => a.levelInfo.fromPoints - b.levelInfo.fromPoints);
}

/** A player's level, points and the meter of the way to the next level. */
function PlayerStanding({ levels }: { levels: readonly LoyaltyLevel[] }) {
  const { t } = useTranslation(LOYALTY_NAMESPACE);
  const overview = usePlayerLoyalty();
  if (overview.isError) {
    return (
      <ErrorState
        message={errorMessageOf(overview.error)}
        isRetrying={overview.isFetching}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  if (overview.data === undefined) {
    return <Skeleton className={styles.standingSkeleton} width="100%" height="152px" />;
  }
  const { points } = overview.data.info;
  const progress = loyaltyProgress(points, levels);
  const toNext = loyaltyPointsToNextLevel(points, levels);
  const title = levels.find((entry) => entry.levelInfo.level === progress.level)?.title ?? '';
  return (
    <section
      className={styles.standing}
      aria-labelledby="loyalty-standing"
      data-testid="loyalty-standing"
    >
      <h2 id="loyalty-standing" className={styles.sectionLabel}>
        {t('you.title')}
      </h2>
      <p className={styles.level}>{t('you.level', { level: progress.level, title })}</p>
      <p className={styles.points}>{t('you.points', { points: formatNumber(points) })}</p>
      {progress.nextLevel === null || toNext === null ? (
        <p className={styles.muted}>{t('you.top')}</p>
      ) : (
        <Meter
          label={t('you.progress', { level: progress.nextLevel })}
          value={progress.progress}
          maxValue={1}
          valueLabel={t('you.toNext', {
            points: formatNumber(toNext),
            level: progress.nextLevel,
          })}
          tone="gold"
        />
      )}
    </section>
  );
}

function GuestCall() {
  const { t } = useTranslation(LOYALTY_NAMESPACE);
  const { href } = useLanguage();
  return (
    <section className={styles.standing} aria-labelledby="loyalty-join">
      <h2 id="loyalty-join" className={styles.level}>
        {t('guest.title')}
      </h2>
      <p className={styles.muted}>{t('guest.text')}</p>
      <ButtonLink to={href(path('registration'))} className={styles.signUp}>
        {t('guest.signUp')}
      </ButtonLink>
    </section>
  );
}

function Rules() {
  const { t } = useTranslation(LOYALTY_NAMESPACE);
  const rules = useLoyaltyRules();
  return (
    <LeadSection id="loyalty-rules" title={t('rules')}>
      {rules.data === undefined ? (
        rules.isError ? (
          <ErrorState
            message={errorMessageOf(rules.error)}
            isRetrying={rules.isFetching}
            onRetry={() => void rules.refetch()}
          />
        ) : (
          <Skeleton width="100%" height="72px" />
        )
      ) : (
        <CmsHtml html={rules.data.page.content} />
      )}
    </LeadSection>
  );
}

/**
 * loyalty: the levels (9 by default) with their titles and points; a player's own level marked,
 * with their points and a meter of the way to the next; guests get a sign-up call instead. The
 * programme's rules come from the CMS.
 */
export function LoyaltyPage() {
  const { t } = useTranslation(LOYALTY_NAMESPACE);
  const { player } = useSession();
  const levelsQuery = useLoyaltyLevels();
  const overview = usePlayerLoyalty();
  const levels = levelsQuery.data === undefined ? undefined : ladder(levelsQuery.data.levels);
  const current =
    player === null || overview.data === undefined || levels === undefined
      ? undefined
      : loyaltyProgress(overview.data.info.points, levels).level;

  let list;
  if (levelsQuery.isError) {
    list = (
      <ErrorState
        message={errorMessageOf(levelsQuery.error)}
        isRetrying={levelsQuery.isFetching}
        onRetry={() => void levelsQuery.refetch()}
      />
    );
  } else if (levels === undefined) {
    list = (
      <ol className={grid.grid} aria-busy="true">
        {Array.from({ length: SKELETON_LEVELS }, (_, index) => (
          <li key={index}>
            <Skeleton width="100%" height="88px" />
          </li>
        ))}
      </ol>
    );
  } else {
    list = (
      <ol className={grid.grid} aria-labelledby="loyalty-levels">
        {levels.map((entry) => {
          const mine = entry.levelInfo.level === current;
          return (
            <li
              key={entry.levelInfo.level}
              className={cx(styles.levelCard, mine && styles.mine)}
              aria-current={mine ? 'true' : undefined}
            >
              <p className={styles.levelNumber}>
                {t('levels.level', { level: entry.levelInfo.level })}
              </p>
              <h3 className={styles.levelTitle}>{entry.title}</h3>
              <p className={styles.muted}>
                {t('levels.from', { points: formatNumber(entry.levelInfo.fromPoints) })}
              </p>
              {mine ? <p className={styles.badge}>{t('levels.current')}</p> : null}
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <LeadPage title={t('title')} lead={t('lead')}>
      {player === null ? (
        <GuestCall />
      ) : levels === undefined ? (
        <Skeleton className={styles.standingSkeleton} width="100%" height="152px" />
      ) : (
        <PlayerStanding levels={levels} />
      )}
      <LeadSection id="loyalty-levels" title={t('levels.title')}>
        {list}
      </LeadSection>
      <Rules />
    </LeadPage>
  );
}
