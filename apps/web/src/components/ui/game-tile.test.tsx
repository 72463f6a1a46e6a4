import type { Game } from '@casino/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameTile, GameTileSkeleton, MOBILE_ART_MEDIA, safeColour } from './game-tile.js';
import { renderWithKit } from './render-with-kit.js';

const GAME: Game = {
  id: 7,
  name: 'Book of Lumo',
  image: '/art/games/7/desktop.svg',
  providerId: 3,
  providerName: 'Northern Reels',
  geo_link: '/pages/game/7',
  hasDemo: true,
  categories: [],
  isWagering: false,
  source: 'casino',
  imagine: {
    files: { desktop: '/art/games/7/desktop.svg', mobile: '/art/games/7/mobile.svg' },
    gradient_color: '#3b6fd4',
  },
  requiredProfile: 'none',
};

/** The badge words a tile can show, in the order it shows them. */
const BADGE_WORDS = ['Jackpot', 'New', 'Top', 'Drops & Wins', 'Live'];
const badgeTexts = () => BADGE_WORDS.filter((word) => screen.queryByText(word) !== null);

describe('GameTile', () => {
  it('shows the name and provider, and plays for real or in demo through onPlay', async () => {
    const onPlay = vi.fn();
    const { user } = renderWithKit(<GameTile game={GAME} onPlay={onPlay} />);
    const tile = screen.getByRole('article', { name: 'Book of Lumo' });
    expect(within(tile).getByText('Northern Reels')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Play Book of Lumo' }));
    expect(onPlay).toHaveBeenLastCalledWith(GAME, 'real');
    await user.click(screen.getByRole('button', { name: 'Demo of Book of Lumo' }));
    expect(onPlay).toHaveBeenLastCalledWith(GAME, 'demo');
    expect(onPlay).toHaveBeenCalledTimes(2);
  });

  it('has no Demo control for a game without a demo', () => {
    renderWithKit(<GameTile game={{ ...GAME, hasDemo: false }} onPlay={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Demo/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play Book of Lumo' })).toBeTruthy();
  });

  it.each([null, undefined, '', '   '])(
    'disables Play and says why when geo_link is %j',
    async (geoLink) => {
      const onPlay = vi.fn();
      const { user } = renderWithKit(
        <GameTile game={{ ...GAME, geo_link: geoLink }} onPlay={onPlay} />,
      );
      const play = screen.getByRole<HTMLButtonElement>('button', { name: 'Play Book of Lumo' });
      expect(play.disabled).toBe(true);
      const description = document.getElementById(play.getAttribute('aria-describedby') ?? '');
      expect(description?.textContent).toBe('Not available in your country');
      await user.click(play);
      expect(onPlay).not.toHaveBeenCalled();
      // Demo play needs no location check (SPEC.md section 4).
      await user.click(screen.getByRole('button', { name: 'Demo of Book of Lumo' }));
      expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), 'demo');
    },
  );

  it('reads the badges from the casino categories 1, 2 and 587 and the live source', () => {
    renderWithKit(
      <GameTile
        game={{
          ...GAME,
          categories: [{ id: 1 }, { id: 2 }, { id: 587 }, { id: 3 }, { id: 4 }],
          source: 'casino_live',
        }}
        onPlay={vi.fn()}
      />,
    );
    expect(badgeTexts()).toEqual(['New', 'Top', 'Drops & Wins', 'Live']);
    // Two show on the art, the most telling first; the others are read out all the same.
    const hidden = document.querySelector('article .visually-hidden');
    expect(hidden?.textContent).toBe('Drops & WinsTop');
  });

  it('does not mistake the lobby registry ids (3 top, 4 new, 11 dropwins) for badges', () => {
    renderWithKit(
      <GameTile
        game={{ ...GAME, categories: [{ id: 3 }, { id: 4 }, { id: 11 }] }}
        onPlay={vi.fn()}
      />,
    );
    expect(badgeTexts()).toEqual([]);
  });

  it('hides drops-and-wins from UK visitors', () => {
    renderWithKit(<GameTile game={{ ...GAME, categories: [{ id: 587 }] }} onPlay={vi.fn()} isUk />);
    expect(badgeTexts()).toEqual([]);
  });

  it('shows the wagering icon only for a wagering game while there is bonus money', () => {
    const wagering = { ...GAME, isWagering: true };
    const { rerender } = renderWithKit(<GameTile game={wagering} onPlay={vi.fn()} />);
    expect(screen.queryByRole('img', { name: 'Counts towards wagering' })).toBeNull();
    rerender(<GameTile game={wagering} onPlay={vi.fn()} bonusCasino={12.5} />);
    expect(screen.getByRole('img', { name: 'Counts towards wagering' })).toBeTruthy();
    rerender(<GameTile game={GAME} onPlay={vi.fn()} bonusCasino={12.5} />);
    expect(screen.queryByRole('img', { name: 'Counts towards wagering' })).toBeNull();
  });

  it('gives phones the mobile art and other screens the desktop art, lazily and at a set size', () => {
    const { container } = renderWithKit(<GameTile game={GAME} onPlay={vi.fn()} />);
    const source = container.querySelector('picture source');
    const image = container.querySelector('picture img');
    expect(source?.getAttribute('media')).toBe(MOBILE_ART_MEDIA);
    expect(source?.getAttribute('srcset')).toBe('/art/games/7/mobile.svg');
    expect(image?.getAttribute('src')).toBe('/art/games/7/desktop.svg');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBeTruthy();
    expect(image?.getAttribute('height')).toBeTruthy();
    expect(image?.getAttribute('alt')).toBe('');
  });

  it("puts the game's colour behind the art, and only a plain colour", () => {
    const { container, rerender } = renderWithKit(<GameTile game={GAME} onPlay={vi.fn()} />);
    const art = () => container.querySelector<HTMLElement>('[style]');
    expect(art()?.style.getPropertyValue('--game-colour')).toBe('#3b6fd4');
    rerender(
      <GameTile
        game={{ ...GAME, imagine: { ...GAME.imagine, gradient_color: 'url(https://x.test/a)' } }}
        onPlay={vi.fn()}
      />,
    );
    expect(art()).toBeNull();
    expect(safeColour(' rgb(12 34 56 / 50%) ')).toBe('rgb(12 34 56 / 50%)');
    expect(safeColour('red;background:url(x)')).toBeUndefined();
  });

  it('frames a jackpot game in gold with the jackpot badge', () => {
    renderWithKit(<GameTile game={GAME} onPlay={vi.fn()} jackpot />);
    expect(badgeTexts()).toEqual(['Jackpot']);
  });

  it('speaks the page language', () => {
    renderWithKit(<GameTile game={GAME} onPlay={vi.fn()} />, { language: 'de' });
    expect(screen.getByRole('button', { name: 'Book of Lumo spielen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Demo von Book of Lumo' })).toBeTruthy();
  });
});

describe('GameTileSkeleton', () => {
  // Sizes are CSS (the art's 1:1 box, the caption's 48 px); the skeleton shares those boxes.
  it("is built of the tile's two boxes, art then caption, and hidden from screen readers", () => {
    const { container } = renderWithKit(
      <>
        <GameTile game={GAME} onPlay={vi.fn()} />
        <GameTileSkeleton />
      </>,
    );
    const [tile, skeleton] = Array.from(container.children);
    const boxes = (element: Element | undefined) =>
      Array.from(element?.children ?? [], (child) => child.className);
    expect(boxes(skeleton)).toHaveLength(2);
    expect(boxes(skeleton).every((name) => name !== '')).toBe(true);
    expect(boxes(skeleton)).toEqual(boxes(tile));
    expect(skeleton?.getAttribute('aria-hidden')).toBe('true');
  });
});
