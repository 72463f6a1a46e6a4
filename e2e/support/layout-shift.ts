import type { Page } from '@playwright/test';

// The page's layout shift (CLS's parts) as the browser reports it, summed from the page's start,
// with each shift kept as a line for a failure's message: when, how much, whether the screen the
// BFF drew was still up, and what moved from where to where.

/** Starts counting on every page of the tab from its first script (shifts after input excluded). */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number; shifts: string[] };
    state.layoutShift = 0;
    state.shifts = [];
    const rect = (r: DOMRectReadOnly) =>
      `${String(Math.round(r.x))},${String(Math.round(r.y))} ${String(Math.round(r.width))}x${String(Math.round(r.height))}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        state.layoutShift += entry.value;
        const moved = (entry.sources ?? []).map((source) => {
          const node = source.node;
          const name =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${(node.getAttribute('class') ?? '').split(' ')[0]} "${node.textContent.trim().slice(0, 30)}"`
              : 'a node now gone';
          return `${name} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`;
        });
        const root = document.getElementById('root');
        const drawn = root?.hasAttribute('data-first-screen') === true ? ' (drawn screen)' : '';
        state.shifts.push(
          `${String(Math.round(entry.startTime))} ms${drawn}: ${entry.value.toFixed(4)}: ${moved.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum so far, and the shifts behind it as lines. */
export function layoutShiftOf(page: Page): Promise<{ total: number; shifts: string }> {
  return page.evaluate(() => {
    const state = window as unknown as { layoutShift?: number; shifts?: string[] };
    return { total: state.layoutShift ?? Number.NaN, shifts: (state.shifts ?? []).join('\n') };
  });
}
