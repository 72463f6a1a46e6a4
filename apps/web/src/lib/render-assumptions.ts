import { CAROUSEL_SLIDES, LAYOUT, type AssumedViewport } from '@casino/shared';

// What a render on the BFF assumed of the browser it cannot see (docs/decisions/031): the
// viewport's width, from the request's hints. The hooks that read the browser (media queries, the
// carousel's slides) answer from it in a server render and while the page is hydrated, so that the
// first client render is the server's; React then renders again with the browser's own values.

/** The widths a server render lays out for: a phone's and a desktop's. */
export const ASSUMED_WIDTHS: Readonly<Record<AssumedViewport, number>> = {
  phone: 412,
  desktop: 1440,
};
export type { AssumedViewport };
/** The viewports' heights, for what is drawn by how much fits (a virtual list's first rows). */
const ASSUMED_HEIGHTS: Readonly<Record<AssumedViewport, number>> = { phone: 823, desktop: 900 };

let assumedWidth: number = ASSUMED_WIDTHS.phone;
let assumedHeight: number = ASSUMED_HEIGHTS.phone;
let drawingFirstScreen = false;

/**
 * A first screen is being drawn with this viewport: a render on the server, or the browser's
 * hydration of it, until endFirstScreen().
 */
export function beginFirstScreen(viewport: AssumedViewport): void {
  assumedWidth = ASSUMED_WIDTHS[viewport];
  assumedHeight = ASSUMED_HEIGHTS[viewport];
  drawingFirstScreen = true;
}

export function endFirstScreen(): void {
  drawingFirstScreen = false;
}

/**
 * Whether the render under way draws (or hydrates) a server-rendered first screen: its answers are
 * drawn at once rather than after a deferred pass, so that the markup carries the page, not its
 * placeholders.
 */
export function isDrawingFirstScreen(): boolean {
  return drawingFirstScreen;
}

/** The viewport a first screen is drawn for; undefined when none is being drawn. */
export function assumedViewportRect(): { width: number; height: number } | undefined {
  return drawingFirstScreen ? { width: assumedWidth, height: assumedHeight } : undefined;
}

const MIN_WIDTH = /^\(min-width:\s*(\d+(?:\.\d+)?)px\)$/;
const MAX_WIDTH = /^\(max-width:\s*(\d+(?:\.\d+)?)px\)$/;

/**
 * Whether `query` matches at the assumed width: the min-width and max-width queries the app's
 * hooks ask; any other query (motion, colour scheme) is taken as not matching.
 */
export function matchesAssumedViewport(query: string): boolean {
  const min = MIN_WIDTH.exec(query.trim());
  if (min !== null) return assumedWidth >= Number(min[1]);
  const max = MAX_WIDTH.exec(query.trim());
  if (max !== null) return assumedWidth <= Number(max[1]);
  return false;
}

/** Where the app's own layout changes (the hooks' media queries): the carousel's steps, desktop. */
const LAYOUT_STEPS = [
  ...new Set([...CAROUSEL_SLIDES.map((step) => step.minWidth), LAYOUT.desktopFrom]),
];

function layoutStep(width: number): number {
  return LAYOUT_STEPS.filter((minWidth) => width >= minWidth).length;
}

/**
 * Whether a page drawn for `viewport` is the page a browser `width` wide draws: the same side of
 * every width where the layout changes. When it is not, hydrating it would show the drawn layout
 * and then move everything to the browser's; the first render replaces it instead.
 */
export function drawsLikeViewport(viewport: AssumedViewport, width: number): boolean {
  return layoutStep(ASSUMED_WIDTHS[viewport]) === layoutStep(width);
}
