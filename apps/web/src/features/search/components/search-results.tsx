import { formatNumber, type Game, type ProviderGameCount } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { GameTile, type GamePlayMode } from '../../../components/ui/game-tile.js';
import { Icon } from '../../../components/ui/icon.js';
import { inRows } from '../grid-navigation.js';
import type { TileContext } from '../../lobby/public.js';
import { SEARCH_NAMESPACE } from '../locales/namespace.js';
import { SEARCH_RESULTS_LIMIT } from '../search-rules.js';
import { type Cell, GridCell, GridSection, TileRow } from './grid-parts.js';
import styles from './search-dialog.module.css';

export type ProviderCell = Cell & { provider: ProviderGameCount };
export type GameCell = Cell & { game: Game };

/**
 * What the search found: the providers (a row of chips, each opening its games) above the games
 * (tiles in rows of `columns`), all one grid the search field's arrow keys move through.
 */
export function SearchResults({
  gridId,
  providers,
  games,
  columns,
  activeId,
  tile,
  onPlay,
}: {
  gridId: string;
  providers: readonly ProviderCell[];
  games: readonly GameCell[];
  columns: number;
  activeId: string | null;
  tile: TileContext;
  onPlay: (game: Game, mode: GamePlayMode) => void;
}) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  return (
    <>
      <div role="grid" id={gridId} aria-label={t('results')} className={styles.results}>
        {providers.length === 0 ? null : (
          <GridSection label={t('providers')}>
            <div role="row" className={styles.providerRow}>
              {providers.map((cell) => (
                <GridCell
                  key={cell.id}
                  id={cell.id}
                  active={cell.id === activeId}
                  className={styles.providerCell}
                >
                  <button type="button" className={styles.provider} onClick={cell.activate}>
                    <span className={styles.providerIcon} aria-hidden="true">
                      <Icon name="slots" size={16} />
                    </span>
                    <span className={styles.providerLabel}>{cell.provider.name}</span>
                    <span className={styles.providerCount} aria-hidden="true">
                      {formatNumber(cell.provider.gameCount)}
                    </span>
                    <span className="visually-hidden">
                      {t('providerCount', { games: formatNumber(cell.provider.gameCount) })}
                    </span>
                    <Icon name="chevronRight" size={16} />
                  </button>
                </GridCell>
              ))}
            </div>
          </GridSection>
        )}
        {games.length === 0 ? null : (
          <GridSection
            label={t('games')}
            aside={<span className={styles.sectionCount}>{formatNumber(games.length)}</span>}
          >
            {inRows(games, columns).map((row) => (
              <TileRow key={row[0]?.id} columns={columns}>
                {row.map((cell) => (
                  <GridCell key={cell.id} id={cell.id} active={cell.id === activeId}>
                    <GameTile
                      game={cell.game}
                      onPlay={onPlay}
                      headingLevel={4}
                      isUk={tile.isUk}
                      bonusCasino={tile.bonusCasino}
                    />
                  </GridCell>
                ))}
              </TileRow>
            ))}
          </GridSection>
        )}
      </div>
      {games.length >= SEARCH_RESULTS_LIMIT ? (
        <p className={styles.note}>{t('moreResults')}</p>
      ) : null}
    </>
  );
}
