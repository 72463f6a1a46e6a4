import { describe, expect, it } from 'vitest';
import { fullscreenSupport } from './use-fullscreen.js';

const request = () => Promise.resolve();

describe('fullscreenSupport', () => {
  it('uses the Fullscreen API where the browser has it', () => {
    expect(fullscreenSupport({ fullscreenEnabled: true }, { requestFullscreen: request })).toBe(
      'api',
    );
  });

  it("uses Safari's prefixed API on an iPad", () => {
    expect(
      fullscreenSupport({ webkitFullscreenEnabled: true }, { webkitRequestFullscreen: request }),
    ).toBe('webkit');
  });

  it('fills the viewport on an iPhone, whose Safari has no Fullscreen API for a frame', () => {
    expect(fullscreenSupport({}, {})).toBe('viewport');
    expect(fullscreenSupport({ fullscreenEnabled: false }, { requestFullscreen: request })).toBe(
      'viewport',
    );
  });
});
