import { z } from 'zod';

/**
 * The key a client sends with a mutation that moves money or changes a bonus. The client makes
 * one per player action (a UUID fits) and sends it again when it retries that action, so the
 * action happens once however often the request arrives.
 */
export const IDEMPOTENCY_KEY_MIN_LENGTH = 8;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;

export const idempotencyKeySchema = z
  .string()
  .min(IDEMPOTENCY_KEY_MIN_LENGTH, 'errors.invalidInput')
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, 'errors.invalidInput')
  .regex(/^[A-Za-z0-9_-]+$/, 'errors.invalidInput');
export type IdempotencyKey = z.infer<typeof idempotencyKeySchema>;

/** The field every idempotent procedure's input carries, to spread into its schema. */
export const idempotentInput = { idempotencyKey: idempotencyKeySchema } as const;
