import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadForChunk } from './chunk-recovery.js';

describe('isChunkLoadError', () => {
  it("knows each browser's failed dynamic import", () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /assets/pages-1.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
  });

  it('leaves every other failure to the error screen', () => {
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('shouldReloadForChunk', () => {
  it('reloads once from a healthy page, then lets the error screen show', () => {
    expect(shouldReloadForChunk(0)).toBe(true);
    expect(shouldReloadForChunk(1)).toBe(false);
    expect(shouldReloadForChunk(3)).toBe(false);
  });
});
