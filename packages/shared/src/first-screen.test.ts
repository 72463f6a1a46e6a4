import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  jsonForScriptElement,
  parseFirstScreenBootstrap,
  parseFirstScreenRows,
} from './first-screen.js';
import { firstScreenBootstrapSchema, firstScreenRowsSchema } from './first-screen-schemas.js';

const runs = { seed: 20_261_127, numRuns: 500 };

const BOOTSTRAP = {
  input: { pathLanguage: null, storedLanguage: null, hasReferral: false },
  data: {
    country: { alpha3: 'DEU', alpha2: 'DE', source: 'header' },
    blocked: false,
    language: { suggested: 'de', source: 'country', menu: ['en', 'de'] },
    currency: { code: 'EUR', forced: false },
    clock: { offsetMs: 0, serverTime: '2025-03-12T12:00:00.000Z' },
    flags: { mockMode: true },
    settings: { brandName: 'Lumo Casino' },
    player: null,
    realtime: { position: null },
  },
};
const LOBBY = {
  path: 'lobby.main',
  input: { path: '/', lang: 'de', currency: 'EUR' },
  data: { carousels: [{ key: 'top', items: [] }], winners: {} },
};
const CATEGORY = {
  path: 'games.byCategory',
  input: { category: 'live' },
  data: { items: [{ id: 7, name: 'x' }], nextCursor: null },
};

/** The value at `path` replaced by `value` (a copy). */
function replaced(base: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head = '', ...rest] = path;
  const object = { ...(base as Record<string, unknown>) };
  object[head] = replaced(object[head], rest, value);
  return object;
}

/** Every path to a value inside `value`, objects' keys and arrays' first item. */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value)
    ? value.slice(0, 1).map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
}

function zodBootstrap(text: string): unknown {
  try {
    const parsed = firstScreenBootstrapSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function zodRows(text: string): unknown {
  try {
    const parsed = firstScreenRowsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const ODD_VALUES = [
  null,
  0,
  -1,
  2.5,
  '',
  'x',
  'de',
  'EUR',
  'live',
  true,
  false,
  [],
  {},
  [{}],
  [{ key: 1 }],
];

describe("the shell's checks of the first screen's elements", () => {
  it('accept what the BFF writes, as the schemas do', () => {
    expect(parseFirstScreenBootstrap(JSON.stringify(BOOTSTRAP))).toEqual(BOOTSTRAP);
    expect(parseFirstScreenRows(JSON.stringify(LOBBY))).toEqual(LOBBY);
    expect(parseFirstScreenRows(JSON.stringify(CATEGORY))).toEqual(CATEGORY);
    expect(parseFirstScreenBootstrap(null)).toBeNull();
    expect(parseFirstScreenRows('{"path":"lobby.main"')).toBeNull();
  });

  it('answer what the schemas answer for every value put anywhere in a good element', () => {
    const cases: [unknown, (text: string) => unknown, (text: string) => unknown][] = [
      [BOOTSTRAP, parseFirstScreenBootstrap, zodBootstrap],
      [LOBBY, parseFirstScreenRows, zodRows],
      [CATEGORY, parseFirstScreenRows, zodRows],
    ];
    for (const [good, ours, reference] of cases) {
      for (const path of pathsOf(good)) {
        for (const value of [...ODD_VALUES, undefined]) {
          const text = JSON.stringify(replaced(good, path, value));
          expect({ path, value, answer: ours(text) }).toEqual({
            path,
            value,
            answer: reference(text),
          });
        }
      }
      fc.assert(
        fc.property(fc.constantFrom(...pathsOf(good)), fc.jsonValue(), (path, value) => {
          const text = JSON.stringify(replaced(good, path, value));
          expect(ours(text)).toEqual(reference(text));
        }),
        runs,
      );
    }
  });

  it('write JSON that keeps its value and holds no "<"', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = JSON.stringify(value);
        const text = jsonForScriptElement(json);
        expect(text).not.toContain('<');
        expect(JSON.parse(text)).toEqual(JSON.parse(json));
      }),
      runs,
    );
  });
});
