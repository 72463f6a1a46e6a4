import { afterEach, describe, expect, it } from 'vitest';
import {
  activeTraceId,
  inSpan,
  injectTraceContext,
  setTracingActive,
  tracingActive,
} from './tracing.js';

// With traces off (no OTEL_EXPORTER_OTLP_ENDPOINT) every traced path is the work alone. With them
// on, the spans themselves are checked end to end by test/integration/traces.test.ts.

afterEach(() => {
  setTracingActive(false);
});

describe('tracing while off', () => {
  it('is off until an SDK turns it on', () => {
    expect(tracingActive()).toBe(false);
  });

  it('runs the work with no span and passes its answer and its error through', async () => {
    const spans: unknown[] = [];
    await expect(
      inSpan('work', {}, (span) => {
        spans.push(span);
        return Promise.resolve(42);
      }),
    ).resolves.toBe(42);
    const failure = new Error('upstream down');
    await expect(inSpan('work', {}, () => Promise.reject(failure))).rejects.toBe(failure);
    expect(spans).toEqual([null]);
  });

  it('adds no header to an upstream request and knows no trace id', () => {
    const headers: Record<string, string> = { accept: 'application/json' };
    injectTraceContext(headers);
    expect(headers).toEqual({ accept: 'application/json' });
    expect(activeTraceId()).toBeNull();
  });
});

describe('tracing on without a registered SDK', () => {
  it('still runs the work and settles the span it was given', async () => {
    setTracingActive(true);
    const failure = new Error('refused');
    await expect(inSpan('work', { kind: 'test' }, () => Promise.reject(failure))).rejects.toBe(
      failure,
    );
    await expect(inSpan('work', {}, (span) => Promise.resolve(span !== null))).resolves.toBe(true);
  });
});
