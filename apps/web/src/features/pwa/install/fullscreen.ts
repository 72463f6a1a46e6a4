// Fullscreen (SPEC.md section 4): toggling it hides the page's overflow, and leaving it, by the
// toggle or by the browser (Esc, a swipe), restores what the overflow was.

export interface FullscreenDocument extends EventTarget {
  readonly fullscreenEnabled: boolean;
  readonly fullscreenElement: Element | null;
  readonly documentElement: Pick<HTMLElement, 'requestFullscreen'> & {
    style: Pick<CSSStyleDeclaration, 'overflow'>;
  };
  exitFullscreen: () => Promise<void>;
}

export interface Fullscreen {
  supported: boolean;
  active: () => boolean;
  toggle: () => Promise<void>;
  subscribe: (listener: () => void) => () => void;
}

export function createFullscreen(document: FullscreenDocument): Fullscreen {
  const root = document.documentElement;
  /** The overflow before fullscreen hid it; null while not in fullscreen by this toggle. */
  let savedOverflow: string | null = null;

  function restore(): void {
    if (document.fullscreenElement !== null || savedOverflow === null) return;
    root.style.overflow = savedOverflow;
    savedOverflow = null;
  }

  return {
    supported: document.fullscreenEnabled,
    active: () => document.fullscreenElement !== null,
    toggle: async () => {
      if (document.fullscreenElement !== null) {
        await document.exitFullscreen();
        restore();
        return;
      }
      await root.requestFullscreen();
      savedOverflow ??= root.style.overflow;
      root.style.overflow = 'hidden';
    },
    subscribe: (listener) => {
      const onChange = () => {
        restore();
        listener();
      };
      document.addEventListener('fullscreenchange', onChange);
      return () => {
        document.removeEventListener('fullscreenchange', onChange);
      };
    },
  };
}
