import fp from 'fastify-plugin';
import { activeTraceId } from '../../tracing.js';

// OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/decisions/042): one tracer
// provider per process (W3C trace context, AsyncLocalStorage), spans batched to the collector by
// OTLP over HTTP, and @fastify/otel's span around each request, which takes a browser's
// traceparent as its parent. Without the variable nothing is registered at all.

/** The attribute that joins a trace to the request's log lines (their `reqId`). */
export const REQUEST_ID_ATTRIBUTE = 'lumo.request_id';

export const tracingPlugin = fp(
  async (fastify) => {
    const settings = fastify.config.tracing;
    if (settings.otlpEndpoint === null) return;
    const sdk = await import('./tracing-sdk.js');
    sdk.startProcessTracing(settings, settings.otlpEndpoint);
    fastify.addHook('onClose', sdk.stopProcessTracing);
    await fastify.register(sdk.requestInstrumentation(REQUEST_ID_ATTRIBUTE).plugin());
    // The other way round: each of the request's log lines carries the trace's id.
    fastify.addHook('onRequest', (request, _reply, done) => {
      const traceId = activeTraceId();
      if (traceId !== null) request.log = request.log.child({ traceId });
      done();
    });
  },
  { name: 'tracing', dependencies: ['config'] },
);
