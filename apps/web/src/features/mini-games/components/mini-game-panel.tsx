import { formatMoney, type MiniGame, type MiniGamePlayResult } from '@casino/shared';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ClientState } from '../../../components/ui/client-state.js';
import { cx } from '../../../components/ui/class-names.js';
import { Icon } from '../../../components/ui/icon.js';
import { useReducedMotion } from '../../../components/ui/use-reduced-motion.js';
import { errorDomainCodeOf } from '../../../lib/app-error.js';
import { useAttemptKey } from '../../../lib/idempotency-key.js';
import { useOpenDeposit } from '../../payments/public.js';
import { useMiniGameAvailability, usePlayMiniGame } from '../api/mini-games.js';
import { MINI_GAMES_NAMESPACE } from '../locales/namespace.js';
import {
  WHEEL_SECTORS,
  gateOfPlayError,
  gateOfStatus,
  wheelRotationFor,
  type GameGate,
} from '../rules/play-state.js';
import styles from './mini-game-panel.module.css';

type GameView = 'lucky_card' | 'wheel_of_fortune' | 'lucky_pigeon';

const GAME_OF_VIEW: Readonly<Record<GameView, MiniGame>> = {
  lucky_card: 'lucky-card',
  wheel_of_fortune: 'wheel',
  lucky_pigeon: 'bird',
};

/** How long each game's animation runs (ms): every game ends well under 10 s. */
export const ANIMATION_MS: Readonly<Record<GameView, number>> = {
  lucky_card: 900,
  wheel_of_fortune: 4_000,
  lucky_pigeon: 2_800,
};

type Phase =
  | { kind: 'idle' }
  | { kind: 'playing'; card?: number }
  | { kind: 'landing'; result: MiniGamePlayResult; card?: number; rotation: number }
  | { kind: 'done'; result: MiniGamePlayResult; card?: number; rotation: number };

/** The prize in words, as the live region says it and the result shows it. */
function usePrizeText() {
  const { t } = useTranslation(MINI_GAMES_NAMESPACE);
  return (result: MiniGamePlayResult) => {
    const { prize } = result;
    switch (prize.kind) {
      case 'money':
        return t('prize.money', { amount: formatMoney(prize.money.amount, prize.money.currency) });
      case 'free_spins':
        return t('prize.free_spins', { count: prize.count });
      case 'nothing':
        return t('prize.nothing');
    }
  };
}

/**
 * One mini-game (the lucky card, the wheel of fortune or the lucky pigeon): a real button starts
 * it, miniGames.play decides the prize, and the animation then lands on that prize (without the
 * animation when the visitor asks for less motion). The result is announced in a live region and
 * takes the focus; the level gate and the day's chances show the kit's client states.
 */
export function MiniGamePanel({ view }: { view: GameView }) {
  const { t } = useTranslation(MINI_GAMES_NAMESPACE);
  const game = GAME_OF_VIEW[view];
  const reducedMotion = useReducedMotion();
  const openDeposit = useOpenDeposit();
  const { statusOf } = useMiniGameAvailability();
  const play = usePlayMiniGame();
  const attempt = useAttemptKey();
  const prizeText = usePrizeText();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [refusal, setRefusal] = useState<Exclude<GameGate, 'ready'>>();
  const resultRef = useRef<HTMLDivElement>(null);

  // The animation's end: a timer of the animation's own length (nothing moves with reduced motion).
  useEffect(() => {
    if (phase.kind !== 'landing') return;
    const timer = setTimeout(
      () => {
        setPhase({ ...phase, kind: 'done' });
      },
      reducedMotion ? 0 : ANIMATION_MS[view],
    );
    return () => {
      clearTimeout(timer);
    };
  }, [phase, reducedMotion, view]);

  useEffect(() => {
    if (phase.kind === 'done') resultRef.current?.focus();
  }, [phase.kind]);

  const status = statusOf(game);
  // Before a play, the availability answer decides; after a refused play, its reason.
  const gate: GameGate =
    refusal ?? (phase.kind === 'idle' && status !== undefined ? gateOfStatus(status) : 'ready');

  const start = (card?: number) => {
    if (phase.kind !== 'idle') return;
    setPhase({ kind: 'playing', card });
    play.mutate(
      { game, idempotencyKey: attempt.current({ game }) },
      {
        onSuccess: (result) => {
          attempt.settle();
          setPhase({
            kind: 'landing',
            result,
            card,
            rotation: wheelRotationFor(result.prize.kind, Math.random()),
          });
        },
        onError: (error) => {
          attempt.settle();
          setPhase({ kind: 'idle' });
          setRefusal(gateOfPlayError(errorDomainCodeOf(error)));
        },
      },
    );
  };

  if (gate === 'LOW_USER_LEVEL') return <ClientState state="LOW_USER_LEVEL" />;
  if (gate === 'REACHED_ATTEMPTS_LIMIT') {
    return <ClientState state="REACHED_ATTEMPTS_LIMIT" onDeposit={() => void openDeposit()} />;
  }

  const busy = phase.kind === 'playing';
  const result = phase.kind === 'landing' || phase.kind === 'done' ? phase.result : undefined;
  const done = phase.kind === 'done';
  const motion = !reducedMotion;
  return (
    <div className={styles.panel} data-game={view}>
      <p className={styles.lead}>{t(`games.${view}.lead`)}</p>
      {gate === 'unavailable' ? <p className={styles.note}>{t('play.unavailable')}</p> : null}

      {view === 'wheel_of_fortune' ? (
        <Wheel
          rotation={phase.kind === 'landing' || phase.kind === 'done' ? phase.rotation : 0}
          animate={motion && phase.kind === 'landing'}
        />
      ) : null}

      {view === 'lucky_pigeon' ? (
        <div
          className={cx(
            styles.sky,
            motion && phase.kind === 'landing' && styles.flying,
            done && styles.arrived,
          )}
          style={{ '--mini-game-ms': `${ANIMATION_MS.lucky_pigeon}ms` } as CSSProperties}
          aria-hidden="true"
        >
          <span className={styles.pigeon}>
            <Icon name="bird" size={48} />
          </span>
          <span className={styles.letter}>
            <Icon name="gift" size={32} />
          </span>
        </div>
      ) : null}

      {view === 'lucky_card' ? (
        <ul className={styles.cards}>
          {[1, 2, 3].map((number) => {
            const chosen = phase.kind !== 'idle' && phase.card === number;
            const turned = chosen && result !== undefined;
            return (
              <li key={number}>
                <button
                  type="button"
                  className={cx(
                    styles.card,
                    turned && styles.turned,
                    turned && motion && styles.turning,
                    phase.kind !== 'idle' && !chosen && styles.faded,
                  )}
                  style={{ '--mini-game-ms': `${ANIMATION_MS.lucky_card}ms` } as CSSProperties}
                  disabled={phase.kind !== 'idle' || gate !== 'ready'}
                  aria-busy={busy && chosen ? true : undefined}
                  onClick={() => {
                    start(number);
                  }}
                >
                  <span className={styles.cardBack} aria-hidden={turned}>
                    <Icon name="card" size={32} />
                    <span>{t('games.lucky_card.card', { number })}</span>
                  </span>
                  {turned ? (
                    <span className={styles.cardFace} aria-hidden="true">
                      <Icon
                        name={
                          result.prize.kind === 'nothing'
                            ? 'star'
                            : result.prize.kind === 'money'
                              ? 'wallet'
                              : 'slots'
                        }
                        size={32}
                      />
                      <span>{t(`sectors.${result.prize.kind}`)}</span>
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <Button
          className={styles.start}
          isLoading={busy}
          isDisabled={phase.kind !== 'idle' || gate !== 'ready'}
          onPress={() => {
            start();
          }}
        >
          {busy ? t('play.playing') : t(`games.${view}.start`)}
        </Button>
      )}

      <div
        ref={resultRef}
        tabIndex={-1}
        className={cx(styles.result, done && styles.resultShown)}
        data-testid="mini-game-result"
      >
        {/* Said once the animation has landed, never before the player could see it. */}
        <p role="status" className={styles.prize}>
          {done && result !== undefined ? prizeText(result) : ''}
        </p>
        {done && result !== undefined ? (
          <p className={styles.note}>{t('play.chancesLeft', { count: result.attemptsLeft })}</p>
        ) : null}
      </div>
    </div>
  );
}

/** The wheel: eight sectors of the three prize kinds under a pointer at the top. */
function Wheel({ rotation, animate }: { rotation: number; animate: boolean }) {
  const { t } = useTranslation(MINI_GAMES_NAMESPACE);
  const size = 240;
  const radius = size / 2;
  const step = (2 * Math.PI) / WHEEL_SECTORS.length;
  const point = (angle: number, r: number) =>
    `${radius + r * Math.sin(angle)} ${radius - r * Math.cos(angle)}`;
  return (
    <div className={styles.wheelBox} aria-hidden="true">
      <span className={styles.pointer} />
      <svg
        className={cx(styles.wheel, animate && styles.spinning)}
        style={
          {
            transform: `rotate(${rotation}deg)`,
            '--mini-game-ms': `${ANIMATION_MS.wheel_of_fortune}ms`,
          } as CSSProperties
        }
        viewBox={`0 0 ${size} ${size}`}
        width={size}
        height={size}
      >
        {WHEEL_SECTORS.map((kind, index) => {
          const from = index * step;
          const to = from + step;
          const middle = from + step / 2;
          const [x, y] = point(middle, radius * 0.62)
            .split(' ')
            .map(Number);
          return (
            <g key={index}>
              <path
                className={styles[`sector_${kind}`]}
                d={`M ${radius} ${radius} L ${point(from, radius - 2)} A ${radius - 2} ${radius - 2} 0 0 1 ${point(to, radius - 2)} Z`}
              />
              <text
                className={styles.sectorLabel}
                x={x}
                y={y}
                // Along the radius, read from the hub outwards: long words fit their sector.
                transform={`rotate(${(middle * 180) / Math.PI - 90} ${x} ${y})`}
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {t(`sectors.${kind}`)}
              </text>
            </g>
          );
        })}
        <circle className={styles.hub} cx={radius} cy={radius} r={18} />
      </svg>
    </div>
  );
}
