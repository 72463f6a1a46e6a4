import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseJsonAs } from './json.js';

const schema = z.object({ n: z.number().int() });

describe('parseJsonAs', () => {
  it('reads JSON of the shape', () => {
    expect(parseJsonAs(schema, '{"n":3}')).toEqual({ n: 3 });
  });

  it('gives undefined for text that is not JSON, or JSON of another shape', () => {
    expect(parseJsonAs(schema, '{"n":')).toBeUndefined();
    expect(parseJsonAs(schema, '')).toBeUndefined();
    expect(parseJsonAs(schema, '{"n":3.5}')).toBeUndefined();
    expect(parseJsonAs(schema, 'null')).toBeUndefined();
  });
});
