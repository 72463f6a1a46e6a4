import { BREAKPOINTS } from '@casino/shared';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The stylesheets cannot import BREAKPOINTS (SPEC.md section 9), so this reads them: every
// viewport width a media query lays out by is a breakpoint, as `(min-width: 768px)` from it on or
// `(max-width: 767.98px)` below it (the .98 of belowWidthQuery). Container queries size a part by
// its own box, not the layout by the viewport, and are left out.

/** The web's source folder (a string: the test DOM's URL is not the one node:url takes). */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every stylesheet of the web's source, as written. */
const STYLESHEETS = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));

/** Every width feature of every @media rule: [file, feature, value as written]. */
function mediaWidths(): [string, string, string][] {
  const found: [string, string, string][] = [];
  for (const { file, text } of STYLESHEETS) {
    for (const [, condition = ''] of text.matchAll(/@media([^{]*)\{/g)) {
      for (const [, feature = '', value = ''] of condition.matchAll(
        /\(\s*((?:min|max)-width)\s*:\s*([^)]+?)\s*\)/g,
      )) {
        found.push([file, feature, value]);
      }
    }
  }
  return found;
}

/** The breakpoint a width feature names, or undefined when it names none. */
function breakpointOf(feature: string, value: string): number | undefined {
  const px = /^(\d+(?:\.\d+)?)px$/.exec(value);
  if (px === null) return undefined;
  const width = Number(px[1]);
  const breakpoint = feature === 'min-width' ? width : Math.round((width + 0.02) * 100) / 100;
  if (feature === 'max-width' && !value.endsWith('.98px')) return undefined;
  return (BREAKPOINTS as readonly number[]).includes(breakpoint) ? breakpoint : undefined;
}

describe('the stylesheets’ media queries', () => {
  it('are read from the web’s stylesheets', () => {
    expect(STYLESHEETS.some(({ file }) => file.endsWith('tokens.css'))).toBe(true);
    expect(mediaWidths().length).toBeGreaterThan(20);
  });

  it('lay out only by the breakpoints of SPEC.md', () => {
    const strays = mediaWidths()
      .filter(([, feature, value]) => breakpointOf(feature, value) === undefined)
      .map(([file, feature, value]) => `${file}: (${feature}: ${value})`);
    expect(strays).toEqual([]);
  });

  it('tell a stray width from a breakpoint', () => {
    expect(breakpointOf('min-width', '768px')).toBe(768);
    expect(breakpointOf('max-width', '767.98px')).toBe(768);
    expect(breakpointOf('max-width', '411.98px')).toBe(412);
    expect(breakpointOf('min-width', '600px')).toBeUndefined();
    expect(breakpointOf('max-width', '767px')).toBeUndefined();
    expect(breakpointOf('max-width', '419.98px')).toBeUndefined();
    expect(breakpointOf('min-width', '48em')).toBeUndefined();
  });
});
