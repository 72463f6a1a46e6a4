import { describe, expect, it, vi } from 'vitest';
import { createFullscreen, type FullscreenDocument } from './fullscreen.js';

function fakeDocument(enabled = true) {
  const target = new EventTarget();
  const doc = Object.assign(target, {
    fullscreenEnabled: enabled,
    fullscreenElement: null as Element | null,
    documentElement: {
      style: { overflow: 'auto' },
      requestFullscreen: vi.fn(() => {
        doc.fullscreenElement = {} as Element;
        doc.dispatchEvent(new Event('fullscreenchange'));
        return Promise.resolve();
      }),
    },
    exitFullscreen: vi.fn(() => {
      doc.fullscreenElement = null;
      doc.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    }),
  });
  return doc satisfies FullscreenDocument;
}

describe('fullscreen', () => {
  it('toggles in, hiding the overflow, and out, restoring it', async () => {
    const doc = fakeDocument();
    const fullscreen = createFullscreen(doc);
    const onChange = vi.fn();
    fullscreen.subscribe(onChange);
    await fullscreen.toggle();
    expect(fullscreen.active()).toBe(true);
    expect(doc.documentElement.style.overflow).toBe('hidden');
    await fullscreen.toggle();
    expect(fullscreen.active()).toBe(false);
    expect(doc.documentElement.style.overflow).toBe('auto');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('restores the overflow when the browser leaves fullscreen (Esc)', async () => {
    const doc = fakeDocument();
    const fullscreen = createFullscreen(doc);
    fullscreen.subscribe(() => undefined);
    await fullscreen.toggle();
    doc.fullscreenElement = null;
    doc.dispatchEvent(new Event('fullscreenchange'));
    expect(doc.documentElement.style.overflow).toBe('auto');
  });

  it('says when the browser has no fullscreen', () => {
    expect(createFullscreen(fakeDocument(false)).supported).toBe(false);
  });
});
