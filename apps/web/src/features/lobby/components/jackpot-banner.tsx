import type { Money } from '@casino/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AnimatedNumber } from '../../../components/ui/animated-number.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { useLiveJackpots } from '../../jackpots/public.js';
import { LOBBY_NAMESPACE } from '../locales/namespace.js';
import styles from './jackpot-banner.module.css';

/**
 * The main page's jackpot banner (SPEC.md section 2): the sum of every jackpot in the visitor's
 * currency, counting to each new value over about 10 s as the pushes arrive
 * (docs/decisions/019-live-jackpots.md), and the way to the jackpots page. Until the live total
 * is known the lobby's own figure stands in; before either, a placeholder of the figure's size.
 */
export function JackpotBanner({ initialTotal }: { initialTotal: Money | undefined }) {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  const { href } = useLanguage();
  const live = useLiveJackpots();
  const headingId = useId();
  const total = live.total ?? initialTotal;
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.label}>
          {t('jackpot.label')}
        </h2>
        <p className={styles.total} data-testid="lobby-jackpot-total">
          {total === undefined ? (
            <Skeleton className={styles.totalSkeleton} width="9ch" height="1em" shape="text" />
          ) : (
            <AnimatedNumber value={total.amount} currency={total.currency} decimals={0} />
          )}
        </p>
        <p className={styles.lead}>{t('jackpot.lead')}</p>
      </div>
      <Link to={href(path('jackpots'))} className={styles.cta}>
        {t('jackpot.cta')}
      </Link>
      <span className={styles.glow} aria-hidden="true" />
    </section>
  );
}
