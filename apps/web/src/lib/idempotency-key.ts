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
  /** The key of the attempt under way: the same until `settle` is called. */
  current: () => string;
  /** The attempt reached an answer (or its details changed): the next one gets a new key. */
  settle: () => void;
}

/**
 * The key of a form's attempt: it stays while the same attempt is retried and changes once the
 * BFF answered it, so that a new attempt, with new details, is a new request.
 */
export function useAttemptKey(): AttemptKey {
  const key = useRef<string | null>(null);
  const current = useCallback(() => {
    key.current ??= newIdempotencyKey();
    return key.current;
  }, []);
  const settle = useCallback(() => {
    key.current = null;
  }, []);
  return { current, settle };
}
