import { useCallback, useRef } from 'react';

// One idempotency key per player action (docs/decisions/009-idempotency.md): a retry or a second
// click of the same attempt sends the same key, so the BFF runs the money mutation once.

/** A fresh key: a random UUID (getRandomValues where randomUUID is missing, on plain HTTP). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface AttemptKey {
  /**
   * The key of the attempt under way: the same until `settle` is called. Given the details the
   * attempt sends (a form's values), other details than the key's are another attempt: a new key.
   */
  current: (request?: unknown) => string;
  /** The attempt reached an answer (or its details changed): the next one gets a new key. */
  settle: () => void;
}

/**
 * The key of a form's attempt: it stays while the same attempt is retried and changes once the
 * BFF answered it, or once the form sends other details, so that a new attempt is a new request.
 * Every money form takes its key here.
 */
export function useAttemptKey(): AttemptKey {
  const attempt = useRef<{ key: string; request: string | undefined } | null>(null);
  const current = useCallback((request?: unknown) => {
    const text = request === undefined ? undefined : JSON.stringify(request);
    if (attempt.current === null || (text !== undefined && text !== attempt.current.request)) {
      attempt.current = { key: newIdempotencyKey(), request: text };
    }
    return attempt.current.key;
  }, []);
  const settle = useCallback(() => {
    attempt.current = null;
  }, []);
  return { current, settle };
}
