import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GameSlot,
  GameSlotProvider,
  type GameSlotContext,
  type GameSlotPart,
} from './game-slot.js';

// The slot beside a running game: the parts features register, each told which game runs.

function Describe({ gameId, mode, isOpen }: GameSlotContext) {
  return <p>{`game ${String(gameId)} ${mode} ${isOpen ? 'open' : 'loading'}`}</p>;
}

function Wagering({ gameId }: GameSlotContext) {
  return <p>{`wagering for ${String(gameId)}`}</p>;
}

const parts: GameSlotPart[] = [
  { id: 'describe', load: () => Promise.resolve(Describe) },
  { id: 'wagering', load: () => Promise.resolve(Wagering) },
];

afterEach(() => {
  cleanup();
});

describe('GameSlot', () => {
  it('renders every registered part with the running game’s context', async () => {
    render(
      <GameSlotProvider value={parts}>
        <GameSlot gameId={42} mode="demo" isOpen />
      </GameSlotProvider>,
    );
    expect(await screen.findByText('game 42 demo open')).toBeTruthy();
    expect(await screen.findByText('wagering for 42')).toBeTruthy();
  });

  it('leaves out a part that fails, and shows the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: GameSlotPart = {
      id: 'broken',
      load: () => Promise.reject(new Error('chunk missing')),
    };
    render(
      <GameSlotProvider value={[broken, { id: 'wagering', load: () => Promise.resolve(Wagering) }]}>
        <GameSlot gameId={7} mode="real" isOpen={false} />
      </GameSlotProvider>,
    );
    expect(await screen.findByText('wagering for 7')).toBeTruthy();
    await vi.waitFor(() => {
      expect(error).toHaveBeenCalledWith(
        'the game side part broken failed',
        expect.any(Error),
        expect.anything(),
      );
    });
    error.mockRestore();
  });

  it('renders nothing where no feature registered a part', () => {
    const { container } = render(<GameSlot gameId={1} mode="real" isOpen />);
    expect(container.innerHTML).toBe('');
  });
});
