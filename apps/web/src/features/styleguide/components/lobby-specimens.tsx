import { formatMoney, type Game } from '@casino/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnimatedNumber } from '../../../components/ui/animated-number.js';
import { Button } from '../../../components/ui/button.js';
import { Carousel } from '../../../components/ui/carousel.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { GameTile, GameTileSkeleton, type GamePlayMode } from '../../../components/ui/game-tile.js';
import { InfiniteList } from '../../../components/ui/infinite-list.js';
import { Marquee } from '../../../components/ui/marquee.js';
import { useStyleguideTranslation } from '../hooks/use-styleguide-translation.js';
import { SAMPLE_GAMES, SAMPLE_WINNERS, TILE_SAMPLES, sampleGamesPage } from './lobby-samples.js';
import { Specimen } from './part.js';
import styles from './styleguide-page.module.css';

/** Where a sample's presses go: the page's "Pressed: …" line. */
export interface SpecimenProps {
  onAction: (action: string) => void;
}

/** What a tile's Play or Demo would start, in the words of the tile's own controls. */
function usePlay(onAction: (action: string) => void) {
  const { t } = useTranslation('kit');
  return (game: Game, mode: GamePlayMode) => {
    onAction(t(mode === 'demo' ? 'gameTile.demoGame' : 'gameTile.playGame', { name: game.name }));
  };
}

export function GameTileSpecimens({ onAction }: SpecimenProps) {
  const { t } = useStyleguideTranslation();
  const { t: kit } = useTranslation('kit');
  const play = usePlay(onAction);
  const tile = (game: Game, extra: { bonusCasino?: number; jackpot?: boolean } = {}) => (
    <div className={styles.tileSample}>
      <GameTile game={game} onPlay={play} {...extra} />
    </div>
  );
  return (
    <>
      <Specimen label={t('states.default')}>{tile(TILE_SAMPLES.default)}</Specimen>
      <Specimen label={t('states.badges')}>{tile(TILE_SAMPLES.badges)}</Specimen>
      <Specimen label={kit('badge.live')}>{tile(TILE_SAMPLES.live)}</Specimen>
      <Specimen label={t('states.withBonus')}>
        {tile(TILE_SAMPLES.wagering, { bonusCasino: 25 })}
      </Specimen>
      <Specimen label={t('states.jackpot')}>
        {tile(TILE_SAMPLES.badges, { jackpot: true })}
      </Specimen>
      <Specimen label={t('states.noDemo')}>{tile(TILE_SAMPLES.noDemo)}</Specimen>
      <Specimen label={t('states.unavailable')}>{tile(TILE_SAMPLES.unavailable)}</Specimen>
      <Specimen label={t('states.artFailed')}>{tile(TILE_SAMPLES.artFailed)}</Specimen>
      <Specimen label={t('states.loading')}>
        <div className={styles.tileSample}>
          <GameTileSkeleton />
        </div>
      </Specimen>
    </>
  );
}

export function CarouselSpecimens({ onAction }: SpecimenProps) {
  const { t } = useStyleguideTranslation();
  const play = usePlay(onAction);
  return (
    <>
      <Specimen label={t('states.autoplay')} wide>
        <Carousel
          title={t('samples.topGames')}
          headingLevel={3}
          href="/games/top"
          count="2600"
          items={SAMPLE_GAMES}
          getKey={(game) => game.id}
          renderItem={(game) => <GameTile game={game} onPlay={play} headingLevel={4} />}
        />
      </Specimen>
      <Specimen label={t('states.loading')} wide>
        <Carousel
          title={t('samples.newGames')}
          headingLevel={3}
          href="/games/new"
          items={[]}
          getKey={(game: Game) => game.id}
          renderItem={() => null}
          isLoading
        />
      </Specimen>
      <Specimen label={t('states.allInView')} wide>
        <Carousel
          title={t('samples.jackpotGames')}
          headingLevel={3}
          items={SAMPLE_GAMES.slice(0, 2)}
          getKey={(game) => game.id}
          renderItem={(game) => <GameTile game={game} onPlay={play} headingLevel={4} jackpot />}
        />
      </Specimen>
    </>
  );
}

/** Three pages of 15, each answering after a moment, as useInfiniteQuery would. */
const LIST_TOTAL = 45;
const PAGE_SIZE = 15;
const PAGE_DELAY_MS = 800;

function useSamplePages(failNext: boolean) {
  const [items, setItems] = useState<Game[]>(() => sampleGamesPage(0, PAGE_SIZE));
  const [isFetchingNextPage, setFetching] = useState(false);
  const [isFetchNextPageError, setError] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );
  const fetchNextPage = () => {
    if (isFetchingNextPage) return;
    setFetching(true);
    setError(false);
    timer.current = setTimeout(() => {
      setFetching(false);
      if (failNext) {
        setError(true);
        return;
      }
      setItems((current) => [...current, ...sampleGamesPage(current.length, PAGE_SIZE)]);
    }, PAGE_DELAY_MS);
  };
  return {
    items,
    hasNextPage: items.length < LIST_TOTAL,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
  };
}

export function InfiniteListSpecimens({ onAction }: SpecimenProps) {
  const { t } = useStyleguideTranslation();
  const play = usePlay(onAction);
  const [failNext, setFailNext] = useState(false);
  const pages = useSamplePages(failNext);
  return (
    <>
      <Specimen label={t('states.default')} wide>
        <Checkbox isSelected={failNext} onChange={setFailNext}>
          {t('samples.failNextPage')}
        </Checkbox>
        {pages.isFetchNextPageError ? (
          <p className={styles.failure} role="alert">
            {t('states.pageFailed')}
          </p>
        ) : null}
        <InfiniteList
          label={t('samples.allGames')}
          total={LIST_TOTAL}
          getKey={(game) => game.id}
          renderItem={(game) => <GameTile game={game} onPlay={play} />}
          {...pages}
        />
      </Specimen>
      <Specimen label={t('states.loading')} wide>
        <InfiniteList
          label={t('samples.allGames')}
          items={[]}
          getKey={(game: Game) => game.id}
          renderItem={() => null}
          hasNextPage
          fetchNextPage={() => undefined}
          isFetchingNextPage={false}
          isLoading
          pageSize={4}
          virtualize={false}
        />
      </Specimen>
    </>
  );
}

/** The jackpot total grows by itself now and then, as pushes would make it. */
const JACKPOT_START = 2_481_370;
const JACKPOT_STEP_MS = 5_000;

export function AnimatedNumberSpecimens() {
  const { t } = useStyleguideTranslation();
  const [jackpot, setJackpot] = useState(JACKPOT_START);
  const [count, setCount] = useState(8_600);
  useEffect(() => {
    const timer = setInterval(() => {
      setJackpot((value) => value + 137);
    }, JACKPOT_STEP_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return (
    <>
      <Specimen label={t('states.counting')}>
        <p className={styles.jackpotLabel}>{t('samples.jackpotTotal')}</p>
        <AnimatedNumber
          className={styles.jackpotTotal}
          value={jackpot}
          currency="EUR"
          decimals={0}
        />
        <div className={styles.row}>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              setJackpot((value) => value + 1000);
            }}
          >
            {t('samples.addToJackpot', { amount: formatMoney(1000, 'EUR', { decimals: 0 }) })}
          </Button>
        </div>
      </Specimen>
      <Specimen label={t('states.default')}>
        <p className={styles.jackpotLabel}>{t('samples.allGames')}</p>
        <AnimatedNumber className={styles.countSample} value={count} duration={2000} />
        <div className={styles.row}>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              setCount((value) => value + 250);
            }}
          >
            {t('samples.addToJackpot', { amount: '250' })}
          </Button>
        </div>
      </Specimen>
      <Specimen label={t('states.withCurrency')}>
        <AnimatedNumber className={styles.numberSample} value={1_234.5} currency="GBP" />
        <AnimatedNumber className={styles.numberSample} value={57_500} currency="RON" />
      </Specimen>
    </>
  );
}

export function MarqueeSpecimens() {
  const { t } = useStyleguideTranslation();
  const lines = SAMPLE_WINNERS.map((winner) => (
    <span key={`${winner.player}-${winner.game}`} className={styles.winLine}>
      {t('samples.winLine', {
        player: winner.player,
        amount: formatMoney(winner.amount, 'EUR'),
        game: winner.game,
      })}
    </span>
  ));
  return (
    <>
      <Specimen label={t('states.horizontal')} wide>
        <Marquee label={t('samples.latestWinners')}>{lines}</Marquee>
      </Specimen>
      <Specimen label={t('states.vertical')}>
        <Marquee
          label={t('samples.latestWinners')}
          orientation="vertical"
          className={styles.verticalMarquee}
        >
          {lines}
        </Marquee>
      </Specimen>
    </>
  );
}
