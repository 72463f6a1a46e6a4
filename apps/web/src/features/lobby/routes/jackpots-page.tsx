import { JACKPOT_TIERS, type JackpotTier } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { AnimatedNumber } from '../../../components/ui/animated-number.js';
import { CmsHtml } from '../../../components/ui/cms-html.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { cx } from '../../../components/ui/class-names.js';
import { path } from '../../../config/paths.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { useLanguage } from '../../../lib/language.js';
import { useLiveJackpots } from '../../jackpots/public.js';
import { useCategoryGames } from '../api/category-games.js';
import { useJackpotRules } from '../api/jackpot-rules.js';
import { useTileContext } from '../api/tile-context.js';
import { GameRow } from '../components/game-row.js';
import { LOBBY_NAMESPACE } from '../locales/namespace.js';
import { NO_FILTER } from '../rules/games-filter.js';
import styles from './jackpots-page.module.css';
import { LeadPage, LeadSection } from '../../../components/ui/lead-page.js';

const TIER_STYLE: Record<JackpotTier, string | undefined> = {
  gold: styles.gold,
  silver: styles.silver,
  bronze: styles.bronze,
};

function JackpotRules() {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  const rules = useJackpotRules();
  let body;
  if (rules.isError) {
    body = (
      <ErrorState
        message={errorMessageOf(rules.error)}
        isRetrying={rules.isFetching}
        onRetry={() => void rules.refetch()}
      />
    );
  } else if (rules.data === undefined) {
    body = (
      <div aria-busy="true" className={styles.rulesSkeleton}>
        <Skeleton width="100%" height="1em" shape="text" />
        <Skeleton width="90%" height="1em" shape="text" />
        <Skeleton width="70%" height="1em" shape="text" />
      </div>
    );
  } else {
    body = <CmsHtml html={rules.data.page.content} />;
  }
  return (
    <LeadSection id="jackpot-rules" title={t('jackpotsPage.rules')}>
      {body}
    </LeadSection>
  );
}

/**
 * The jackpots page (SPEC.md section 2): gold, silver and bronze counting live, their total in
 * the visitor's currency, the CMS's jackpot rules and the jackpot games with the way to all of
 * them (the paged all-jackpots category).
 */
export function JackpotsPage() {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  const { href } = useLanguage();
  const live = useLiveJackpots();
  const tiles = useTileContext();
  const games = useCategoryGames('all-jackpots', NO_FILTER);
  const firstPage = games.data?.pages[0];

  return (
    <LeadPage title={t('jackpotsPage.title')} lead={t('jackpotsPage.lead')}>
      <div className={styles.total}>
        <h2 className={styles.totalLabel}>{t('jackpotsPage.total')}</h2>
        <p className={styles.totalValue} data-testid="jackpots-total">
          {live.total === undefined ? (
            <Skeleton width="9ch" height="1em" shape="text" />
          ) : (
            <AnimatedNumber value={live.total.amount} currency={live.total.currency} decimals={0} />
          )}
        </p>
      </div>

      <ul className={styles.tiers} aria-label={t('jackpotsPage.tiers')}>
        {JACKPOT_TIERS.map((tier) => {
          const jackpot = live.byTier[tier];
          return (
            <li key={tier} className={cx(styles.tier, TIER_STYLE[tier])}>
              <h3 className={styles.tierName}>{t(`jackpotsPage.tier.${tier}`)}</h3>
              <p className={styles.tierValue} data-testid={`jackpot-${tier}`}>
                {jackpot === undefined ? (
                  <Skeleton width="8ch" height="1em" shape="text" />
                ) : (
                  <AnimatedNumber value={jackpot.amount} currency={jackpot.currency} decimals={0} />
                )}
              </p>
            </li>
          );
        })}
      </ul>

      {games.isError && firstPage === undefined ? (
        <ErrorState
          message={errorMessageOf(games.error)}
          isRetrying={games.isFetching}
          onRetry={() => void games.refetch()}
        />
      ) : (
        <GameRow
          title={t('jackpotsPage.games')}
          href={href(path('games', { categoryId: 'all-jackpots' }))}
          count={firstPage?.total}
          games={firstPage?.items}
          tiles={tiles}
          jackpot
          autoplay={false}
        />
      )}

      <JackpotRules />
    </LeadPage>
  );
}
