import { EAGER_GAME_TILES, WINNERS_LIST_HEIGHT_PX } from '@casino/shared';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useDeferredValue,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state.js';
import { PageTitle } from '../../../components/ui/page-title.js';
import { cx } from '../../../components/ui/class-names.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useInView } from '../../../components/ui/use-in-view.js';
import { path } from '../../../config/paths.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { ChristmasPromo } from '../../promotions/public.js';
import { useMainLobby } from '../api/main-lobby.js';
import { useRecentlyPlayed } from '../api/recently-played.js';
import { useTileContext } from '../api/tile-context.js';
import { CategorySwitcher } from '../components/category-switcher.js';
import { GameRow } from '../components/game-row.js';
import { JackpotBanner } from '../components/jackpot-banner.js';
import { LOBBY_NAMESPACE } from '../locales/namespace.js';
import {
  carouselRows,
  recentlyPlayedRow,
  winnersTabs,
  type WinnersTab,
} from '../rules/main-page.js';
import { isDrawingFirstScreen } from '../../../lib/render-assumptions.js';
import styles from './main-page.module.css';

const WinnersTable = lazy(async () => ({
  default: (await import('../components/winners-table.js')).WinnersTable,
}));

/** Tiles whose art loads at once (the BFF preloads the same ones: decision 028). */
const EAGER_TILES = EAGER_GAME_TILES;

/**
 * How near the viewport a row below the first must come before its tiles are drawn: until then
 * it holds its placeholders, of the same size, so drawing the tiles moves nothing. A phone's
 * first screen then draws one or two rows of tiles, not every row of the page.
 */
const ROW_DRAW_MARGIN = '400px 0px';

/**
 * Whether the element has come near the viewport (ROW_DRAW_MARGIN), once: what is drawn then is
 * drawn in a transition, in slices between the page's other work, not in one long task while the
 * player scrolls.
 */
function useComeNear(ref: RefObject<Element | null>): boolean {
  return useDeferredValue(useInView(ref, { rootMargin: ROW_DRAW_MARGIN, once: true }));
}

/**
 * A row below the first: its tiles drawn once it comes near the viewport. Its placeholders stand
 * still until then: a shimmer off screen is a repaint a frame that nobody sees.
 */
function DeferredGameRow(props: ComponentProps<typeof GameRow>) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useComeNear(ref);
  return (
    <div ref={ref} className={cx(styles.row, !near && styles.still)}>
      <GameRow {...props} games={near ? props.games : undefined} />
    </div>
  );
}

/** How long the rows wait for a player's recently played games before they show without them. */
const RECENTLY_PLAYED_WAIT_MS = 1_000;

/**
 * True while `pending` on the page's first showing, for at most `maxMs`: the rows under a
 * player's recently played games wait for it rather than show and then move down when it comes
 * (or up when it is empty). Once the rows have shown they stay, whatever loads later (a login).
 */
function useFirstWait(pending: boolean, maxMs: number): boolean {
  const [released, setReleased] = useState(!pending);
  useEffect(() => {
    if (released) return;
    if (!pending) {
      setReleased(true);
      return;
    }
    const timer = setTimeout(() => {
      setReleased(true);
    }, maxMs);
    return () => {
      clearTimeout(timer);
    };
  }, [pending, released, maxMs]);
  return pending && !released;
}

/** The winners' tab list, as the kit's Tabs draw it: the placeholder holds its place. */
const WINNERS_TABS_HEIGHT_PX = 44;

/** The latest winners roll in a list of this height (SPEC.md section 2), the placeholder too. */
const WINNERS_STYLE = {
  '--winners-list-height': `${String(WINNERS_LIST_HEIGHT_PX)}px`,
  '--winners-tabs-height': `${String(WINNERS_TABS_HEIGHT_PX)}px`,
} as CSSProperties;

/**
 * The winners' heading and a placeholder of the table's size until the player comes near and
 * while its lists or its code load. Far below the fold, the table waits: its tabs check their
 * panel for focusable content as they mount, which makes the browser style the hundred rows at
 * once (with the marquee's copy), the longest task of the page's first load when drawn with it.
 */
function WinnersSection({ tabs }: { tabs: readonly WinnersTab[] | undefined }) {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const drawn = useComeNear(ref);
  const placeholder = (
    <div className={styles.winnersPlaceholder} aria-hidden="true">
      <Skeleton width="100%" height={WINNERS_TABS_HEIGHT_PX} shape="text" />
      <Skeleton
        className={styles.winnersListPlaceholder}
        width="100%"
        height="var(--winners-list-height)"
      />
    </div>
  );
  return (
    <section
      ref={ref}
      className={styles.winners}
      style={WINNERS_STYLE}
      aria-labelledby={headingId}
      aria-busy={tabs === undefined || !drawn || undefined}
    >
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('winners.title')}
      </h2>
      {tabs === undefined || !drawn ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <WinnersTable tabs={tabs} />
        </Suspense>
      )}
    </section>
  );
}

/**
 * The main lobby (SPEC.md section 2): the jackpot banner, the category switcher, a player's
 * recently played games, the five carousels and the top winners, from one lobby.main call. A
 * part the lobby could not serve is left out; a failed call offers a retry where the games go.
 */
export function MainPage() {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  const { href } = useLanguage();
  const { bootstrap, player } = useSession();
  const lobby = useMainLobby();
  const recent = useRecentlyPlayed();
  const tiles = useTileContext();
  // The answer is drawn in a transition, so React renders the page's tiles in slices that leave
  // the main thread free in between, instead of one long task the moment it arrives (also when
  // the prefetched answer is there at the first render). Until then the placeholders stay.
  // A server-rendered first screen has the answer drawn in its markup: it is drawn at once.
  const data =
    useDeferredValue(lobby.data, isDrawingFirstScreen() ? lobby.data : null) ?? undefined;
  const status = data === undefined && lobby.data !== undefined ? 'pending' : lobby.status;

  const rows = carouselRows(data, status);
  const recentRow = recentlyPlayedRow(player !== null, {
    status: recent.status,
    items: recent.data?.items,
  });
  // Nothing under the switcher shows until the row above them is known: new rows appearing move
  // nothing on screen, where rows pushed down by a late one would.
  const waiting = useFirstWait(recentRow === 'loading', RECENTLY_PLAYED_WAIT_MS);
  const fund = data?.jackpotTotal;
  const winnersHidden = data?.winners.hidden ?? bootstrap?.flags.winnersHidden ?? false;
  const tabs = data === undefined ? undefined : winnersTabs(data.winners);

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <div className="visually-hidden">
        <PageTitle title={t('pages.main')} />
      </div>
      <JackpotBanner
        initialTotal={
          fund === null || fund === undefined
            ? undefined
            : { amount: fund.jackpotsFund, currency: fund.currency }
        }
      />
      <CategorySwitcher />
      <ChristmasPromo />
      {waiting ? null : (
        <>
          {recentRow === 'shown' ? (
            <GameRow
              title={t('recentlyPlayed.title')}
              games={recent.data?.items}
              tiles={tiles}
              eagerTiles={EAGER_TILES}
              autoplay={false}
            />
          ) : null}
          {lobby.isError && lobby.data === undefined ? (
            <ErrorState
              message={errorMessageOf(lobby.error)}
              isRetrying={lobby.isFetching}
              onRetry={() => void lobby.refetch()}
            />
          ) : null}
          {rows.map((row, index) => {
            const first = index === 0 && recentRow !== 'shown';
            const Row = first ? GameRow : DeferredGameRow;
            return (
              <Row
                key={row.key}
                title={t(row.titleKey)}
                href={href(path('games', { categoryId: row.categoryPath }))}
                count={row.countLabel}
                games={row.items}
                tiles={tiles}
                jackpot={row.jackpot}
                eagerTiles={first ? EAGER_TILES : 0}
              />
            );
          })}
          {winnersHidden || tabs?.length === 0 ? null : <WinnersSection tabs={tabs} />}
        </>
      )}
    </section>
  );
}
