import { formatNumber, type Game, type ProviderGameCount } from '@casino/shared';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import type { GamePlayMode } from '../../../components/ui/game-tile.js';
import { Icon } from '../../../components/ui/icon.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { GameGrid, type TileContext } from '../../lobby/public.js';
import type { useProviderGames } from '../api/search-games.js';
import { SEARCH_NAMESPACE } from '../locales/namespace.js';
import styles from './search-dialog.module.css';

/**
 * A provider the search found: its games page by page (15 a page, "Load more" and the list's
 * own sentinel), under a way back to the results. The count shows at once: the search said it.
 */
export function ProviderGames({
  provider,
  query,
  columns,
  tile,
  backRef,
  onBack,
  onPlay,
}: {
  provider: ProviderGameCount;
  query: ReturnType<typeof useProviderGames>;
  columns: number;
  tile: TileContext;
  backRef: Ref<HTMLButtonElement>;
  onBack: () => void;
  onPlay: (game: Game, mode: GamePlayMode) => void;
}) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const pages = query.data?.pages ?? [];
  const isEmpty = pages.every((page) => page.items.length === 0);
  const total = pages[0]?.total ?? provider.gameCount;

  let list;
  if (query.isError && pages.length === 0) {
    list = (
      <ErrorState
        message={errorMessageOf(query.error)}
        isRetrying={query.isFetching}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else if (!query.isPending && isEmpty) {
    list = <EmptyState icon="search" title={t('errors.noGamesFound')} />;
  } else {
    list = (
      <GameGrid
        label={provider.name}
        query={query}
        tiles={tile}
        onPlay={onPlay}
        headingLevel={4}
        total={query.isPending ? undefined : total}
        columns={columns}
        virtualize={false}
      />
    );
  }

  return (
    <div className={styles.providerView}>
      <div className={styles.providerHeader}>
        <button ref={backRef} type="button" className={styles.back} onClick={onBack}>
          <Icon name="chevronLeft" size={20} />
          {t('back')}
        </button>
        <div className={styles.providerTitle}>
          <h4 className={styles.providerName}>{provider.name}</h4>
          <p className={styles.providerTotal}>
            {t('providerCount', { games: formatNumber(total) })}
          </p>
        </div>
      </div>
      {list}
    </div>
  );
}
