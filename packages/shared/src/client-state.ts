import { z } from 'zod';

/**
 * States the client reserves for screens that cannot show their data (SPEC.md section 4). The
 * spec's NO_TRANSACTION_AFTER_TIMESTAMP is not among them: no screen of the product asks for
 * transactions from a moment on (the account's tables page by number, a deposit's return reads
 * the payment by its id), so nothing could ever show it.
 */
export const CLIENT_STATES = [
  'UNAUTHORIZED',
  'LOADING',
  'FETCH_ERROR',
  'LOW_USER_LEVEL',
  'REACHED_ATTEMPTS_LIMIT',
] as const;
export const clientStateSchema = z.enum(CLIENT_STATES);
export type ClientState = z.infer<typeof clientStateSchema>;
