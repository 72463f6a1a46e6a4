import type { CatchGamePlayResult } from '@casino/shared';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Icon } from '../../../components/ui/icon.js';
import { errorMessageOf, type ErrorMessage } from '../../../lib/app-error.js';
import { PROMOTIONS_NAMESPACE } from '../locales/namespace.js';
import {
  ROUND_MS,
  basketAfterKey,
  flakeHeight,
  isCaught,
  snowfall,
  type Flake,
} from '../rules/snowfall.js';
import styles from './snowfall-game.module.css';

type Round =
  | { phase: 'ready' }
  | { phase: 'playing'; seed: number }
  | { phase: 'done'; result: CatchGamePlayResult }
  | { phase: 'failed'; failure: ErrorMessage };

export interface SnowfallGameProps {
  /** The day's bonus percent a win gives. */
  percent: number;
  /** No falling snow: a try shows its outcome as soon as the server answers. */
  reducedMotion: boolean;
  /** One try, decided by the server (it throws when refused). */
  play: () => Promise<CatchGamePlayResult>;
  /** Whether another try may start (tries left today). */
  canPlay: boolean;
  /** What follows a win: the link to the bonus and the deposit. */
  renderWin: (result: CatchGamePlayResult) => ReactNode;
}

/**
 * The catch game: Start, then snowflakes fall for a few seconds and the basket catches them
 * (pointer, touch or the arrow keys on the basket); the server's answer to the try is the
 * outcome, said in a live region when the round ends. Reduced motion skips the falling snow.
 */
export function SnowfallGame({
  percent,
  reducedMotion,
  play,
  canPlay,
  renderWin,
}: SnowfallGameProps) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const { t: message } = useTranslation();
  const [round, setRound] = useState<Round>({ phase: 'ready' });
  const [basket, setBasket] = useState(50);
  const [elapsed, setElapsed] = useState(0);
  const [caught, setCaught] = useState<ReadonlySet<number>>(new Set());
  const basketRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const basketX = useRef(50);
  const rounds = useRef(0);

  const moveBasket = useCallback((x: number) => {
    basketX.current = x;
    setBasket(x);
  }, []);

  // The round's end, driven by the animation frames below.
  const ended = useRef<{ seed: number; resolve: () => void } | null>(null);
  const roundEnd = (seed: number) =>
    new Promise<void>((resolve) => {
      ended.current = { seed, resolve };
    });

  const start = () => {
    rounds.current += 1;
    const seed = rounds.current;
    setCaught(new Set());
    setElapsed(0);
    setRound({ phase: 'playing', seed });
    const answer = play();
    // Unhandled until the round ends: a refusal ends it at once.
    answer.catch((error: unknown) => {
      setRound({ phase: 'failed', failure: errorMessageOf(error) });
    });
    const shown = reducedMotion ? Promise.resolve() : roundEnd(seed);
    void Promise.all([answer, shown]).then(
      ([result]) => {
        setRound((current) =>
          current.phase === 'playing' && current.seed === seed
            ? { phase: 'done', result }
            : current,
        );
      },
      () => undefined,
    );
  };

  const flakes = round.phase === 'playing' && !reducedMotion ? snowfall(round.seed) : null;

  useEffect(() => {
    if (round.phase !== 'playing' || reducedMotion) return;
    const { seed } = round;
    const all = snowfall(seed);
    const catches = new Set<number>();
    let startedAt: number | undefined;
    let previous = 0;
    let frame = requestAnimationFrame(function step(time) {
      startedAt ??= time;
      const now = Math.min(ROUND_MS, time - startedAt);
      for (const flake of all) {
        if (!catches.has(flake.id) && isCaught(flake, basketX.current, previous, now)) {
          catches.add(flake.id);
          setCaught(new Set(catches));
        }
      }
      previous = now;
      setElapsed(now);
      if (now >= ROUND_MS) {
        if (ended.current?.seed === seed) ended.current.resolve();
        return;
      }
      frame = requestAnimationFrame(step);
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [round, reducedMotion]);

  // Focus follows the round: the basket while it runs, the outcome once it is known.
  useEffect(() => {
    if (round.phase === 'playing' && !reducedMotion) basketRef.current?.focus();
    if (round.phase === 'done' || round.phase === 'failed') outcomeRef.current?.focus();
  }, [round.phase, reducedMotion]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = basketAfterKey(basketX.current, event.key);
    if (next === null) return;
    event.preventDefault();
    moveBasket(next);
  };

  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (round.phase !== 'playing') return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    moveBasket(Math.max(0, Math.min(100, ((event.clientX - box.left) / box.width) * 100)));
  };

  const announcement =
    round.phase === 'playing'
      ? t('catchGame.playing')
      : round.phase === 'done'
        ? round.result.caught
          ? t('catchGame.won', { percent })
          : t('catchGame.lost')
        : round.phase === 'failed'
          ? message(round.failure.key, round.failure.values)
          : '';

  return (
    <div className={styles.game}>
      <div
        className={styles.field}
        data-playing={round.phase === 'playing' || undefined}
        onPointerDown={onPointer}
        onPointerMove={onPointer}
      >
        {flakes?.map((flake) => (
          <FallingFlake
            key={flake.id}
            flake={flake}
            elapsedMs={elapsed}
            caught={caught.has(flake.id)}
          />
        ))}
        {round.phase === 'playing' && !reducedMotion ? (
          <p className={styles.count} aria-hidden="true">
            {t('catchGame.caughtCount', { count: caught.size })}
          </p>
        ) : null}
        {round.phase === 'done' || round.phase === 'failed' ? (
          <div className={styles.outcome}>
            <h3 ref={outcomeRef} tabIndex={-1} className={styles.outcomeTitle}>
              {round.phase === 'done' ? (
                <Icon name={round.result.caught ? 'gift' : 'snowflake'} size={24} />
              ) : (
                <Icon name="alert" size={24} />
              )}
              {announcement}
            </h3>
            {round.phase === 'done' ? (
              round.result.caught ? (
                <>
                  <p className={styles.help}>{t('catchGame.wonHelp')}</p>
                  {renderWin(round.result)}
                </>
              ) : (
                <p className={styles.help}>{t('catchGame.lostHelp')}</p>
              )
            ) : null}
          </div>
        ) : null}
        {round.phase === 'ready' ? <p className={styles.howTo}>{t('catchGame.howTo')}</p> : null}
        <div
          ref={basketRef}
          role="slider"
          tabIndex={round.phase === 'playing' ? 0 : -1}
          aria-label={t('catchGame.basket')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(basket)}
          aria-orientation="horizontal"
          aria-disabled={round.phase !== 'playing' || undefined}
          className={styles.basket}
          style={{ left: `${String(basket)}%` }}
          onKeyDown={onKeyDown}
        >
          <Icon name="shop" size={24} />
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div className={styles.actions}>
        <Button
          onPress={start}
          isDisabled={!canPlay || round.phase === 'playing'}
          isLoading={round.phase === 'playing' && reducedMotion}
        >
          {round.phase === 'done' || round.phase === 'failed'
            ? t('catchGame.playAgain')
            : t('catchGame.start')}
        </Button>
      </div>
    </div>
  );
}

function FallingFlake({
  flake,
  elapsedMs,
  caught,
}: {
  flake: Flake;
  elapsedMs: number;
  caught: boolean;
}) {
  const height = flakeHeight(flake, elapsedMs);
  if (height === null || caught) return null;
  return (
    <span
      className={styles.flake}
      aria-hidden="true"
      style={{ left: `${String(flake.x)}%`, top: `${String(height)}%` }}
    >
      <Icon name="snowflake" size={24} />
    </span>
  );
}
