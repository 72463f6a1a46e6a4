import { z } from 'zod';

/** States the client reserves for screens that cannot show their data (SPEC.md section 4). */
export const CLIENT_STATES = [
  'UNAUTHORIZED',
  'LOADING',
  'FETCH_ERROR',
  'LOW_USER_LEVEL',
  'REACHED_ATTEMPTS_LIMIT',
  'NO_TRANSACTION_AFTER_TIMESTAMP',
] as const;
export const clientStateSchema = z.enum(CLIENT_STATES);
export type ClientState = z.infer<typeof clientStateSchema>;
