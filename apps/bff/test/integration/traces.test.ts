// Traces end to end (docs/decisions/042-traces-and-redis-ha.md): a browser's W3C traceparent sent
// to the BFF reaches the mock upstreams with the same trace id, and the spans exported by OTLP to
// a collector of the test's own join up: the request (with its request id), one span per tRPC
// procedure of a batch, the cache lookups and each upstream call, all in the caller's trace.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMockUpstreams, type MockUpstreams } from '@casino/mock-world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID_ATTRIBUTE } from '../../src/plugins/app/tracing.js';
import type { RunningServer } from '../../src/server.js';
import { tracingActive } from '../../src/tracing.js';
import { startTestBff, type TestBff } from '../support/bff.js';

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}

interface ExportRequest {
  resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[];
}

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_SPAN_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${PARENT_SPAN_ID}-01`;
const REQUEST_ID = 'trace-test-request-1';

let mock: MockUpstreams;
let recorder: Server;
let collector: Server;
let bff: TestBff;
const running: RunningServer[] = [];
/** The headers of every request the upstreams received, through the recorder. */
const upstreamHeaders: IncomingHttpHeaders[] = [];
const spans: ExportedSpan[] = [];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
}

async function bodyOf(request: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  mock = await startMockUpstreams({ port: 0 });
  // In front of the mock world: notes each request's headers and passes it on.
  recorder = createServer((request, response) => {
    upstreamHeaders.push(request.headers);
    void (async () => {
      const body = await bodyOf(request);
      const headers = Object.fromEntries(
        Object.entries(request.headers).flatMap(([name, value]) =>
          typeof value === 'string' && name !== 'host' && name !== 'connection'
            ? [[name, value]]
            : [],
        ),
      );
      const answer = await fetch(`${mock.url}${request.url ?? '/'}`, {
        method: request.method,
        headers,
        body: body.length > 0 ? body : undefined,
      });
      const text = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
      });
      response.end(text);
    })();
  });
  // An OTLP/HTTP collector: the JSON export requests, their spans kept.
  collector = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const exported = JSON.parse(body.toString('utf8')) as ExportRequest;
      for (const resource of exported.resourceSpans) {
        for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  const [upstreamsUrl, collectorUrl] = await Promise.all([listen(recorder), listen(collector)]);
  bff = await startTestBff(running, {
    MOCK_UPSTREAMS_URL: upstreamsUrl,
    OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl,
  });
}, 30_000);

afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await new Promise((resolve) => recorder.close(resolve));
  await new Promise((resolve) => collector.close(resolve));
  await mock.close();
});

const attribute = (span: ExportedSpan, key: string) =>
  span.attributes.find((candidate) => candidate.key === key)?.value.stringValue;

describe('traces', () => {
  it("passes the browser's trace to the upstreams and exports the request's spans", async () => {
    expect(tracingActive()).toBe(true);
    // A batch of two procedures, as the SPA sends them.
    const input = encodeURIComponent(
      JSON.stringify({ 0: { lang: 'en' }, 1: { category: 'slots' } }),
    );
    const answer = await fetch(
      `${bff.url}/trpc/lobby.main,games.byCategory?batch=1&input=${input}`,
      { headers: { traceparent: TRACEPARENT, 'x-request-id': REQUEST_ID } },
    );
    expect(answer.status).toBe(200);

    const traced = upstreamHeaders.filter((headers) => headers['x-request-id'] === REQUEST_ID);
    expect(traced.length).toBeGreaterThan(0);
    for (const headers of traced) {
      expect(headers.traceparent).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
      // The upstream's parent is the BFF's own span for that call, not the browser's.
      expect(headers.traceparent).not.toContain(PARENT_SPAN_ID);
    }

    // Closing the app flushes the batch of spans to the collector.
    await Promise.all(running.splice(0).map((server) => server.close()));
    const inTrace = spans.filter((span) => span.traceId === TRACE_ID);
    const byId = new Map(inTrace.map((span) => [span.spanId, span]));
    const request = inTrace.find((span) => span.name === 'request');
    expect(request?.parentSpanId).toBe(PARENT_SPAN_ID);
    expect(request === undefined ? null : attribute(request, REQUEST_ID_ATTRIBUTE)).toBe(
      REQUEST_ID,
    );
    const procedures = inTrace.filter((span) => span.name.startsWith('trpc '));
    expect(procedures.map((span) => span.name).sort()).toEqual([
      'trpc games.byCategory',
      'trpc lobby.main',
    ]);
    expect(inTrace.some((span) => span.name.startsWith('cache '))).toBe(true);
    const upstreamCalls = inTrace.filter((span) => span.kind === 3);
    expect(upstreamCalls.length).toBe(traced.length);
    // Every span hangs, through its parents, from the request, and the request from the browser.
    const rootOf = (span: ExportedSpan): ExportedSpan => {
      const parent = span.parentSpanId === undefined ? undefined : byId.get(span.parentSpanId);
      return parent === undefined ? span : rootOf(parent);
    };
    for (const span of inTrace) expect(rootOf(span).name).toBe('request');
    // Each upstream request names its own call's span as the parent.
    const upstreamSpanIds = new Set(upstreamCalls.map((span) => span.spanId));
    for (const headers of traced) {
      expect(upstreamSpanIds.has(String(headers.traceparent).split('-')[2] ?? '')).toBe(true);
    }
  });
});
