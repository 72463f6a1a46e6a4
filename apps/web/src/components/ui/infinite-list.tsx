import { assumedViewportRect } from '../../lib/render-assumptions.js';
import { formatNumber, GAMES_PAGE_SIZE } from '@casino/shared';
import {
  defaultRangeExtractor,
  measureElement,
  useWindowVirtualizer,
  type Range,
  type VirtualItem,
} from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type Key,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import styles from './infinite-list.module.css';
import { Button } from './button.js';
import { cx } from './class-names.js';
import { GameTileSkeleton } from './game-tile.js';
import { useSlidesPerView } from './slides-per-view.js';

/** How far below the viewport the next page starts loading, in px: before the player gets there. */
const PREFETCH_MARGIN_PX = 800;

/** The caption under a game tile's square art (game-tile.module.css, --space-8). */
const TILE_CAPTION_PX = 48;

/** The grid's gap from 768 px (carousel and list alike); only the first estimate uses it. */
const ESTIMATE_GAP_PX = 16;

/** A row's height before it is measured: a game tile's square art and caption, plus the gap. */
export function estimateTileRowHeight(columnWidth: number): number {
  return columnWidth + TILE_CAPTION_PX + ESTIMATE_GAP_PX;
}

/** The rows to render: the visible range, plus the row holding focus, which must not unmount. */
export function rangeWithRow(range: Range, row: number | null): number[] {
  const rows = defaultRangeExtractor(range);
  if (row === null || row >= range.count || rows.includes(row)) return rows;
  return [...rows, row].sort((a, b) => a - b);
}

/**
 * Whether a row that changed height above the fold should move the page by that change, so that
 * what the player looks at stays put. The virtualizer keeps the page's offset from its last scroll
 * event, a frame behind anyone else who scrolls the window (the bottom bar's scroll to the top):
 * an adjustment from that stale offset would scroll the page back to where it was. So the page's
 * live offset decides, and nothing moves while the two differ. A row measured for the first time
 * counts when it starts above the fold; one measured again only when it lies wholly above it.
 */
export function adjustsScrollFor(
  row: Pick<VirtualItem, 'start' | 'end'>,
  firstMeasure: boolean,
  knownOffset: number | null,
  liveOffset: number,
): boolean {
  if (knownOffset === null || Math.abs(knownOffset - liveOffset) >= 1) return false;
  return firstMeasure ? row.start < liveOffset : row.end <= liveOffset;
}

export interface InfiniteListProps<T> {
  /** Names the list for screen readers ('Slots'). */
  label: string;
  /** Every loaded item, pages joined (TanStack Query's `data.pages.flatMap(…)`). */
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** useInfiniteQuery's fields, passed as they are. */
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
  /** The last next-page fetch failed: stop loading by scrolling; the button stays for a retry. */
  isFetchNextPageError?: boolean;
  /** The first page is loading: placeholders only. */
  isLoading?: boolean;
  /** How many items the whole list holds, when the server says (the page's `total`). */
  total?: number;
  /** Placeholders shown for a page on its way (SPEC.md section 9: 15 a page). */
  pageSize?: number;
  renderPlaceholder?: () => ReactNode;
  /** Items per row; by default the carousels' count at this viewport width (2, 4, 6, 7). */
  columns?: number;
  /**
   * Render only the rows near the viewport (the window scrolls), for lists that can hold
   * thousands of items such as a category's games (the default); false for short lists.
   */
  virtualize?: boolean;
  /** A row's height before it is measured, from a column's width; game tiles by default. */
  estimateRowHeight?: (columnWidth: number) => number;
  className?: string;
}

/**
 * A grid that grows page by page: a sentinel below it asks for the next page as it nears the
 * viewport (IntersectionObserver), and a "Load more" button does the same by hand, the only way
 * where the observer is missing, and a retry after a failed page. With `virtualize` only the rows
 * near the viewport are in the document, so thousands of tiles cost what one screen does.
 */
export function InfiniteList<T>({
  label,
  items,
  getKey,
  renderItem,
  hasNextPage,
  fetchNextPage,
  isFetchingNextPage,
  isFetchNextPageError = false,
  isLoading = false,
  total,
  pageSize = GAMES_PAGE_SIZE,
  renderPlaceholder = () => <GameTileSkeleton />,
  columns: columnsProp,
  virtualize = true,
  estimateRowHeight = estimateTileRowHeight,
  className,
}: InfiniteListProps<T>) {
  const { t } = useTranslation('kit');
  const slidesPerView = useSlidesPerView();
  const columns = Math.max(1, columnsProp ?? slidesPerView);
  const shown = isLoading ? 0 : items.length;
  const placeholders = isLoading || isFetchingNextPage ? pageSize : 0;
  const cellCount = shown + placeholders;
  const setSize = total ?? (hasNextPage ? -1 : items.length);

  // The next page, asked for at most once per observation: the observer is made again after
  // every page (and so reports at once if the sentinel is still in view), and disconnected as
  // soon as it asks.
  const sentinelRef = useRef<HTMLDivElement>(null);
  const fetchRef = useRef(fetchNextPage);
  fetchRef.current = fetchNextPage;
  const observing =
    hasNextPage && !isLoading && !isFetchingNextPage && !isFetchNextPageError && shown > 0;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!observing || sentinel === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        fetchRef.current();
      },
      { rootMargin: `0px 0px ${PREFETCH_MARGIN_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
    };
  }, [observing, shown]);

  const cell = (index: number): ReactNode => {
    const item = index < shown ? items[index] : undefined;
    if (item === undefined) {
      return (
        <div key={`placeholder-${index}`} className={styles.cell} aria-hidden="true">
          {renderPlaceholder()}
        </div>
      );
    }
    return (
      <div
        key={getKey(item, index)}
        className={styles.cell}
        role="listitem"
        aria-posinset={index + 1}
        aria-setsize={setSize}
        data-item-index={index}
      >
        {renderItem(item, index)}
      </div>
    );
  };

  const style = { '--list-columns': columns } as CSSProperties;
  return (
    <div className={cx(styles.infiniteList, className)} style={style}>
      {virtualize ? (
        <VirtualRows
          label={label}
          busy={isLoading || isFetchingNextPage}
          cellCount={cellCount}
          columns={columns}
          cell={cell}
          estimateRowHeight={estimateRowHeight}
        />
      ) : (
        <div
          className={styles.grid}
          role="list"
          aria-label={label}
          aria-busy={isLoading || isFetchingNextPage || undefined}
        >
          {Array.from({ length: cellCount }, (_, index) => cell(index))}
        </div>
      )}
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.footer}>
        {total === undefined || isLoading ? null : (
          <p className={styles.shown} role="status">
            {t('infiniteList.shown', {
              shown: formatNumber(items.length),
              total: formatNumber(total),
            })}
          </p>
        )}
        {hasNextPage && !isLoading ? (
          <Button
            variant="secondary"
            isLoading={isFetchingNextPage}
            onPress={() => {
              fetchNextPage();
            }}
          >
            {t('infiniteList.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The rows near the viewport of a list the window scrolls; the rest is empty height. */
function VirtualRows({
  label,
  busy,
  cellCount,
  columns,
  cell,
  estimateRowHeight,
}: {
  label: string;
  busy: boolean;
  cellCount: number;
  columns: number;
  cell: (index: number) => ReactNode;
  estimateRowHeight: (columnWidth: number) => number;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  // Until the list is measured its width is taken as the viewport's, at least as wide as the list:
  // rows estimated too short at first would pull the sentinel near and ask for a page unseen.
  // A server-rendered first screen's list is laid out for the viewport it assumed, as on the server.
  const [firstRect] = useState(assumedViewportRect);
  const [layout, setLayout] = useState(() => ({
    top: 0,
    width: firstRect?.width ?? window.innerWidth,
  }));
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  const rowCount = Math.ceil(cellCount / columns);

  // Where the list starts in the page and how wide it is: what comes above it can change size
  // (a banner's art arriving), so it is read again after every render, and kept when unchanged.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list === null) return;
    const rect = list.getBoundingClientRect();
    const next = { top: Math.round(rect.top + window.scrollY), width: Math.round(rect.width) };
    setLayout((current) =>
      current.top === next.top && current.width === next.width ? current : next,
    );
  });

  const columnWidth = layout.width / columns;
  const estimate = useCallback(
    () => estimateRowHeight(columnWidth),
    [estimateRowHeight, columnWidth],
  );
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rowCount,
    estimateSize: estimate,
    overscan: 2,
    scrollMargin: layout.top,
    rangeExtractor: (range) => rangeWithRow(range, focusedRow),
    // A row that measures nothing (the list in a hidden panel) keeps its estimate: at 0 px every
    // row would fit the viewport, all would render, and none would ever measure more.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || estimate(),
    useFlushSync: false,
    ...(firstRect === undefined ? {} : { initialRect: firstRect }),
  });

  // The virtualizer takes this one as a property of its own, not as an option.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (row, _delta, instance) =>
    adjustsScrollFor(
      row,
      !instance.itemSizeCache.has(row.key),
      instance.scrollOffset,
      window.scrollY,
    );

  // A new column count or width changes every row's height: measure afresh.
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, columns, columnWidth]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    setFocusedRow(row === null ? null : Number(row.dataset.index));
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedRow(null);
  };

  return (
    <div
      ref={listRef}
      className={styles.virtual}
      role="list"
      aria-label={label}
      aria-busy={busy || undefined}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <VirtualRow
          key={row.key}
          index={row.index}
          offset={row.start - virtualizer.options.scrollMargin}
          columns={columns}
          cellCount={cellCount}
          cell={cell}
          measureRef={virtualizer.measureElement}
        />
      ))}
    </div>
  );
}

/**
 * One row of cells. The list re-renders whenever it learns where it starts or how tall a row is
 * (the first of these straight after hydration, synchronously); a row whose cells, place and
 * columns are unchanged is then skipped, so a layout pass costs the rows that moved, not every
 * tile on the screen again.
 */
const VirtualRow = memo(function VirtualRow({
  index,
  offset,
  columns,
  cellCount,
  cell,
  measureRef,
}: {
  index: number;
  offset: number;
  columns: number;
  cellCount: number;
  cell: (index: number) => ReactNode;
  measureRef: (element: HTMLDivElement | null) => void;
}) {
  return (
    <div
      ref={measureRef}
      className={cx(styles.grid, styles.row)}
      data-index={index}
      style={{ transform: `translateY(${offset}px)` }}
    >
      {Array.from({ length: columns }, (_, column) => index * columns + column)
        .filter((cellIndex) => cellIndex < cellCount)
        .map((cellIndex) => cell(cellIndex))}
    </div>
  );
});
