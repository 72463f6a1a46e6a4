import { describe, expect, it } from 'vitest';
import { cyclicGroups, describeGroup, featureEdges, featureOf } from './import-cycles.js';

const web = 'apps/web/src/features';

describe('featureOf', () => {
  it('names the feature folder a file lies in, and none outside the features', () => {
    expect(featureOf(`${web}/lobby/components/game-row.tsx`)).toBe(`${web}/lobby`);
    expect(featureOf(`${web}/lobby/public.ts`)).toBe(`${web}/lobby`);
    expect(featureOf('apps/web/src/lib/trpc.ts')).toBeUndefined();
  });
});

describe('cyclicGroups', () => {
  it('finds features that reach one another through different files', () => {
    // No file imports itself: account's page reaches game, game's modal reaches payments, and
    // payments' page reaches account through a third file.
    const graph = featureEdges([
      { from: `${web}/account/routes/pages.tsx`, to: `${web}/game/public.ts` },
      { from: `${web}/game/components/modal.tsx`, to: `${web}/payments/public.ts` },
      { from: `${web}/payments/routes/pages.tsx`, to: `${web}/account/public.ts` },
      { from: `${web}/lobby/components/row.tsx`, to: `${web}/game/public.ts` },
      { from: `${web}/lobby/components/row.tsx`, to: 'apps/web/src/lib/trpc.ts' },
      { from: `${web}/lobby/components/row.tsx`, to: null },
    ]);
    const groups = cyclicGroups(graph);
    expect(groups).toEqual([[`${web}/account`, `${web}/game`, `${web}/payments`]]);
    expect(describeGroup(groups[0] ?? [], graph)).toHaveLength(3);
  });

  it('finds none in a graph that points one way', () => {
    const graph = featureEdges([
      { from: `${web}/search/components/a.tsx`, to: `${web}/lobby/public.ts` },
      { from: `${web}/lobby/components/b.tsx`, to: `${web}/game/public.ts` },
      { from: `${web}/game/components/c.tsx`, to: `${web}/game/public.ts` },
    ]);
    expect(cyclicGroups(graph)).toEqual([]);
  });
});
