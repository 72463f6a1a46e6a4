import { describe, expect, it } from 'vitest';
import { UpstreamFaults } from './faults.js';

function pattern(rate: number, calls: number): string {
  const faults = new UpstreamFaults();
  faults.set('casino', { errorRate: rate });
  return Array.from({ length: calls }, () => (faults.next('casino').fail ? 'x' : '.')).join('');
}

describe('UpstreamFaults', () => {
  it('fails the calls its error rate says, evenly and always the same way', () => {
    expect(pattern(0, 8)).toBe('........');
    expect(pattern(1, 8)).toBe('xxxxxxxx');
    expect(pattern(0.5, 8)).toBe('.x.x.x.x');
    expect(pattern(0.25, 8)).toBe('...x...x');
    expect(pattern(0.3, 10)).toBe('...x..x..x');
    expect(pattern(0.1, 10)).toBe('.........x');
  });

  it('counts again from a new setting, per upstream, and resets', () => {
    const faults = new UpstreamFaults();
    faults.set('cms', { errorRate: 0.5, latencyMs: 20 });
    expect(faults.next('cms')).toEqual({ latencyMs: 20, fail: false });
    expect(faults.next('sport')).toEqual({ latencyMs: 0, fail: false });
    faults.set('cms', { errorRate: 0.5 });
    expect(faults.next('cms').fail).toBe(false);
    expect(faults.next('cms')).toEqual({ latencyMs: 20, fail: true });
    faults.reset();
    expect(faults.get('cms')).toEqual({ latencyMs: 0, errorRate: 0 });
  });
});
