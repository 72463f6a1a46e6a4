import { useEffect, useState, type RefObject } from 'react';
import { isDrawingFirstScreen } from '../../lib/render-assumptions.js';

export interface InViewOptions {
  /** How far outside the viewport still counts as in view ('400px 0px': four hundred above and below). */
  rootMargin?: string;
  /** Once in view, stays true: for work done once (rendering a row), not for work done while seen. */
  once?: boolean;
}

/**
 * Whether the element is in (or within `rootMargin` of) the viewport. Where the browser has no
 * IntersectionObserver everything counts as in view, so nothing is ever held back for good.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin = '0px', once = false }: InViewOptions = {},
): boolean {
  // A server-rendered first screen draws nothing as in view: the browser hydrating it starts the
  // same way, its observer says what is.
  const [inView, setInView] = useState(
    () => !isDrawingFirstScreen() && typeof IntersectionObserver === 'undefined',
  );
  const settled = once && inView;
  useEffect(() => {
    const element = ref.current;
    if (settled || element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry === undefined) return;
        setInView(entry.isIntersecting);
        if (once && entry.isIntersecting) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, rootMargin, once, settled]);
  return inView;
}
