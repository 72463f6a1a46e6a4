import { foldSearchText, formatNumber, type Game, type ProviderGameCount } from '@casino/shared';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { GameTileSkeleton, type GamePlayMode } from '../../../components/ui/game-tile.js';
import { Icon } from '../../../components/ui/icon.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { cx } from '../../../components/ui/class-names.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import type { TileContext } from '../../lobby/public.js';
import { useGameSearch, useProviderGames, type GameSearchAnswer } from '../api/search-games.js';
import { GRID_KEYS, inRows, nextActiveCell } from '../grid-navigation.js';
import { useColumns } from '../hooks/use-columns.js';
import { useRecentSearches, type RecentKind } from '../hooks/use-recent-searches.js';
import { useSearchText } from '../hooks/use-search-text.js';
import { SEARCH_NAMESPACE } from '../locales/namespace.js';
import {
  cleanSearchText,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  searchTextOf,
} from '../search-rules.js';
import type { Cell } from './grid-parts.js';
import { ProviderGames } from './provider-games.js';
import { RecentSearches, type RecentCells } from './recent-searches.js';
import { SearchResults, type GameCell, type ProviderCell } from './search-results.js';
import styles from './search-dialog.module.css';

/** Rows of placeholders while the first answer loads: about the dialog's height of tiles. */
const SKELETON_ROWS = 3;

export interface SearchDialogProps {
  /** The session's tiles: badges and playability (the lobby's one tile context). */
  tile: TileContext;
  /** A text searched at once when the dialog opens. */
  initialQuery?: string;
  onClose: () => void;
  /** The play flow; the dialog has closed by the time it runs. */
  onPlay: (game: Game, mode: GamePlayMode) => void;
}

type View = { kind: 'search' } | { kind: 'provider'; provider: ProviderGameCount };

/**
 * The last answer shown while the next one loads, so the grid does not blink at every key; gone
 * once the field holds too little to search.
 */
function useShownAnswer(text: string | null, answer: GameSearchAnswer | undefined) {
  const [kept, setKept] = useState(answer);
  useEffect(() => {
    if (text === null) setKept(undefined);
    else if (answer !== undefined) setKept(answer);
  }, [text, answer]);
  return text === null ? undefined : (answer ?? kept);
}

/**
 * SEARCH: a field searching games by name and by provider as the player types (from two
 * characters, once the field rests), its results as game tiles in a grid, a provider's games on
 * demand, and the recent searches while the field is empty. The field is a combobox over the
 * grid: the arrow keys move the highlight, Enter plays or opens it, Escape clears, then closes.
 */
export function SearchDialog({ initialQuery = '', onClose, onPlay, tile }: SearchDialogProps) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  const baseId = useId();
  const gridId = `${baseId}grid`;
  const hintId = `${baseId}hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const columns = useColumns(contentRef);
  const columnsStyle = { '--search-columns': columns } as CSSProperties;

  const [input, setInput] = useState(() => cleanSearchText(initialQuery));
  const search = useSearchText(input);
  const query = useGameSearch(search.text);
  const answer = useShownAnswer(search.text, query.data);
  const recent = useRecentSearches();
  const [view, setView] = useState<View>({ kind: 'search' });
  const provider = view.kind === 'provider' ? view.provider : null;
  const providerQuery = useProviderGames(provider?.id ?? null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  /** A recent provider searched again: opened as soon as the search finds it. */
  const [pendingProvider, setPendingProvider] = useState<string | null>(null);

  const typed = cleanSearchText(input);

  const startGame = (game: Game, mode: GamePlayMode, fromResults: boolean) => {
    // A result the player acted on makes the text a recent search.
    if (fromResults && typed.length >= SEARCH_MIN_LENGTH) recent.add('games', typed);
    onClose();
    onPlay(game, mode);
  };

  const openProvider = (found: ProviderGameCount) => {
    recent.add('providers', found.name);
    setHighlighted(null);
    setView({ kind: 'provider', provider: found });
  };

  const backToResults = () => {
    setView({ kind: 'search' });
    inputRef.current?.focus();
  };

  const changeInput = (next: string) => {
    setInput(next);
    setHighlighted(null);
    setPendingProvider(null);
    if (view.kind === 'provider') setView({ kind: 'search' });
  };

  const searchAgain = (kind: RecentKind, text: string) => {
    changeInput(text);
    search.flush(text);
    if (kind === 'providers') setPendingProvider(searchTextOf(text));
    inputRef.current?.focus();
  };

  // The provider of a recent search, once its search has answered.
  useEffect(() => {
    if (pendingProvider === null || search.text !== pendingProvider) return;
    if (query.isError) setPendingProvider(null);
    if (query.data === undefined) return;
    setPendingProvider(null);
    const found = query.data.providers.find(
      (entry) => foldSearchText(entry.name) === pendingProvider,
    );
    if (found !== undefined) openProvider(found);
  }, [pendingProvider, search.text, query.data, query.isError]);

  // The dialog opens to type in: the field takes focus. An effect, as React Aria's own autoFocus
  // does: the dialog's focus scope moves focus to the dialog in a layout effect first, and the
  // dialog then keeps focus where it finds it inside.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // Focus goes to the way back when a provider opens, and the field's highlight follows the view.
  useEffect(() => {
    if (provider !== null) backRef.current?.focus();
  }, [provider]);

  // The highlighted cell is kept in view as the arrows move it.
  useEffect(() => {
    if (highlighted === null) return;
    document.getElementById(highlighted)?.scrollIntoView({ block: 'nearest' });
  }, [highlighted]);

  // The cells the arrow keys move through, by row: the recent searches while the field is too
  // short to search, else the providers' row and the rows of games.
  // While the field holds too little to search; a text waiting for the field to rest shows the
  // loading grid instead.
  const showRecent = view.kind === 'search' && searchTextOf(input) === null;
  const recentCells: RecentCells = {
    games: recent.games.map((text, index) => ({
      id: `${baseId}recent-game-${String(index)}`,
      text,
      activate: () => {
        searchAgain('games', text);
      },
    })),
    providers: recent.providers.map((text, index) => ({
      id: `${baseId}recent-provider-${String(index)}`,
      text,
      activate: () => {
        searchAgain('providers', text);
      },
    })),
  };
  const providerCells: ProviderCell[] = (answer?.providers ?? []).map((found) => ({
    id: `${baseId}provider-${String(found.id)}`,
    provider: found,
    activate: () => {
      openProvider(found);
    },
  }));
  const gameCells: GameCell[] = (answer?.items ?? []).map((game) => ({
    id: `${baseId}game-${String(game.id)}`,
    game,
    activate: () => {
      startGame(game, 'real', true);
    },
  }));
  const isSettled = query.data !== undefined;
  const showResults =
    view.kind === 'search' && answer !== undefined && !(query.isError && !isSettled);
  let rows: Cell[][] = [];
  if (showRecent) rows = [recentCells.games, recentCells.providers];
  else if (showResults) rows = [providerCells, ...inRows(gameCells, columns)];
  rows = rows.filter((row) => row.length > 0);
  const cells = rows.flat();
  const active = cells.some((cell) => cell.id === highlighted) ? highlighted : null;
  const expanded = rows.length > 0;

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((GRID_KEYS as readonly string[]).includes(event.key)) {
      const next = nextActiveCell(
        rows.map((row) => row.map((cell) => cell.id)),
        active,
        event.key,
      );
      if (next === undefined) return;
      event.preventDefault();
      setHighlighted(next);
      return;
    }
    if (event.key === 'Delete' && showRecent && active !== null) {
      event.preventDefault();
      const kind = recentCells.games.some((cell) => cell.id === active) ? 'games' : 'providers';
      const entry = recentCells[kind].find((cell) => cell.id === active);
      if (entry !== undefined) recent.remove(kind, entry.text);
      return;
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const cell = cells.find((candidate) => candidate.id === active);
    if (cell !== undefined) {
      cell.activate();
      return;
    }
    // Enter searches what the field holds at once, and makes it a recent search.
    if (typed.length < SEARCH_MIN_LENGTH) return;
    search.flush();
    recent.add('games', typed);
  };

  // Escape steps back: from a provider to the results, then clears the field; only an empty
  // field lets it through to the dialog, which closes.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    // Not the browser's own clearing of a search field: this one decides.
    event.preventDefault();
    if (view.kind === 'provider') {
      event.stopPropagation();
      backToResults();
    } else if (input !== '') {
      event.stopPropagation();
      changeInput('');
      inputRef.current?.focus();
    }
  };

  // What the live region says once an answer is in: how many games and providers, or none.
  let status = '';
  if (provider !== null) {
    const total = providerQuery.data?.pages[0]?.total;
    if (total !== undefined) {
      status = t('providerAnnouncement', { name: provider.name, games: formatNumber(total) });
    }
  } else if (search.text !== null && query.data !== undefined) {
    const { items, providers } = query.data;
    status =
      items.length + providers.length === 0
        ? t('errors.noGamesFound')
        : t('resultsCount', {
            games: formatNumber(items.length),
            providers: formatNumber(providers.length),
          });
  }

  let content: ReactNode;
  if (provider !== null) {
    content = (
      <ProviderGames
        provider={provider}
        query={providerQuery}
        columns={columns}
        tile={tile}
        backRef={backRef}
        onBack={backToResults}
        onPlay={(game, mode) => {
          startGame(game, mode, false);
        }}
      />
    );
  } else if (showRecent) {
    content = (
      <>
        <p id={hintId} className={styles.hint}>
          {typed === '' ? t('hint') : t('minLength', { min: SEARCH_MIN_LENGTH })}
        </p>
        <RecentSearches
          gridId={gridId}
          cells={recentCells}
          activeId={active}
          onRemove={recent.remove}
          onClearAll={recent.clearAll}
        />
      </>
    );
  } else if (query.isError && !isSettled) {
    content = (
      <ErrorState
        message={errorMessageOf(query.error)}
        isRetrying={query.isFetching}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else if (answer === undefined) {
    content = (
      <div className={styles.skeletons} aria-hidden="true">
        {/* The games' label, so their first row shows where the skeleton's was. */}
        <div className={styles.sectionLabel}>
          <Skeleton width={96} height={12} shape="text" />
        </div>
        {inRows(
          Array.from({ length: columns * SKELETON_ROWS }, (_, index) => index),
          columns,
        ).map((row) => (
          <div key={row[0]} className={styles.tileRow} style={columnsStyle}>
            {row.map((index) => (
              <GameTileSkeleton key={index} />
            ))}
          </div>
        ))}
      </div>
    );
  } else if (answer.items.length + answer.providers.length === 0) {
    content = (
      <EmptyState icon="search" title={t('errors.noGamesFound')} description={t('noResultsHint')} />
    );
  } else {
    content = (
      <SearchResults
        gridId={gridId}
        providers={providerCells}
        games={gameCells}
        columns={columns}
        activeId={active}
        tile={tile}
        onPlay={(game, mode) => {
          startGame(game, mode, true);
        }}
      />
    );
  }

  const loading = !showRecent && (search.isPending || !isSettled) && !query.isError;
  return (
    <Dialog
      title={t('title')}
      size="lg"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      className={styles.dialog}
    >
      {/* Escape is read here, around the field and the results, before the dialog sees it. */}
      <div className={styles.search} onKeyDown={onKeyDown}>
        <div className={styles.bar}>
          <div className={styles.field}>
            <Icon name="search" />
            <input
              ref={inputRef}
              className={styles.input}
              type="search"
              role="combobox"
              aria-label={t('field')}
              aria-autocomplete="list"
              aria-haspopup="grid"
              aria-expanded={expanded}
              aria-controls={expanded ? gridId : undefined}
              aria-activedescendant={active ?? undefined}
              aria-describedby={showRecent ? hintId : undefined}
              placeholder={t('placeholder')}
              maxLength={SEARCH_MAX_LENGTH}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              value={input}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                changeInput(event.target.value);
              }}
              onKeyDown={onFieldKeyDown}
            />
            {input === '' ? null : (
              <button
                type="button"
                className={styles.clear}
                aria-label={t('clear')}
                onClick={() => {
                  changeInput('');
                  inputRef.current?.focus();
                }}
              >
                <Icon name="close" size={16} />
              </button>
            )}
          </div>
        </div>
        <p className="visually-hidden" role="status">
          {status}
        </p>
        <div
          ref={contentRef}
          className={cx(styles.content, loading && answer !== undefined && styles.stale)}
          aria-busy={loading || undefined}
        >
          {content}
        </div>
      </div>
    </Dialog>
  );
}
