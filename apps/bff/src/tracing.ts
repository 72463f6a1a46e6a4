import {
  type Attributes,
  context,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';

// Traces (docs/decisions/042-traces-and-redis-ha.md): the request's span from @fastify/otel, a
// span per tRPC procedure (each of a batch), per cache lookup and per upstream attempt, whose
// request carries the W3C traceparent on. Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set, and then
// nothing here does more than read one boolean: no span objects, no context, no headers.

const TRACER_NAME = 'lumo-bff';

let active = false;

/** True while an SDK exports this process's spans (plugins/app/tracing.ts turns it on). */
export function tracingActive(): boolean {
  return active;
}

export function setTracingActive(on: boolean): void {
  active = on;
}

export { SpanKind };

/**
 * Runs `work` inside a span of its own (a child of the active one), ended when it settles and
 * marked as an error when it throws; `work` alone when tracing is off.
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span | null) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  if (!active) return work(null);
  return trace.getTracer(TRACER_NAME).startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.name : 'error',
      });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Marks a span as failed without an exception (an answer that reports one). */
export function markFailed(span: Span | null, reason: string): void {
  span?.setStatus({ code: SpanStatusCode.ERROR, message: reason });
}

/** Adds the active span's W3C trace context (traceparent, tracestate) to outgoing headers. */
export function injectTraceContext(headers: Record<string, string>): void {
  if (!active) return;
  propagation.inject(context.active(), headers);
}

/** The active trace's id, for a log line; null when tracing is off or nothing is traced. */
export function activeTraceId(): string | null {
  if (!active) return null;
  return trace.getSpan(context.active())?.spanContext().traceId ?? null;
}
