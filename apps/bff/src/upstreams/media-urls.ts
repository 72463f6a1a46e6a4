import type { Game } from '@casino/shared';

// Game art and game pages as the browser loads them. In live mode they are the upstream's URLs
// (a CDN's, a game provider's), untouched. In mock mode the mock world builds them on its own
// loopback origin, which a phone on the network or the docker compose stack cannot reach: they
// become paths on the BFF's own origin, which serves them (plugins/app/mock-media.ts).
// See docs/decisions/018-lobby-games-and-play.md.

/** Turns a URL of an upstream answer into the one the browser loads. */
export type MediaUrlRewriter = (url: string) => string;

/** Where the BFF serves the mock world's game art and game pages. */
export const MOCK_MEDIA_PREFIX = '/media';

/** The mock world's paths the BFF serves under MOCK_MEDIA_PREFIX: game art and game pages. */
export const MOCK_MEDIA_PATHS = ['/art/games/', '/pages/game/'] as const;

/**
 * Mock mode's rewriter: a URL on the mock world's origin under one of MOCK_MEDIA_PATHS becomes
 * the same path and query under MOCK_MEDIA_PREFIX, relative to whatever origin the SPA was loaded
 * from. Every other URL, including the mock world's other pages, is kept as it is.
 */
export function mockMediaUrls(mockWorldUrl: string): MediaUrlRewriter {
  const { origin } = new URL(mockWorldUrl);
  return (url) => {
    if (!URL.canParse(url)) return url;
    const parsed = new URL(url);
    if (parsed.origin !== origin) return url;
    if (!MOCK_MEDIA_PATHS.some((path) => parsed.pathname.startsWith(path))) return url;
    return `${MOCK_MEDIA_PREFIX}${parsed.pathname}${parsed.search}`;
  };
}

/** A game with its art and launch link rewritten. */
export function gameWithMediaUrls(game: Game, rewrite: MediaUrlRewriter): Game {
  const { files } = game.imagine;
  return {
    ...game,
    image: rewrite(game.image),
    geo_link: typeof game.geo_link === 'string' ? rewrite(game.geo_link) : game.geo_link,
    imagine: {
      ...game.imagine,
      files: { desktop: rewrite(files.desktop), mobile: rewrite(files.mobile) },
    },
  };
}

/** The mock sportsbook's page (packages/mock-world, routes/sportsbook.ts). */
export const MOCK_SPORTSBOOK_PATH = '/pages/sportsbook';

/**
 * The config the app is served with: in mock mode, without SPORT_FRAME_URL, the sportsbook frame
 * is the mock world's sportsbook on the mock world's own origin. Unlike the game pages it is not
 * served from the BFF's origin: the frame's protocol is cross-origin, as a real sportsbook's is
 * (docs/decisions/035-sportsbook-frame.md).
 */
export function withMockSportFrame<C extends { product: { sportFrameUrl: string | null } }>(
  config: C,
  mockWorldUrl: string | null,
): C {
  if (mockWorldUrl === null || config.product.sportFrameUrl !== null) return config;
  const sportFrameUrl = `${new URL(mockWorldUrl).origin}${MOCK_SPORTSBOOK_PATH}`;
  return { ...config, product: { ...config.product, sportFrameUrl } };
}

/** The mock gamification panel's page (packages/mock-world, routes/gamification-panel.ts). */
export const MOCK_GAMIFICATION_PANEL_PATH = '/pages/gamification';

/**
 * In mock mode, without GAMIFICATION_PANEL_URL, the gamification panel is the mock world's, on
 * the mock world's own origin: its protocol is cross-origin, as a real service's widget is
 * (docs/decisions/039-gamification.md).
 */
export function withMockGamificationPanel<
  C extends { product: { gamificationPanelUrl: string | null } },
>(config: C, mockWorldUrl: string | null): C {
  if (mockWorldUrl === null || config.product.gamificationPanelUrl !== null) return config;
  const gamificationPanelUrl = `${new URL(mockWorldUrl).origin}${MOCK_GAMIFICATION_PANEL_PATH}`;
  return { ...config, product: { ...config.product, gamificationPanelUrl } };
}
