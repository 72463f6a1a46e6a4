import { idempotencyKeySchema } from '@casino/shared';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, useAttemptKey } from './idempotency-key.js';

describe('newIdempotencyKey', () => {
  it('makes keys the BFF accepts, a new one each time', () => {
    const first = newIdempotencyKey();
    expect(idempotencyKeySchema.safeParse(first).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});

describe('useAttemptKey', () => {
  it('keeps the key of an attempt until it is settled', () => {
    const { result } = renderHook(() => useAttemptKey());
    const first = result.current.current();
    expect(result.current.current()).toBe(first);
    act(() => {
      result.current.settle();
    });
    const second = result.current.current();
    expect(second).not.toBe(first);
    expect(result.current.current()).toBe(second);
  });
});

describe('useAttemptKey over a form’s details', () => {
  it('keeps the key while the same details are retried, and makes a new one for others', () => {
    const { result } = renderHook(() => useAttemptKey());
    const first = result.current.current({ methodId: 'card', amount: '50' });
    expect(result.current.current({ methodId: 'card', amount: '50' })).toBe(first);
    const corrected = result.current.current({ methodId: 'card', amount: '60' });
    expect(corrected).not.toBe(first);
    expect(result.current.current({ methodId: 'card', amount: '60' })).toBe(corrected);
    act(() => {
      result.current.settle();
    });
    expect(result.current.current({ methodId: 'card', amount: '60' })).not.toBe(corrected);
  });
});
