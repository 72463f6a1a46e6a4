import { vi } from 'vitest';

// A window.matchMedia for tests: the viewport width and motion preference the test sets, with
// 'change' heard by the lists whose answer moves. Understands what the kit asks: (min-width),
// (max-width), (prefers-reduced-motion: reduce) and (display-mode: standalone), joined by 'and'.

export interface MediaState {
  width: number;
  reducedMotion: boolean;
  /** The app opened from the home screen: (display-mode: standalone). */
  installed: boolean;
}

interface StubList {
  query: string;
  matches: boolean;
  listeners: Set<(event: MediaQueryListEvent) => void>;
}

function evaluate(query: string, state: MediaState): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const feature = /\(\s*([a-z-]+)\s*:\s*([^)]+?)\s*\)/.exec(part);
    if (feature === null) return false;
    const [, name, value = ''] = feature;
    switch (name) {
      case 'min-width':
        return state.width >= Number.parseFloat(value);
      case 'max-width':
        return state.width <= Number.parseFloat(value);
      case 'prefers-reduced-motion':
        return (value === 'reduce') === state.reducedMotion;
      case 'display-mode':
        return (value === 'standalone') === state.installed;
      default:
        return false;
    }
  });
}

/** Replaces window.matchMedia until vi.restoreAllMocks(); `set` moves the viewport or the wish. */
export function stubMedia(initial: Partial<MediaState> = {}) {
  const state: MediaState = { width: 1024, reducedMotion: false, installed: false, ...initial };
  const lists = new Set<StubList>();
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list: StubList = { query, matches: evaluate(query, state), listeners: new Set() };
    lists.add(list);
    return {
      get matches() {
        return evaluate(query, state);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
        list.listeners.add(listener);
      },
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
        list.listeners.delete(listener);
      },
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  });
  return {
    set(next: Partial<MediaState>) {
      Object.assign(state, next);
      for (const list of lists) {
        const matches = evaluate(list.query, state);
        if (matches === list.matches) continue;
        list.matches = matches;
        for (const listener of list.listeners) {
          listener({ matches, media: list.query } as MediaQueryListEvent);
        }
      }
    },
  };
}

/**
 * Stands in for IntersectionObserver (the test DOM's never reports): every observed element is
 * reported in view at once (out of view with `inView: false`), and `set` reports a change to every
 * observer still watching. Undone by vi.unstubAllGlobals.
 */
export function stubInView({ inView = true }: { inView?: boolean } = {}): {
  set: (inView: boolean) => void;
} {
  const observers = new Set<{ report: (inView: boolean) => void }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly #callback: IntersectionObserverCallback;
      readonly #targets = new Set<Element>();
      readonly #entry = {
        report: (now: boolean) => {
          const entries = [...this.#targets].map(
            (target) => ({ target, isIntersecting: now }) as IntersectionObserverEntry,
          );
          if (entries.length > 0) this.#callback(entries, this as unknown as IntersectionObserver);
        },
      };
      constructor(callback: IntersectionObserverCallback) {
        this.#callback = callback;
        observers.add(this.#entry);
      }
      observe(target: Element) {
        this.#targets.add(target);
        this.#callback(
          [{ target, isIntersecting: inView } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
      }
      unobserve(target: Element) {
        this.#targets.delete(target);
      }
      disconnect() {
        this.#targets.clear();
        observers.delete(this.#entry);
      }
      takeRecords() {
        return [];
      }
    },
  );
  return {
    set(now: boolean) {
      inView = now;
      for (const observer of [...observers]) observer.report(now);
    },
  };
}
