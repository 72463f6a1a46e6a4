import { describe, expect, it } from 'vitest';
import { CLIENT_STATES, clientStateSchema } from './client-state.js';

describe('clientStateSchema', () => {
  it('accepts the five reserved states a screen can show', () => {
    expect(CLIENT_STATES).toEqual([
      'UNAUTHORIZED',
      'LOADING',
      'FETCH_ERROR',
      'LOW_USER_LEVEL',
      'REACHED_ATTEMPTS_LIMIT',
    ]);
    for (const state of CLIENT_STATES) expect(clientStateSchema.parse(state)).toBe(state);
  });

  it('rejects anything else, including other casing', () => {
    expect(clientStateSchema.safeParse('loading').success).toBe(false);
    expect(clientStateSchema.safeParse('ERROR').success).toBe(false);
    expect(clientStateSchema.safeParse('NO_TRANSACTION_AFTER_TIMESTAMP').success).toBe(false);
  });
});
