import { TOAST_DURATION_MS, type ToastKind } from '@casino/shared';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

// Toasts (SPEC.md section 4): at the top of the screen, error, success or info, each gone after
// TOAST_DURATION_MS or on a click.

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Text already translated (a catalogue message, or a realtime message's own text). */
  text: string;
}

export interface Toaster {
  toasts: readonly Toast[];
  show: (kind: ToastKind, text: string) => void;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<Toaster | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, kind, text }]);
      timers.current.set(
        id,
        setTimeout(() => {
          dismiss(id);
        }, TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const value = useMemo<Toaster>(() => ({ toasts, show, dismiss }), [toasts, show, dismiss]);
  return <ToastContext value={value}>{children}</ToastContext>;
}

export function useToasts(): Toaster {
  const toaster = use(ToastContext);
  if (toaster === null) throw new Error('useToasts needs a ToastProvider');
  return toaster;
}
