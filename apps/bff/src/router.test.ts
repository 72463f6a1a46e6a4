import { describe, expect, it } from 'vitest';
import { appRouter } from './router.js';
import { procedurePaths, proceduresOf } from './trpc/internals.js';

describe('the app router, as trpc/internals.ts reads it', () => {
  it('lists every procedure; every lean read is a query', () => {
    const procedures = proceduresOf(appRouter);
    expect(procedures.map(({ path }) => path)).toEqual(procedurePaths(appRouter));
    expect(procedures.map(({ path }) => path)).toContain('lobby.main');
    const lean = procedures.filter(({ meta }) => meta?.leanRead !== undefined);
    expect(lean.length).toBeGreaterThan(0);
    expect(lean.every(({ type }) => type === 'query')).toBe(true);
    expect(procedures.some(({ type }) => type === 'mutation')).toBe(true);
  });
});
