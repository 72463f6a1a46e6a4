import {
  appPathOfFramePath,
  sportFramePath,
  type Sport,
  type SportFramePath,
} from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { cx } from '../../../components/ui/class-names.js';
import { useLanguage } from '../../../lib/language.js';
import { SPORT_NAMESPACE } from '../locales/namespace.js';
import styles from './sport-section.module.css';

/** Placeholders while the list loads, as many as a wide screen shows in one row. */
const SKELETON_ITEMS = 8;

/**
 * The section's navigation: all sports, then each sport of the list. A link changes the app's
 * URL; the frame follows (sport-section.tsx), as it does for back and forward.
 */
export function SportNav({
  sports,
  framePath,
}: {
  sports: readonly Sport[] | undefined;
  framePath: SportFramePath;
}) {
  const { t } = useTranslation(SPORT_NAMESPACE);
  const { href } = useLanguage();
  const first = `/${framePath.split('/')[1] ?? ''}`;
  const item = (key: string, to: SportFramePath, label: string) => {
    const current = to === '/' ? framePath === '/' : first === to;
    return (
      <li key={key}>
        <Link
          to={href(appPathOfFramePath(to))}
          className={cx(styles.chip, current && styles.current)}
          aria-current={current ? 'page' : undefined}
        >
          {label}
        </Link>
      </li>
    );
  };
  return (
    <nav className={styles.nav} aria-label={t('nav')}>
      <ul className={styles.chips}>
        {sports === undefined
          ? Array.from({ length: SKELETON_ITEMS }, (_, index) => (
              <li key={index} aria-hidden="true">
                <Skeleton className={styles.chipSkeleton} width="96px" height="40px" />
              </li>
            ))
          : [
              item('all', '/', t('allSports')),
              ...sports.map((sport) =>
                item(String(sport.sport_id), sportFramePath(sport), sport.name),
              ),
            ]}
      </ul>
    </nav>
  );
}
