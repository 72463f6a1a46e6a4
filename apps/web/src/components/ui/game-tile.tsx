import { MOBILE_ART_MEDIA, gameCardBadges, isPlayDisabled, type Game } from '@casino/shared';
import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './game-tile.module.css';
import { Badge } from './badge.js';
import { cx } from './class-names.js';
import { Icon } from './icon.js';
import { Skeleton } from './skeleton.js';

/** What a game tile shows of a game: the shared game schema's fields, as the BFF sends them. */
export type GameTileGame = Pick<
  Game,
  | 'id'
  | 'name'
  | 'image'
  | 'providerName'
  | 'geo_link'
  | 'hasDemo'
  | 'categories'
  | 'isWagering'
  | 'source'
  | 'imagine'
>;

/** Real money or the provider's demo (the game route's optional demo segment). */
export type GamePlayMode = 'real' | 'demo';

/** Phones take the mobile art (the BFF's preload hints read the same query). */
export { MOBILE_ART_MEDIA };

/** The art files' own sizes in the mock world (desktop 4:3, mobile 1:1), for the ratio hint. */
const ART_SIZE = { desktop: { width: 400, height: 300 }, mobile: { width: 300, height: 300 } };

/**
 * The upstream's gradient colour goes into a style, so only plain colour syntax is taken: a hex
 * colour or an rgb()/hsl() of numbers. Anything else (a url(), an expression) is dropped and the
 * tile keeps its surface colour.
 */
const SAFE_COLOUR = /^(?:#[0-9a-f]{3,8}|(?:rgb|hsl)a?\([\d\s.,%/+-]+\))$/i;

export function safeColour(value: string): string | undefined {
  const trimmed = value.trim();
  return SAFE_COLOUR.test(trimmed) ? trimmed : undefined;
}

/** The badges a tile can wear, the most telling first: a narrow tile shows the first two. */
const BADGE_ORDER = ['jackpot', 'live', 'new', 'drops', 'top'] as const;
const BADGE_OF = { live: 'live', new: 'new', drops: 'dropsAndWins', top: 'top' } as const;
/**
 * Two badges fit a phone's tile (about 150 px) without hiding the art; the others are still read
 * out with the tile.
 */
const VISIBLE_BADGES = 2;

export interface GameTileProps<G extends GameTileGame> {
  game: G;
  /** The play flow (built elsewhere): real play from the art, demo from the Demo button. */
  onPlay: (game: G, mode: GamePlayMode) => void;
  /**
   * The player's casino bonus balance (bonusCasino; 0 for a guest): a wagering game shows the
   * wagering icon only while there is bonus money to wager.
   */
  bonusCasino?: number;
  /** A UK visitor or player: the drops-and-wins promotion and its badge are hidden (SPEC.md 1). */
  isUk?: boolean;
  /** A jackpot game: gold frame and the jackpot badge. */
  jackpot?: boolean;
  /** eager for the few tiles above the fold (the first carousel's first row); lazy otherwise. */
  loading?: 'lazy' | 'eager';
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A game in the lobby: its art at one fixed ratio (1:1) on every screen, its name and provider
 * under it, badges over it. The art is the Play control (a button named "Play {game}"); a Demo
 * button sits on the art's corner when the game has one. Both are native buttons answering click rather
 * than React Aria's press: a carousel swallows the click that ends a swipe (embla), and a swipe
 * that starts on a tile must not launch its game. Without a geo_link the game cannot be played from
 * here: Play is disabled and says why. The tile knows no session: the bonus balance and the UK
 * flag come in as props, the play flow goes out through onPlay.
 */
export function GameTile<G extends GameTileGame>({
  game,
  onPlay,
  bonusCasino = 0,
  isUk = false,
  jackpot = false,
  loading = 'lazy',
  headingLevel = 3,
  className,
}: GameTileProps<G>) {
  const { t } = useTranslation('kit');
  const nameId = useId();
  const unavailableId = useId();
  const [artFailed, setArtFailed] = useState(false);
  const badges = gameCardBadges(game, { bonusCasino, isUk });
  const kinds = BADGE_ORDER.filter((kind) =>
    kind === 'jackpot' ? jackpot : badges[BADGE_OF[kind]],
  );
  const shownBadges = kinds.slice(0, VISIBLE_BADGES);
  const moreBadges = kinds.slice(VISIBLE_BADGES);
  const playDisabled = isPlayDisabled(game);
  const Heading = `h${headingLevel}` as const;
  const desktopArt = game.imagine.files.desktop || game.image;
  const mobileArt = game.imagine.files.mobile || desktopArt;
  const colour = safeColour(game.imagine.gradient_color);
  const artStyle = (colour === undefined ? {} : { '--game-colour': colour }) as CSSProperties;

  return (
    <article
      className={cx(styles.tile, jackpot && styles.jackpot, className)}
      aria-labelledby={nameId}
      data-game-id={game.id}
    >
      <div className={styles.art} style={artStyle}>
        <button
          type="button"
          className={styles.play}
          aria-label={t('gameTile.playGame', { name: game.name })}
          aria-describedby={playDisabled ? unavailableId : undefined}
          disabled={playDisabled}
          onClick={() => {
            onPlay(game, 'real');
          }}
        >
          {artFailed || desktopArt === '' ? null : (
            <picture>
              <source
                media={MOBILE_ART_MEDIA}
                srcSet={mobileArt}
                width={ART_SIZE.mobile.width}
                height={ART_SIZE.mobile.height}
              />
              <img
                className={styles.image}
                src={desktopArt}
                alt=""
                width={ART_SIZE.desktop.width}
                height={ART_SIZE.desktop.height}
                loading={loading}
                // The first tiles' art is the first screen's largest picture: it goes first.
                fetchPriority={loading === 'eager' ? 'high' : 'auto'}
                decoding="async"
                draggable={false}
                onError={() => {
                  setArtFailed(true);
                }}
              />
            </picture>
          )}
          {playDisabled ? null : (
            <span className={styles.cue} aria-hidden="true">
              <span className={styles.cueIcon}>
                <Icon name="play" size={20} />
              </span>
              {t('gameTile.play')}
            </span>
          )}
        </button>
        {/* Beside the button, not in it: text shown inside a control must be part of its name
            (WCAG 2.5.3), and "Play {game}" described by why it cannot is what a reader needs. */}
        {playDisabled ? (
          <span className={styles.unavailable}>
            <span className={styles.unavailableNote} id={unavailableId}>
              <Icon name="lock" size={16} />
              {t('gameTile.unavailable')}
            </span>
          </span>
        ) : null}
        <div className={styles.top}>
          <div className={styles.badges}>
            {shownBadges.map((kind) => (
              <Badge key={kind} kind={kind} />
            ))}
            {moreBadges.length === 0 ? null : (
              <span className="visually-hidden">
                {moreBadges.map((kind) => (
                  <Badge key={kind} kind={kind} />
                ))}
              </span>
            )}
          </div>
          {badges.wagering ? (
            <span className={styles.wagering} role="img" aria-label={t('gameTile.wagering')}>
              <Icon name="wagering" size={16} />
            </span>
          ) : null}
        </div>
        {game.hasDemo ? (
          <button
            type="button"
            className={styles.demo}
            aria-label={t('gameTile.demoGame', { name: game.name })}
            onClick={() => {
              onPlay(game, 'demo');
            }}
          >
            {t('gameTile.demo')}
          </button>
        ) : null}
      </div>
      <div className={styles.caption}>
        <Heading id={nameId} className={styles.name} title={game.name}>
          {game.name}
        </Heading>
        <p className={styles.provider}>{game.providerName}</p>
      </div>
    </article>
  );
}

/**
 * A game tile while its game loads: the art's square and the caption's two lines, at exactly the
 * tile's size, so the grid does not move when the games arrive.
 */
export function GameTileSkeleton({ className }: { className?: string }) {
  return (
    <div className={cx(styles.tile, styles.skeleton, className)} aria-hidden="true">
      <div className={styles.art}>
        <Skeleton width="100%" height="100%" className={styles.skeletonArt} />
      </div>
      <div className={styles.caption}>
        <Skeleton width="72%" height={14} shape="text" />
        <Skeleton width="48%" height={12} shape="text" />
      </div>
    </div>
  );
}
