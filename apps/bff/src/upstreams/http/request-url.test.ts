import { describe, expect, it } from 'vitest';
import { routeLabel } from './request-url.js';

describe('routeLabel', () => {
  it.each([
    ['/games/123', '/games/:id'],
    ['/players/42/bonuses/7/activate?x=1', '/players/:id/bonuses/:id/activate'],
    ['/sessions/0f8fad5b-d9cb-469f-a165-70867728950e', '/sessions/:id'],
    ['/categories/slots', '/categories/slots'],
  ])('%s → %s', (path, label) => {
    expect(routeLabel(path)).toBe(label);
  });
});
