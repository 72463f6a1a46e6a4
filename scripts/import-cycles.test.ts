import { describe, expect, it } from 'vitest';
import { cyclicGroups, describeGroup, unitEdges, unitOf } from './import-cycles.js';

const web = 'apps/web/src/features';

const bff = 'apps/bff/src';

describe('unitOf', () => {
  it('names the feature folder a file lies in, and none outside the features', () => {
    expect(unitOf(`${web}/lobby/components/game-row.tsx`)).toBe(`${web}/lobby`);
    expect(unitOf(`${web}/lobby/public.ts`)).toBe(`${web}/lobby`);
    expect(unitOf('apps/web/src/lib/trpc.ts')).toBeUndefined();
  });

  it("names the BFF's top-level module a file is or lies in", () => {
    expect(unitOf(`${bff}/services/payments.ts`)).toBe(`${bff}/services`);
    expect(unitOf(`${bff}/upstreams/casino/games.ts`)).toBe(`${bff}/upstreams`);
    expect(unitOf(`${bff}/config.ts`)).toBe(`${bff}/config`);
  });
});

describe('BFF modules', () => {
  it('finds modules that reach one another, leaving tests out', () => {
    const graph = unitEdges([
      { from: `${bff}/trpc/init.ts`, to: `${bff}/security/rate-limits.ts` },
      { from: `${bff}/security/origins.ts`, to: `${bff}/trpc/context.ts` },
      { from: `${bff}/services/a.ts`, to: `${bff}/config.ts` },
      // A test may start the whole app: it makes no cycle.
      { from: `${bff}/config.test.ts`, to: `${bff}/app.ts` },
      { from: `${bff}/app.ts`, to: `${bff}/config.ts` },
    ]);
    expect(cyclicGroups(graph)).toEqual([[`${bff}/security`, `${bff}/trpc`]]);
  });
});

describe('cyclicGroups', () => {
  it('finds features that reach one another through different files', () => {
    // No file imports itself: account's page reaches game, game's modal reaches payments, and
    // payments' page reaches account through a third file.
    const graph = unitEdges([
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
    const graph = unitEdges([
      { from: `${web}/search/components/a.tsx`, to: `${web}/lobby/public.ts` },
      { from: `${web}/lobby/components/b.tsx`, to: `${web}/game/public.ts` },
      { from: `${web}/game/components/c.tsx`, to: `${web}/game/public.ts` },
    ]);
    expect(cyclicGroups(graph)).toEqual([]);
  });
});
