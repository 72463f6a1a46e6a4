import { SMOOTH_SCROLL_MS } from '@casino/shared';

/** The eased share of a scroll done after `progress` (0..1) of its time: ease-in-out cubic. */
export function easeInOutCubic(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2;
}

/**
 * Scrolls the page to the top in SMOOTH_SCROLL_MS (SPEC.md section 9), driven frame by frame so
 * that the duration holds in every browser; at once for visitors who ask for reduced motion.
 */
export function scrollToTop(duration: number = SMOOTH_SCROLL_MS): void {
  const start = window.scrollY;
  if (start === 0) return;
  if (duration <= 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = (now - startedAt) / duration;
    window.scrollTo(0, Math.round(start * (1 - easeInOutCubic(progress))));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
