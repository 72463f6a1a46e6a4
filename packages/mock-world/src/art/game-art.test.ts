import { describe, expect, it } from 'vitest';
import { createMockWorld } from '../data/world.js';
import { escapeXml, renderGameArt, wrapWords } from './game-art.js';

const world = createMockWorld(5);

describe('game art', () => {
  it('draws the same SVG for the same game, another for another game', () => {
    const [first, second] = world.catalog.all;
    if (first === undefined || second === undefined) throw new Error('no games');
    const art = renderGameArt(first, 'Studio', 'desktop', world.seed);
    expect(renderGameArt(first, 'Studio', 'desktop', world.seed)).toBe(art);
    expect(renderGameArt(second, 'Studio', 'desktop', world.seed)).not.toBe(art);
    expect(art).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="300"/);
    expect(art).toContain('linearGradient');
    expect(art).toContain(escapeXml(first.name.split(' ')[0] ?? ''));
    expect(renderGameArt(first, 'Studio', 'mobile', world.seed)).toContain(
      'width="300" height="300"',
    );
  });

  it('escapes what it writes', () => {
    const game = { ...world.catalog.all[0], name: `Tom & Jerry's <Slot>` };
    if (game.id === undefined) throw new Error('no games');
    const art = renderGameArt(
      game as (typeof world.catalog.all)[number],
      'A "B"',
      'desktop',
      world.seed,
    );
    expect(art).toContain('Tom &amp; Jerry&apos;s');
    expect(art).toContain('&lt;Slot&gt;');
    expect(art).toContain('A &quot;B&quot;');
    expect(art).not.toContain('<Slot>');
  });

  it('wraps long names onto at most three lines', () => {
    expect(wrapWords('Temple of Atlantis Megaways', 16, 3)).toEqual([
      'Temple of',
      'Atlantis',
      'Megaways',
    ]);
    expect(
      wrapWords('a b c d e f g h i j k l m n o p q r s t u v w x y z', 3, 3).at(-1)?.endsWith('…'),
    ).toBe(true);
  });
});
