import {
  LANGUAGE_CODES,
  MESSAGE_CATALOGUES,
  type Game,
  type LanguageCode,
  type ProviderGameCount,
} from '@casino/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { trpcWrapper, type Answer } from '../../../lib/trpc-test-client.js';
import { SEARCH_STRINGS } from '../locales/search-strings.js';
import { SearchDialog } from './search-dialog.js';

function game(id: number, name: string, provider: ProviderGameCount): Game {
  const art = `/media/art/games/${String(id)}`;
  return {
    id,
    name,
    image: `${art}/desktop.svg`,
    providerId: provider.id,
    providerName: provider.name,
    geo_link: `/media/pages/game/${String(id)}`,
    hasDemo: true,
    categories: [],
    isWagering: false,
    source: 'casino',
    imagine: {
      files: { desktop: `${art}/desktop.svg`, mobile: `${art}/mobile.svg` },
      gradient_color: '#3b6fd4',
    },
    requiredProfile: 'none',
  };
}

const NORTHERN: ProviderGameCount = { id: 3, name: 'Northern Reels', gameCount: 2 };
const BOOK = game(7, 'Book of Lumo', NORTHERN);
const BOOKS = game(8, 'Books of Gold', NORTHERN);
const WOLF = game(9, 'Wild Wolf', { id: 4, name: 'Howl Studio', gameCount: 1 });

/** The mock catalogue: names and provider names containing the text. */
const answer: Answer = (path, input) => {
  if (path === 'games.search') {
    const { q } = input as { q: string };
    const items = [BOOK, BOOKS, WOLF].filter(
      (entry) =>
        entry.name.toLowerCase().includes(q) || entry.providerName.toLowerCase().includes(q),
    );
    const providers = [NORTHERN].filter((entry) => entry.name.toLowerCase().includes(q));
    return { items, providers, stale: false };
  }
  if (path === 'games.byProvider') {
    return { provider: NORTHERN, items: [BOOK, BOOKS], nextCursor: null, total: 2, stale: false };
  }
  throw new Error(`no answer for ${path}`);
};

function renderSearch({
  language = 'en',
  initialQuery,
  answerWith = answer,
}: { language?: LanguageCode; initialQuery?: string; answerWith?: Answer } = {}) {
  const Trpc = trpcWrapper(answerWith);
  const onClose = vi.fn();
  const onPlay = vi.fn();
  const rendered = renderWithKit(
    <Trpc>
      <SearchDialog
        initialQuery={initialQuery}
        onClose={onClose}
        onPlay={onPlay}
        tile={{ isUk: false, bonusCasino: 0, isPlayable: () => true }}
      />
    </Trpc>,
    { language, namespaces: { search: SEARCH_STRINGS } },
  );
  return { ...rendered, onClose, onPlay, field: () => screen.getByRole('combobox') };
}

/** The dialog's live region (a list of a provider's games has one of its own, after it). */
const liveRegion = () => screen.getAllByRole('status')[0] ?? document.body;

const storedList = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

afterEach(() => {
  window.localStorage.clear();
});

describe('SEARCH in every language', () => {
  it.each(LANGUAGE_CODES)('%s: the title, the field, the results and their count', async (code) => {
    const strings = SEARCH_STRINGS[code];
    renderSearch({ language: code, initialQuery: 'book' });
    const dialog = screen.getByRole('dialog', { name: strings.title });
    expect(within(dialog).getByRole('combobox', { name: strings.field })).toBeTruthy();
    const grid = await within(dialog).findByRole('grid', { name: strings.results });
    expect(within(grid).getByRole('rowgroup', { name: strings.games })).toBeTruthy();
    expect(
      within(grid)
        .getAllByRole('article')
        .map((tile) => tile.textContent),
    ).toEqual([expect.stringContaining('Book of Lumo'), expect.stringContaining('Books of Gold')]);
    expect(liveRegion().textContent).toBe(
      strings.resultsCount.replace('{{games}}', '2').replace('{{providers}}', '0'),
    );
  });

  it.each(LANGUAGE_CODES)("%s: 'No games found' from the message catalogue", async (code) => {
    renderSearch({ language: code, initialQuery: 'zzz' });
    const message = MESSAGE_CATALOGUES[code].errors.noGamesFound;
    expect(await screen.findByText(message, { selector: 'p:not([role])' })).toBeTruthy();
    expect(liveRegion().textContent).toBe(message);
  });

  it.each(LANGUAGE_CODES)('%s: the recent searches', (code) => {
    window.localStorage.setItem('gameRecentSearches', '["wolf"]');
    renderSearch({ language: code });
    const strings = SEARCH_STRINGS[code];
    expect(screen.getByRole('heading', { name: strings.recent.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'wolf' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: strings.recent.remove.replace('{{text}}', 'wolf') }),
    ).toBeTruthy();
    expect(screen.getByText(strings.hint)).toBeTruthy();
  });
});

describe('SEARCH', () => {
  it('searches from two characters once the field rests, and says so under that', async () => {
    const asked = vi.fn(answer);
    const { user, field } = renderSearch({ answerWith: asked });
    expect(document.activeElement).toBe(field());
    await user.type(field(), 'w');
    expect(screen.getByText('Type at least 2 characters to search.')).toBeTruthy();
    await user.type(field(), 'o');
    expect(await screen.findByRole('article', { name: 'Wild Wolf' })).toBeTruthy();
    expect(asked.mock.calls).toEqual([['games.search', { q: 'wo' }]]);
  });

  it('moves through the providers and the games with the arrows; Enter plays the one highlighted', async () => {
    const { user, field, onClose, onPlay } = renderSearch({ initialQuery: 'Northern' });
    await screen.findByRole('grid', { name: 'Search results' });
    expect(field().getAttribute('aria-expanded')).toBe('true');
    const highlighted = () => {
      const id = field().getAttribute('aria-activedescendant');
      return id === null ? null : document.getElementById(id);
    };

    await user.keyboard('{ArrowDown}');
    expect(highlighted()?.textContent).toContain('Northern Reels');
    expect(highlighted()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()?.textContent).toContain('Book of Lumo');
    await user.keyboard('{ArrowRight}');
    expect(highlighted()?.textContent).toContain('Books of Gold');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(highlighted()).toBeNull();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{Enter}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onPlay).toHaveBeenCalledWith(BOOKS, 'real');
    expect(storedList('gameRecentSearches')).toEqual(['Northern']);
  });

  it('plays a tile pressed with the mouse, demo included, and keeps the search', async () => {
    const { user, onClose, onPlay } = renderSearch({ initialQuery: 'wolf' });
    await user.click(await screen.findByRole('button', { name: 'Demo of Wild Wolf' }));
    expect(onClose).toHaveBeenCalled();
    expect(onPlay).toHaveBeenCalledWith(WOLF, 'demo');
    expect(storedList('gameRecentSearches')).toEqual(['wolf']);
  });

  it('keeps a search the player pressed Enter on, and nothing typed but left', async () => {
    const { user, field } = renderSearch();
    await user.type(field(), 'Book');
    await screen.findByRole('article', { name: 'Book of Lumo' });
    expect(window.localStorage.getItem('gameRecentSearches')).toBeNull();
    await user.keyboard('{Enter}');
    expect(storedList('gameRecentSearches')).toEqual(['Book']);
  });

  it('clears the field with the first Escape and closes with the next', async () => {
    const { user, field, onClose } = renderSearch({ initialQuery: 'wolf' });
    await screen.findByRole('article', { name: 'Wild Wolf' });
    await user.keyboard('{Escape}');
    expect((field() as HTMLInputElement).value).toBe('');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('article')).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("opens a provider's games, remembers the provider, and goes back to the results", async () => {
    const { user, field, onPlay } = renderSearch({ initialQuery: 'northern' });
    await user.click(await screen.findByRole('button', { name: /^Northern Reels/ }));
    expect(await screen.findByRole('heading', { name: 'Northern Reels' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Northern Reels' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(liveRegion().textContent).toBe('Northern Reels. Games: 2.');
    expect(storedList('providerRecentSearches')).toEqual(['Northern Reels']);
    const back = screen.getByRole('button', { name: 'Back to the results' });
    expect(document.activeElement).toBe(back);
    expect(field().getAttribute('aria-expanded')).toBe('false');

    // Escape steps back to the results first.
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('grid', { name: 'Search results' })).toBeTruthy();
    expect(document.activeElement).toBe(field());

    await user.click(screen.getByRole('button', { name: /^Northern Reels/ }));
    await user.click(await screen.findByRole('button', { name: 'Play Book of Lumo' }));
    expect(onPlay).toHaveBeenCalledWith(BOOK, 'real');
  });

  it("searches a recent provider again and opens it; a recent search's cross forgets it", async () => {
    window.localStorage.setItem('providerRecentSearches', '["Northern Reels"]');
    window.localStorage.setItem('gameRecentSearches', '["wolf","gold"]');
    const { user, field } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Remove wolf from recent searches' }));
    expect(screen.queryByRole('button', { name: 'wolf' })).toBeNull();
    expect(storedList('gameRecentSearches')).toEqual(['gold']);

    await user.click(screen.getByRole('button', { name: 'Northern Reels' }));
    expect((field() as HTMLInputElement).value).toBe('Northern Reels');
    expect(await screen.findByRole('heading', { name: 'Northern Reels' })).toBeTruthy();
  });

  it('runs a recent game search again, and clears every recent search', async () => {
    window.localStorage.setItem('gameRecentSearches', '["wolf"]');
    window.localStorage.setItem('providerRecentSearches', '["Northern Reels"]');
    const { user, field } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'wolf' }));
    expect(await screen.findByRole('article', { name: 'Wild Wolf' })).toBeTruthy();
    await user.clear(field());
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('heading', { name: 'Recent searches' })).toBeNull();
    expect(window.localStorage.getItem('gameRecentSearches')).toBeNull();
    expect(window.localStorage.getItem('providerRecentSearches')).toBeNull();
  });

  it('says the search failed and searches again on Retry', async () => {
    let fail = true;
    const { user } = renderSearch({
      initialQuery: 'wolf',
      answerWith: (path, input) => {
        if (fail) throw new Error('down');
        return answer(path, input);
      },
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Wild Wolf' })).toBeTruthy();
  });

  it('holds the place of the results with tiles of their size while the first answer loads', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { container } = renderSearch({
      initialQuery: 'wolf',
      answerWith: async (path, input) => {
        await gate;
        return answer(path, input);
      },
    });
    const content = container.ownerDocument.querySelector('[aria-busy="true"]');
    const placeholder = content?.querySelector(':scope > [aria-hidden="true"]');
    // Three rows of the grid's two columns (what happy-dom measures), no tile yet.
    const [, ...rows] = [...(placeholder?.children ?? [])];
    expect(rows.map((row) => row.children.length)).toEqual([2, 2, 2]);
    expect(screen.queryByRole('article')).toBeNull();
    release();
    await waitFor(() => {
      expect(screen.getByRole('article', { name: 'Wild Wolf' })).toBeTruthy();
    });
  });
});
