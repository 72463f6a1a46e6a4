import { TOURNAMENT_FILTERS, type TournamentFilter } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { SegmentedControl } from '../../../components/ui/segmented-control.js';
import { cx } from '../../../components/ui/class-names.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { useRefreshTournaments, useTournamentList } from '../api/tournaments.js';
import { TournamentCard, TournamentCardSkeleton } from '../components/tournament-card.js';
import { TOURNAMENTS_NAMESPACE } from '../locales/namespace.js';
import { filterFromSearch, searchWithFilter } from '../rules/filter.js';
import styles from './tournaments-page.module.css';
import { LeadPage } from '../../../components/ui/lead-page.js';

const SKELETON_CARDS = 6;

export interface TournamentListProps {
  /** The tab shown when the URL names none: all, or network on tournaments/network/. */
  defaultFilter?: TournamentFilter;
}

/** tournaments (and tournaments/network/ without a code): the list under its filter tabs. */
export function TournamentList({ defaultFilter = 'all' }: TournamentListProps) {
  const { t } = useTranslation(TOURNAMENTS_NAMESPACE);
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search, defaultFilter);
  const query = useTournamentList(filter);
  const refresh = useRefreshTournaments();
  const choose = (value: string) => {
    const next = TOURNAMENT_FILTERS.find((candidate) => candidate === value) ?? defaultFilter;
    setSearch(searchWithFilter(search, next, defaultFilter));
  };

  let body;
  if (query.isError && query.data === undefined) {
    body = (
      <ErrorState
        message={errorMessageOf(query.error)}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data === undefined) {
    body = (
      <ul className={styles.grid} aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <TournamentCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (query.data.length === 0 && !query.isPlaceholderData) {
    body = <EmptyState title={t('list.empty')} icon="trophy" />;
  } else {
    body = (
      <ul
        className={cx(styles.grid, query.isPlaceholderData && styles.updating)}
        aria-busy={query.isPlaceholderData}
      >
        {query.data.map((tournament) => (
          <li key={tournament.id}>
            <TournamentCard tournament={tournament} onPhaseEnd={refresh} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <LeadPage title={t('list.title')} lead={t('list.lead')}>
      <SegmentedControl
        label={t('list.filter')}
        value={filter}
        onChange={choose}
        className={styles.filters}
        segments={[
          { id: 'all', label: t('filters.all') },
          { id: 'local', label: t('filters.local') },
          { id: 'network', label: t('filters.network') },
          { id: 'finished', label: t('filters.finished') },
        ]}
      />
      {body}
    </LeadPage>
  );
}

export function TournamentsPage() {
  return <TournamentList />;
}
