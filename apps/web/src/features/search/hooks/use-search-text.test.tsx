import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../search-rules.js';
import { useSearchText } from './use-search-text.js';

function renderSearchText(initial: string) {
  return renderHook(({ input }: { input: string }) => useSearchText(input), {
    initialProps: { input: initial },
  });
}

describe('useSearchText: debounce and minimum length', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('searches a text given at the start at once', () => {
    const { result } = renderSearchText('Book');
    expect(result.current).toMatchObject({ text: 'book', isPending: false });
  });

  it('searches nothing under two characters, however long the field rests', () => {
    const { result, rerender } = renderSearchText('');
    rerender({ input: 'b' });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 10);
    });
    expect(result.current).toMatchObject({ text: null, isPending: false });
  });

  it('searches two characters once the field has rested 300 ms, not a moment before', () => {
    const { result, rerender } = renderSearchText('b');
    rerender({ input: 'bo' });
    expect(result.current).toMatchObject({ text: null, isPending: true });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(result.current.text).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toMatchObject({ text: 'bo', isPending: false });
  });

  it('waits for the last key: each key starts the wait again', () => {
    const { result, rerender } = renderSearchText('bo');
    for (const input of ['boo', 'book', 'book o', 'book of']) {
      rerender({ input });
      act(() => {
        vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50);
      });
      expect(result.current.text).toBe('bo');
    }
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(result.current.text).toBe('book of');
  });

  it('drops the search at once when the field goes under two characters', () => {
    const { result, rerender } = renderSearchText('book');
    rerender({ input: 'b' });
    expect(result.current).toMatchObject({ text: null, isPending: false });
  });

  it('takes a trailing space or another case as the same search, with no new wait', () => {
    const { result, rerender } = renderSearchText('book');
    rerender({ input: 'BOOK ' });
    expect(result.current).toMatchObject({ text: 'book', isPending: false });
  });

  it('searches at once on flush (Enter, a recent search)', () => {
    const { result, rerender } = renderSearchText('bo');
    rerender({ input: 'book' });
    act(() => {
      result.current.flush();
    });
    expect(result.current).toMatchObject({ text: 'book', isPending: false });
    act(() => {
      result.current.flush('Wolf');
    });
    rerender({ input: 'Wolf' });
    expect(result.current).toMatchObject({ text: 'wolf', isPending: false });
  });
});
