import { MESSAGES_EN, type CatchGamePlayResult } from '@casino/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { PROMOTIONS_NAMESPACE } from '../locales/namespace.js';
import { PROMOTIONS_STRINGS } from '../locales/promotions-strings.js';
import { ROUND_MS } from '../rules/snowfall.js';
import { SnowfallGame, type SnowfallGameProps } from './snowfall-game.js';

// The catch game's field: Start, the basket by keyboard, and the server's outcome said in a live
// region once the round ends (at once with reduced motion).

const STATE = {
  gameId: 100,
  active: true,
  percent: 75,
  tries: { left: 2, used: 1, extra: 0 },
  snowflakes: 12,
};
const LOST: CatchGamePlayResult = { caught: false, bonus: null, state: STATE };
const WON: CatchGamePlayResult = {
  caught: true,
  bonus: {
    id: 77,
    name: '75 % deposit bonus',
    imageBackground: '',
    shortDescription: '75 % up to 100 €',
    maxBet: 5,
    minBet: null,
    wagering: 30,
    activationDate: null,
    type: 'deposits',
    status: 'pending',
    currency: 'EUR',
  },
  state: STATE,
};

function renderGame(props: Partial<SnowfallGameProps> = {}) {
  const play = vi.fn(props.play ?? (() => new Promise<CatchGamePlayResult>(() => undefined)));
  const view = renderWithKit(
    <SnowfallGame
      percent={75}
      reducedMotion={false}
      canPlay
      renderWin={() => <a href="/bonuses/77">See the bonus</a>}
      {...props}
      play={play}
    />,
    { namespaces: { [PROMOTIONS_NAMESPACE]: PROMOTIONS_STRINGS } },
  );
  return { ...view, play };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the catch game', () => {
  it('moves the basket by the arrow keys once started, and not before', async () => {
    const { user, play } = renderGame();
    const basket = screen.getByRole('slider', { name: 'Basket' });
    expect(basket.getAttribute('tabindex')).toBe('-1');
    expect(basket.getAttribute('aria-valuenow')).toBe('50');

    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(basket);
    expect(basket.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('status').textContent).toBe('Catch the snowflakes!');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(basket.getAttribute('aria-valuenow')).toBe('66');
    await user.keyboard('{ArrowLeft}');
    expect(basket.getAttribute('aria-valuenow')).toBe('58');
    await user.keyboard('{End}');
    expect(basket.getAttribute('aria-valuenow')).toBe('100');
    await user.keyboard('{ArrowRight}');
    expect(basket.getAttribute('aria-valuenow')).toBe('100');
    await user.keyboard('{Home}');
    expect(basket.getAttribute('aria-valuenow')).toBe('0');
    // Start is off while the round runs: one press, one try.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Start' }).disabled).toBe(true);
  });

  it('with reduced motion, says the server’s win at once, with the way to the bonus', async () => {
    const { user, play } = renderGame({ reducedMotion: true, play: () => Promise.resolve(WON) });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('status')).textContent).toBe('You won a 75 % deposit bonus!');
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'You won a 75 % deposit bonus!' }),
    );
    expect(screen.getByRole('link', { name: 'See the bonus' })).toBeDefined();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Play again' }).disabled).toBe(
      false,
    );
  });

  it('keeps the outcome until the snow has fallen, then says it', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    renderGame({ play: () => Promise.resolve(LOST) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start' }));
      await Promise.resolve();
    });
    await act(async () => {
      vi.advanceTimersByTime(ROUND_MS / 2);
      await Promise.resolve();
    });
    expect(screen.getByRole('status').textContent).toBe('Catch the snowflakes!');
    await act(async () => {
      vi.advanceTimersByTime(ROUND_MS);
      await Promise.resolve();
    });
    expect(screen.getByRole('status').textContent).toBe('No bonus this time.');
  });

  it('says a refusal of the server in place of the outcome', async () => {
    const refusal = new Error('refused');
    const { user } = renderGame({ reducedMotion: true, play: () => Promise.reject(refusal) });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    // Not an answer of the BFF: the generic message.
    const status = await screen.findByRole('status');
    await screen.findByRole('heading', { name: MESSAGES_EN.errors.unexpected });
    expect(status.textContent).toBe(MESSAGES_EN.errors.unexpected);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Play again' }).disabled).toBe(
      false,
    );
  });
});
