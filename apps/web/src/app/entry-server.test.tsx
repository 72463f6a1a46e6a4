// @vitest-environment node
import { FIRST_SCREEN_BOOTSTRAP_ID, jsonForScriptElement, type Game } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { renderFirstScreen } from './entry-server.js';
import { BOOTSTRAP, BOOTSTRAP_INPUT } from '../lib/first-screen-fixtures.js';

// The first screen drawn on the BFF (docs/decisions/031), rendered here with no DOM at all: the
// page's markup from the answers the page carries, in their language, for the assumed viewport.

const TOP: Game[] = ['Book of Lumo', 'Starfall Riches', 'Golden Aurora', 'Neon Nights'].map(
  (name, index) => ({
    id: index + 1,
    name,
    image: `/media/art/games/${String(index + 1)}/desktop.svg`,
    providerId: 1,
    providerName: 'Northern Reels',
    geo_link: `/game/${String(index + 1)}`,
    hasDemo: true,
    categories: [{ id: 2 }],
    isWagering: false,
    source: 'casino',
    imagine: {
      files: {
        desktop: `/media/art/games/${String(index + 1)}/desktop.svg`,
        mobile: `/media/art/games/${String(index + 1)}/mobile.svg`,
      },
      gradient_color: 'hsl(222 70% 42%)',
    },
    requiredProfile: 'none',
  }),
);
const LOBBY = {
  seo: null,
  jackpotTotal: { currency: 'EUR', jackpotsFund: 84715 },
  carousels: [{ key: 'top', items: TOP, nextCursor: null, total: 2600 }],
  winners: { hidden: true, lists: {} },
  stale: [],
  missing: [],
};

const text = (value: unknown) => jsonForScriptElement(JSON.stringify(value));

function render(overrides: Partial<Parameters<typeof renderFirstScreen>[0]> = {}) {
  return renderFirstScreen({
    url: '/',
    language: 'de',
    viewport: 'phone',
    bootstrapText: text({ input: BOOTSTRAP_INPUT, data: BOOTSTRAP }),
    rowsText: text({
      path: 'lobby.main',
      input: { path: '/', lang: 'de', currency: 'EUR' },
      data: LOBBY,
    }),
    timeoutMs: 5_000,
    ...overrides,
  });
}

describe('renderFirstScreen', () => {
  it("draws the main page's first row with its art, the jackpot figure, in the page's language", async () => {
    const html = (await render()) ?? '';
    expect(html).toContain('Top-Spiele');
    for (const game of TOP.slice(0, 2)) expect(html).toContain(game.name);
    // The first tiles' art, eager: the largest paint of the page is in the markup.
    expect(html).toMatch(/<img[^>]*src="\/media\/art\/games\/1\/desktop.svg"[^>]*loading="eager"/);
    expect(html).toContain('srcSet="/media/art/games/1/mobile.svg"');
    expect(html).toContain('84.715');
    // Laid out for a phone: the bottom bar, no sidebar column.
    expect(html).not.toContain('layout--desktop');
    // Nothing the CSP would refuse, nothing a later script reveals.
    expect(html).not.toMatch(/<script(?![^>]*type="application\/json")/);
    expect(html).not.toContain('<template');
    expect(html).not.toContain(FIRST_SCREEN_BOOTSTRAP_ID);
  });

  it('lays a desktop out as one, and draws nothing for answers that do not pass their checks', async () => {
    expect(await render({ viewport: 'desktop' })).toContain('layout--desktop');
    expect(await render({ bootstrapText: '{"input":{}}' })).toBeNull();
  });
});
