import {
  formatNumber,
  gameCategoryByPath,
  type GameCategory,
  type GameCategoryKey,
} from '@casino/shared';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button.js';
import { ClientState } from '../../../components/ui/client-state.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { PageTitle } from '../../../components/ui/page-title.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { path } from '../../../config/paths.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { useModals } from '../../../lib/modals.js';
import { RedirectTo } from '../../../lib/redirect.js';
import { useSession } from '../../../lib/session.js';
import { usePlayGame } from '../../game/public.js';
import { useCategoryGames } from '../api/category-games.js';
import { useTileContext } from '../api/tile-context.js';
import { CategorySwitcher } from '../components/category-switcher.js';
import { GameGrid } from '../components/game-grid.js';
import { GamesToolbar } from '../components/games-toolbar.js';
import { LOBBY_NAMESPACE } from '../locales/namespace.js';
import {
  gamesFilterSearch,
  isFiltered,
  knownProviders,
  parseGamesFilter,
  toggleProvider,
  type GamesFilter,
} from '../rules/games-filter.js';
import { isCategoryClosed } from '../rules/main-page.js';
import styles from './games-page.module.css';

/** Categories of jackpot games: their tiles wear the gold frame. */
const JACKPOT_CATEGORIES: ReadonlySet<GameCategoryKey> = new Set([
  'jackpots',
  'all-jackpots',
  'jackpot-gold',
  'jackpot-silver',
  'jackpot-bronze',
]);

/** The filter in the URL, and how to change it (replacing the entry: a tick is not a page). */
function useUrlFilter() {
  const location = useLocation();
  const navigate = useNavigate();
  const filter = useMemo(() => parseGamesFilter(location.search), [location.search]);
  const setFilter = useCallback(
    (next: GamesFilter) => {
      void navigate(
        { search: gamesFilterSearch(location.search, next), hash: location.hash },
        { replace: true, state: location.state as unknown },
      );
    },
    [navigate, location.search, location.hash, location.state],
  );
  return { filter, setFilter };
}

/** The grid of one category: toolbar, games page by page, and its empty and failed states. */
function CategoryGames({ category }: { category: GameCategory }) {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  const play = usePlayGame();
  const tiles = useTileContext();
  const { filter, setFilter } = useUrlFilter();
  const query = useCategoryGames(category.key, filter);
  const firstPage = query.data?.pages[0];
  const providers = firstPage?.providers;
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);

  // A link may name providers the category does not have: once its list is known they go.
  useEffect(() => {
    const known = knownProviders(filter, providers);
    if (known.length !== filter.providers.length) setFilter({ ...filter, providers: known });
  }, [providers, filter, setFilter]);

  const filtered = isFiltered(filter);
  const clear = () => {
    setFilter({ providers: [], sort: undefined });
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
  } else if (query.isSuccess && !query.isPlaceholderData && items.length === 0) {
    body = (
      <EmptyState
        title={t('errors.noGamesFound')}
        description={
          filtered && filter.providers.length > 0
            ? t('games.emptyFiltered')
            : category.key === 'favorites'
              ? t('games.favoritesEmpty')
              : undefined
        }
        action={
          filtered ? (
            <Button variant="secondary" onPress={clear}>
              {t('games.clearFilters')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <GameGrid
        label={t(category.titleKey)}
        query={query}
        tiles={tiles}
        onPlay={play}
        total={firstPage?.total}
        jackpot={JACKPOT_CATEGORIES.has(category.key)}
      />
    );
  }

  const total = providers?.reduce((sum, provider) => sum + provider.gameCount, 0);
  return (
    <>
      <CategoryHeader category={category} total={total} />
      <GamesToolbar
        filter={filter}
        providers={providers}
        onChange={setFilter}
        onToggleProvider={(id, on) => {
          setFilter(toggleProvider(filter, id, on));
        }}
      />
      {body}
    </>
  );
}

/**
 * The category's title (the page's heading), its number of games (a placeholder of its size
 * until known; none for a guest's favourites) and the category switcher, the current one marked.
 */
function CategoryHeader({
  category,
  total,
  counted = true,
}: {
  category: GameCategory;
  total: number | undefined;
  counted?: boolean;
}) {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  return (
    <>
      <header className={styles.head}>
        <PageTitle title={t(category.titleKey)} />
        {counted ? (
          <p className={styles.count}>
            {total === undefined ? (
              <Skeleton width={88} height={20} shape="text" />
            ) : (
              t('games.count', { count: formatNumber(total) })
            )}
          </p>
        ) : null}
      </header>
      <CategorySwitcher current={category.key} />
    </>
  );
}

/** Favourites are a player's: a guest sees the reserved UNAUTHORIZED state, asked to log in. */
function FavoritesForGuests() {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  const { open } = useModals();
  return (
    <ClientState
      state="UNAUTHORIZED"
      title={t('games.favoritesTitle')}
      description={t('games.favoritesText')}
      onLogin={() => {
        open('LOGIN');
      }}
    />
  );
}

/**
 * games/{categoryId?}: a category's games (games/ alone is slots), filtered by provider and
 * sorted as the URL says, 15 more each time the player nears the end. An unknown category is the
 * 404 page, and so is Drops & Wins for the UK; Oktoberfest's page works all year.
 */
export function GamesPage() {
  const { categoryId } = useParams();
  const { bootstrap, player } = useSession();
  const category = gameCategoryByPath(categoryId);
  if (
    category === undefined ||
    isCategoryClosed(category.key, { isUk: bootstrap?.isUk ?? false })
  ) {
    return <RedirectTo to={path('notFound')} />;
  }
  const guestFavorites = category.key === 'favorites' && player === null;
  return (
    <section className={styles.page} aria-labelledby="page-title">
      {guestFavorites ? (
        <>
          <CategoryHeader category={category} total={undefined} counted={false} />
          <FavoritesForGuests />
        </>
      ) : (
        <CategoryGames
          key={`${category.key}-${String(player?.id ?? 'guest')}`}
          category={category}
        />
      )}
    </section>
  );
}
