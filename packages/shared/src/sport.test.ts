import { describe, expect, it } from 'vitest';
import { sportListSchema, sportSchema, sportTokenOrEmpty } from './sport.js';

describe('sportSchema', () => {
  it('accepts name and sport_id', () => {
    expect(sportSchema.parse({ name: 'Football', sport_id: 1 })).toEqual({
      name: 'Football',
      sport_id: 1,
    });
  });

  it('rejects a camel-cased id and a list with an invalid entry', () => {
    expect(sportSchema.safeParse({ name: 'Football', sportId: 1 }).success).toBe(false);
    expect(sportListSchema.safeParse([{ name: '', sport_id: 2 }]).success).toBe(false);
  });
});

describe('sportTokenOrEmpty', () => {
  it('returns data.token of a valid answer', () => {
    expect(sportTokenOrEmpty({ data: { token: 'abc.def' } })).toBe('abc.def');
  });

  it('returns an empty token on any failure', () => {
    expect(sportTokenOrEmpty(undefined)).toBe('');
    expect(sportTokenOrEmpty(null)).toBe('');
    expect(sportTokenOrEmpty({ error: 'Unauthorized' })).toBe('');
    expect(sportTokenOrEmpty({ data: { token: 42 } })).toBe('');
    expect(sportTokenOrEmpty(new Error('network'))).toBe('');
  });
});
