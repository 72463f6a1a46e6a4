import {
  Component,
  lazy,
  Suspense,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

// A part of the shell whose code (an overlay on React Aria) loads the first time it is opened,
// never with the first screen. Its trigger stays a native button in the shell; a hover or focus
// of it may fetch the code early, so the part opens at once when pressed.

export interface LazyPart<P extends object> {
  /** The part, to render only once it is first opened, inside a `<LazyPartBoundary>`. */
  Part: LazyExoticComponent<ComponentType<P>>;
  /** Fetches the code now (on the trigger's pointerenter or focus); once fetched, calls cost nothing. */
  preload: () => void;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  return {
    Part: lazy(async () => ({ default: await load() })),
    // The browser keeps the module once fetched: opening the part later takes it from there. A
    // failed early fetch is left for the part itself to meet and report when opened.
    preload: () => {
      load().catch(() => undefined);
    },
  };
}

/**
 * Around a lazy part or a modal: nothing while its code loads, and one that fails (its chunk
 * missing, a render error) is logged and closed (decision 015), leaving the page as it was.
 */
export class LazyPartBoundary extends Component<
  { name: string; onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.name} failed`, error, info.componentStack);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
