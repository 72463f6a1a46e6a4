import { runInThisContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { ZOD_JITLESS_INTRO, zodJitlessIntro } from './zod-jitless.js';

describe('zod without eval', () => {
  it('opens every chunk that holds zod, and no other', () => {
    const zod = '/repo/node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/schemas.js';
    expect(zodJitlessIntro(['/repo/apps/web/src/app/main.tsx', zod])).toBe(ZOD_JITLESS_INTRO);
    expect(zodJitlessIntro(['/repo/node_modules/zod/index.js'])).toBe(ZOD_JITLESS_INTRO);
    expect(zodJitlessIntro(['C:\\repo\\node_modules\\zod\\v4\\core\\core.js'])).toBe(
      ZOD_JITLESS_INTRO,
    );
    expect(zodJitlessIntro(['/repo/node_modules/zod-to-json/index.js'])).toBe('');
    expect(zodJitlessIntro(['/repo/packages/shared/src/zod-schemas.ts'])).toBe('');
    expect(zodJitlessIntro([])).toBe('');
  });

  it('makes zod build and parse object schemas without ever calling Function', async () => {
    vi.resetModules();
    runInThisContext(ZOD_JITLESS_INTRO);
    const probe = vi.spyOn(globalThis, 'Function');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ id: z.number(), name: z.string() });
    expect(schema.parse({ id: 1, name: 'Big Queen' })).toEqual({ id: 1, name: 'Big Queen' });
    expect(schema.safeParse({ id: 'x' }).success).toBe(false);
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
