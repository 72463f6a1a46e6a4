import { describe, expect, it } from 'vitest';
import { frameSandbox } from './game-frame.js';

describe('frameSandbox', () => {
  const page = 'https://lumo.example';

  it('keeps a provider on another origin its own origin', () => {
    const tokens = frameSandbox('https://games.provider.example/launch?t=1', page).split(' ');
    expect(tokens).toContain('allow-scripts');
    expect(tokens).toContain('allow-same-origin');
    expect(tokens).not.toContain('allow-top-navigation');
  });

  it('gives a page served from the app’s origin an opaque one', () => {
    for (const url of ['/media/pages/game/42?launch=abc', 'https://lumo.example/media/x']) {
      expect(frameSandbox(url, page).split(' ')).not.toContain('allow-same-origin');
    }
  });
});
