import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

// The game's full screen (SPEC.md section 4: "Fullscreen toggles, hides overflow, exit
// restores"). The Fullscreen API on the frame's container where the browser has it (Safari on
// iPad: prefixed); on an iPhone, whose Safari gives it to videos only, the container fills the
// dynamic viewport (100dvh) over the page instead (docs/decisions/021).

/** How a browser can show an element full screen. */
export type FullscreenSupport = 'api' | 'webkit' | 'viewport';

/** A document as browsers really have it: the standard API may be missing, Safari's prefixed. */
interface LooseDocument {
  fullscreenEnabled?: boolean;
  fullscreenElement?: Element | null;
  exitFullscreen?: () => Promise<void>;
  webkitFullscreenEnabled?: boolean;
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
}

interface LooseElement {
  requestFullscreen?: () => Promise<void>;
  webkitRequestFullscreen?: () => Promise<void> | void;
}

/** The way to go full screen here: the standard API, Safari's prefixed one, or the viewport. */
export function fullscreenSupport(doc: LooseDocument, element: LooseElement): FullscreenSupport {
  if (doc.fullscreenEnabled === true && typeof element.requestFullscreen === 'function') {
    return 'api';
  }
  if (
    doc.webkitFullscreenEnabled === true &&
    typeof element.webkitRequestFullscreen === 'function'
  ) {
    return 'webkit';
  }
  return 'viewport';
}

function fullscreenElement(doc: LooseDocument): Element | null {
  return doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
}

/** Leaves the browser's full screen, if the page is in it. */
function exitBrowserFullscreen(doc: LooseDocument): void {
  if (fullscreenElement(doc) === null) return;
  if (doc.exitFullscreen !== undefined) void doc.exitFullscreen.call(doc).catch(() => undefined);
  else void doc.webkitExitFullscreen?.call(doc);
}

/** Asks the browser to show `element` full screen; undefined when it cannot. */
function requestBrowserFullscreen(
  element: LooseElement,
  support: FullscreenSupport,
): Promise<void> | void {
  if (support === 'api') return element.requestFullscreen?.call(element);
  if (support === 'webkit') return element.webkitRequestFullscreen?.call(element);
  return undefined;
}

export interface Fullscreen {
  /** Whether the container is full screen, by either means. */
  isFullscreen: boolean;
  /** 'viewport' while the container fills the viewport without the API; else the API's. */
  mode: FullscreenSupport | null;
  toggle: () => void;
  exit: () => void;
}

/** Full screen for the element of `ref`, with the page's overflow hidden until it ends. */
export function useFullscreen(ref: RefObject<HTMLElement | null>): Fullscreen {
  const [mode, setMode] = useState<FullscreenSupport | null>(null);
  const savedOverflow = useRef<string | null>(null);

  const hideOverflow = useCallback(() => {
    const root = document.documentElement;
    savedOverflow.current ??= root.style.overflow;
    root.style.overflow = 'hidden';
  }, []);

  const restoreOverflow = useCallback(() => {
    if (savedOverflow.current === null) return;
    document.documentElement.style.overflow = savedOverflow.current;
    savedOverflow.current = null;
  }, []);

  const exit = useCallback(() => {
    exitBrowserFullscreen(document);
    setMode(null);
    restoreOverflow();
  }, [restoreOverflow]);

  const toggle = useCallback(() => {
    const element = ref.current;
    if (element === null) return;
    if (mode !== null) {
      exit();
      return;
    }
    const support = fullscreenSupport(document, element);
    hideOverflow();
    setMode(support);
    const request = requestBrowserFullscreen(element, support);
    // Refused (no user gesture, a permissions policy): fill the viewport instead.
    void Promise.resolve(request).catch(() => {
      setMode('viewport');
    });
  }, [ref, mode, exit, hideOverflow]);

  // Leaving by the browser's own means (Escape, a gesture) ends ours too.
  useEffect(() => {
    if (mode !== 'api' && mode !== 'webkit') return;
    const onChange = () => {
      if (fullscreenElement(document) === null) {
        setMode(null);
        restoreOverflow();
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    document.addEventListener('webkitfullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('webkitfullscreenchange', onChange);
    };
  }, [mode, restoreOverflow]);

  // The viewport's full screen has no browser exit: Escape ends it.
  useEffect(() => {
    if (mode !== 'viewport') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') exit();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [mode, exit]);

  // Leaving the page while full screen puts everything back.
  useEffect(
    () => () => {
      exitBrowserFullscreen(document);
      if (savedOverflow.current !== null) {
        document.documentElement.style.overflow = savedOverflow.current;
        savedOverflow.current = null;
      }
    },
    [],
  );

  return { isFullscreen: mode !== null, mode, toggle, exit };
}
