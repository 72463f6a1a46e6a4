import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.js';
import type { RecentKind } from '../hooks/use-recent-searches.js';
import { SEARCH_NAMESPACE } from '../locales/namespace.js';
import { type Cell, GridCell, GridSection } from './grid-parts.js';
import styles from './search-dialog.module.css';

/** The chips' cells by kind, in the order shown (the arrow keys' rows). */
export type RecentCells = Record<RecentKind, (Cell & { text: string })[]>;

/**
 * The recent searches as chips, game searches then providers: a chip searches again, its cross
 * forgets it, "Clear all" forgets both lists.
 */
export function RecentSearches({
  gridId,
  cells,
  activeId,
  onRemove,
  onClearAll,
}: {
  gridId: string;
  cells: RecentCells;
  activeId: string | null;
  onRemove: (kind: RecentKind, text: string) => void;
  onClearAll: () => void;
}) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const kinds = (['games', 'providers'] as const).filter((kind) => cells[kind].length > 0);
  if (kinds.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby={`${gridId}-title`}>
      <div className={styles.recentHeader}>
        <h4 id={`${gridId}-title`} className={styles.recentTitle}>
          {t('recent.title')}
        </h4>
        <button type="button" className={styles.textButton} onClick={onClearAll}>
          {t('recent.clearAll')}
        </button>
      </div>
      <div role="grid" id={gridId} aria-label={t('recent.title')} className={styles.recentGrid}>
        {kinds.map((kind) => (
          <GridSection key={kind} label={t(`recent.${kind}`)}>
            <div role="row" className={styles.chipRow}>
              {cells[kind].map((cell) => (
                <GridCell
                  key={cell.id}
                  id={cell.id}
                  active={cell.id === activeId}
                  className={styles.chip}
                >
                  <button type="button" className={styles.chipMain} onClick={cell.activate}>
                    <Icon name={kind === 'games' ? 'search' : 'slots'} size={16} />
                    <span className={styles.chipText}>{cell.text}</span>
                  </button>
                  <button
                    type="button"
                    className={styles.chipRemove}
                    aria-label={t('recent.remove', { text: cell.text })}
                    onClick={() => {
                      onRemove(kind, cell.text);
                    }}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </GridCell>
              ))}
            </div>
          </GridSection>
        ))}
      </div>
    </section>
  );
}
