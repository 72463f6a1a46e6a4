import { CAROUSEL_SLIDES, carouselSlides, minWidthQuery } from '@casino/shared';
import { useSyncExternalStore } from 'react';
import { matchesAssumedViewport } from '../../lib/render-assumptions.js';

// How many whole tiles a row shows at the viewport's width (SPEC.md section 9: 2, then 4 from
// 768 px, 6 from 1024 and 7 from 1440), read from the shared steps through media queries so that
// the count changes exactly where CSS breakpoints would and only then.

const STEPS = CAROUSEL_SLIDES.flatMap(({ minWidth }) =>
  minWidth === 0 ? [] : [{ minWidth, query: minWidthQuery(minWidth) }],
);

function subscribe(onChange: () => void): () => void {
  const lists = STEPS.map((step) => window.matchMedia(step.query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** The widest step the viewport reaches, as the shared rule counts it. */
function snapshot(matches: (query: string) => boolean): number {
  const reached = STEPS.find((step) => matches(step.query));
  return carouselSlides(reached?.minWidth ?? 0);
}

const browserSnapshot = () => snapshot((query) => window.matchMedia(query).matches);
const assumedSnapshot = () => snapshot(matchesAssumedViewport);

/** Tiles per row (a carousel's slides per view, a grid's columns) at the current viewport. */
export function useSlidesPerView(): number {
  return useSyncExternalStore(subscribe, browserSnapshot, assumedSnapshot);
}
