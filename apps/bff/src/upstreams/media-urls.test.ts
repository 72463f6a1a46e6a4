import { gameSchema } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { gameWithMediaUrls, mockMediaUrls, withMockSportFrame } from './media-urls.js';

const rewrite = mockMediaUrls('http://127.0.0.1:41234');

describe('mockMediaUrls', () => {
  it('serves the mock world’s game art and game pages from the BFF’s origin, query kept', () => {
    expect(rewrite('http://127.0.0.1:41234/art/games/1001/desktop.svg?v=abc')).toBe(
      '/media/art/games/1001/desktop.svg?v=abc',
    );
    expect(rewrite('http://127.0.0.1:41234/pages/game/1001?launch=t0k3n')).toBe(
      '/media/pages/game/1001?launch=t0k3n',
    );
  });

  it('keeps every other URL: other origins, ports, schemes and the mock’s other pages', () => {
    for (const url of [
      'https://cdn.provider.example/art/games/1001/desktop.svg',
      'http://127.0.0.1:41235/art/games/1001/desktop.svg',
      'https://127.0.0.1:41234/art/games/1001/desktop.svg',
      'http://localhost:41234/art/games/1001/desktop.svg',
      'http://127.0.0.1:41234/pages/pay?payment_id=1',
      'http://127.0.0.1:41234/art/bonuses/5.svg',
      'http://127.0.0.1:41234/artwork/games/1.svg',
      '/media/art/games/1001/desktop.svg',
      'not a url',
      '',
    ]) {
      expect(rewrite(url), url).toBe(url);
    }
  });

  it('takes the mock world’s URL with a trailing slash', () => {
    expect(mockMediaUrls('http://mock.test:4010/')('http://mock.test:4010/pages/game/7')).toBe(
      '/media/pages/game/7',
    );
  });
});

describe('gameWithMediaUrls', () => {
  const game = gameSchema.parse({
    id: 7,
    name: 'Seven',
    image: 'http://127.0.0.1:41234/art/games/7/desktop.svg?v=x',
    providerId: 1,
    providerName: 'Nova',
    geo_link: 'http://127.0.0.1:41234/pages/game/7',
    hasDemo: true,
    categories: [],
    isWagering: false,
    source: 'casino',
    imagine: {
      files: {
        desktop: 'http://127.0.0.1:41234/art/games/7/desktop.svg?v=x',
        mobile: 'https://cdn.example/7-m.png',
      },
      gradient_color: '#123456',
    },
  });

  it('rewrites the image, both art files and the geo link, and nothing else', () => {
    expect(gameWithMediaUrls(game, rewrite)).toEqual({
      ...game,
      image: '/media/art/games/7/desktop.svg?v=x',
      geo_link: '/media/pages/game/7',
      imagine: {
        files: {
          desktop: '/media/art/games/7/desktop.svg?v=x',
          mobile: 'https://cdn.example/7-m.png',
        },
        gradient_color: '#123456',
      },
    });
  });

  it('keeps a missing geo link missing', () => {
    expect(gameWithMediaUrls({ ...game, geo_link: null }, rewrite).geo_link).toBeNull();
    expect(gameWithMediaUrls({ ...game, geo_link: undefined }, rewrite).geo_link).toBeUndefined();
  });
});

describe('withMockSportFrame', () => {
  const config = { product: { sportFrameUrl: null as string | null, brandName: 'Lumo' } };

  it('points the frame at the mock world’s own origin in mock mode', () => {
    expect(withMockSportFrame(config, 'http://127.0.0.1:41234/').product).toEqual({
      sportFrameUrl: 'http://127.0.0.1:41234/pages/sportsbook',
      brandName: 'Lumo',
    });
  });

  it('keeps a configured SPORT_FRAME_URL, and live mode’s config, as they are', () => {
    const configured = { product: { sportFrameUrl: 'https://sb.example/embed' } };
    expect(withMockSportFrame(configured, 'http://127.0.0.1:41234')).toBe(configured);
    expect(withMockSportFrame(config, null)).toBe(config);
  });
});
