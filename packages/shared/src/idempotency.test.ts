import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from './idempotency.js';

describe('idempotencyKeySchema', () => {
  it('takes a UUID and url-safe tokens of 8 to 128 characters', () => {
    expect(idempotencyKeySchema.safeParse('0b6c3c1e-5f0e-4f8a-9d58-7f1d6f4f2a11').success).toBe(
      true,
    );
    expect(idempotencyKeySchema.safeParse('a'.repeat(8)).success).toBe(true);
    expect(idempotencyKeySchema.safeParse('A_b-9'.repeat(25) + 'abc').success).toBe(true);
  });

  it('refuses keys too short, too long or with other characters', () => {
    expect(idempotencyKeySchema.safeParse('a'.repeat(7)).success).toBe(false);
    expect(idempotencyKeySchema.safeParse('a'.repeat(129)).success).toBe(false);
    expect(idempotencyKeySchema.safeParse('key with spaces').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('key:with:colons').success).toBe(false);
  });
});
