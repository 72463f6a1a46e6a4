import { describe, expect, it } from 'vitest';
import { CLIENT_STATES, clientStateSchema } from './client-state.js';

describe('clientStateSchema', () => {
  it('accepts the six reserved states', () => {
    expect(CLIENT_STATES).toHaveLength(6);
    for (const state of CLIENT_STATES) expect(clientStateSchema.parse(state)).toBe(state);
  });

  it('rejects anything else, including other casing', () => {
    expect(clientStateSchema.safeParse('loading').success).toBe(false);
    expect(clientStateSchema.safeParse('ERROR').success).toBe(false);
  });
});
