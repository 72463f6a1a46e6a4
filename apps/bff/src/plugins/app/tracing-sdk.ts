import { hostname } from 'node:os';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-node';
import type { Config } from '../../config.js';
import { setTracingActive } from '../../tracing.js';

// The OpenTelemetry SDK of plugins/app/tracing.ts, imported only when traces are on: a BFF without
// OTEL_EXPORTER_OTLP_ENDPOINT never loads it (it was about a tenth of a second of every start).

interface ProcessTracing {
  provider: NodeTracerProvider;
  /** Apps of this process that use it (tests build several); the last one shuts it down. */
  users: number;
}

let processTracing: ProcessTracing | null = null;

export function startProcessTracing(settings: Config['tracing'], endpoint: string): ProcessTracing {
  if (processTracing !== null) {
    processTracing.users += 1;
    return processTracing;
  }
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': settings.serviceName,
      'service.instance.id': `${hostname()}:${String(process.pid)}`,
    }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.sampleRatio) }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` })),
    ],
  });
  provider.register();
  setTracingActive(true);
  processTracing = { provider, users: 1 };
  return processTracing;
}

export async function stopProcessTracing(): Promise<void> {
  const running = processTracing;
  if (running === null) return;
  running.users -= 1;
  if (running.users > 0) {
    await running.provider.forceFlush();
    return;
  }
  processTracing = null;
  setTracingActive(false);
  await running.provider.shutdown();
}

/** @fastify/otel's span around each request (a browser's traceparent as its parent). */
export function requestInstrumentation(requestIdAttribute: string): FastifyOtelInstrumentation {
  return new FastifyOtelInstrumentation({
    // The request span only: a span per Fastify hook would cost more than it tells.
    instrumentHooks: false,
    ignorePaths: ({ url }) => url === '/healthz' || url === '/readyz' || url === '/metrics',
    requestHook: (span, request) => {
      span.setAttribute(requestIdAttribute, request.id);
    },
  });
}
