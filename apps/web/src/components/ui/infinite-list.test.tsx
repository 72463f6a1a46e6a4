import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adjustsScrollFor,
  InfiniteList,
  rangeWithRow,
  type InfiniteListProps,
} from './infinite-list.js';
import { stubMedia } from './media-stub.js';
import { FakeObserver } from './observer-stub.js';
import { renderWithKit } from './render-with-kit.js';

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Game ${index + 1}` }));

type Item = ReturnType<typeof items>[number];

function list(props: Partial<InfiniteListProps<Item>> = {}) {
  return (
    <InfiniteList<Item>
      label="Slots"
      items={items(15)}
      getKey={(item) => item.id}
      renderItem={(item) => <span>{item.name}</span>}
      hasNextPage
      fetchNextPage={vi.fn()}
      isFetchingNextPage={false}
      virtualize={false}
      {...props}
    />
  );
}

beforeEach(() => {
  stubMedia({ width: 375 });
  FakeObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InfiniteList', () => {
  it('asks for the next page once when the sentinel nears the viewport', () => {
    const fetchNextPage = vi.fn();
    renderWithKit(list({ fetchNextPage }));
    act(() => {
      FakeObserver.report(false);
    });
    expect(fetchNextPage).not.toHaveBeenCalled();
    act(() => {
      FakeObserver.report(true);
      FakeObserver.report(true);
    });
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('watches again once the page arrived, and not while it loads or after a failure', () => {
    const fetchNextPage = vi.fn();
    const { rerender } = renderWithKit(list({ fetchNextPage }));
    act(() => {
      FakeObserver.report(true);
    });
    rerender(list({ fetchNextPage, isFetchingNextPage: true }));
    expect(FakeObserver.live.size).toBe(0);
    rerender(list({ fetchNextPage, items: items(30) }));
    expect(FakeObserver.live.size).toBe(1);
    act(() => {
      FakeObserver.report(true);
    });
    expect(fetchNextPage).toHaveBeenCalledTimes(2);
    rerender(list({ fetchNextPage, items: items(30), isFetchNextPageError: true }));
    expect(FakeObserver.live.size).toBe(0);
    rerender(list({ fetchNextPage, items: items(45), hasNextPage: false }));
    expect(FakeObserver.live.size).toBe(0);
  });

  it('loads the next page from its button where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const fetchNextPage = vi.fn();
    const { user } = renderWithKit(list({ fetchNextPage }));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('shows the button busy while a page loads, and none after the last page', () => {
    const { rerender } = renderWithKit(list({ isFetchingNextPage: true }));
    expect(screen.getByRole('button', { name: /Load more/ }).getAttribute('aria-busy')).toBe(
      'true',
    );
    rerender(list({ hasNextPage: false }));
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('holds a page of placeholders for the first page and for each next one', () => {
    const { container, rerender } = renderWithKit(list({ isLoading: true, items: [] }));
    const placeholders = () => container.querySelectorAll('[role="list"] > [aria-hidden="true"]');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(placeholders()).toHaveLength(15);
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    rerender(list({ isFetchingNextPage: true }));
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
    expect(placeholders()).toHaveLength(15);
  });

  it('tells screen readers where each item sits, and how many are shown of how many', () => {
    renderWithKit(list({ total: 2600 }));
    const entries = screen.getAllByRole('listitem');
    expect(entries[4]?.getAttribute('aria-posinset')).toBe('5');
    expect(entries[4]?.getAttribute('aria-setsize')).toBe('2600');
    expect(screen.getByRole('status').textContent).toBe('15 of 2.600 shown');
  });

  it('renders only the rows near the viewport of a list of thousands', () => {
    renderWithKit(list({ items: items(3000), total: 3000, virtualize: true }));
    const rendered = screen.getAllByRole('listitem');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]?.textContent).toBe('Game 1');
    expect(screen.getByRole('list', { name: 'Slots' })).toBeTruthy();
  });

  it('draws no tile again when the list only learns where it starts', () => {
    let top = 0;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => new DOMRect(0, top, 375, 4000),
    );
    const renderItem = vi.fn((item: Item) => <span>{item.name}</span>);
    renderWithKit(list({ items: items(3000), total: 3000, virtualize: true, renderItem }));
    const drawn = renderItem.mock.calls.length;
    expect(drawn).toBeGreaterThan(0);
    // What stands above the list grows (a banner's art arriving): the list moves down the page,
    // which it reads on its next render (here one the page's scroll asks for).
    top = 240;
    act(() => {
      window.scrollTo({ top: 1 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(renderItem.mock.calls.length).toBe(drawn);
  });
});

describe('rangeWithRow', () => {
  const range = { startIndex: 10, endIndex: 12, overscan: 1, count: 100 };

  it('keeps the focused row rendered when it scrolls away', () => {
    expect(rangeWithRow(range, null)).toEqual([9, 10, 11, 12, 13]);
    expect(rangeWithRow(range, 2)).toEqual([2, 9, 10, 11, 12, 13]);
    expect(rangeWithRow(range, 11)).toEqual([9, 10, 11, 12, 13]);
    expect(rangeWithRow(range, 100)).toEqual([9, 10, 11, 12, 13]);
  });
});

describe('adjustsScrollFor', () => {
  const row = { start: 400, end: 700 };

  it('moves the page for a row newly measured that starts above the fold', () => {
    expect(adjustsScrollFor(row, true, 401, 401)).toBe(true);
    expect(adjustsScrollFor(row, true, 400, 400)).toBe(false);
  });

  it('moves the page for a row measured again only when it lies wholly above the fold', () => {
    expect(adjustsScrollFor(row, false, 700, 700)).toBe(true);
    expect(adjustsScrollFor(row, false, 699, 699)).toBe(false);
  });

  it('moves nothing while its known offset lags the page (someone else scrolled it)', () => {
    // The bottom bar took the page to the top; the virtualizer still holds the offset before.
    expect(adjustsScrollFor(row, true, 929, 0)).toBe(false);
    expect(adjustsScrollFor(row, false, 929, 0)).toBe(false);
    expect(adjustsScrollFor(row, true, 929.4, 929)).toBe(true);
    expect(adjustsScrollFor(row, true, null, 929)).toBe(false);
  });
});
