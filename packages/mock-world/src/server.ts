import type { AddressInfo } from 'node:net';
import type { UpstreamName } from '@casino/upstream-contract';
import { type MockAppOptions, buildMockApp } from './app.js';
import type { MockControls } from './qa/controls.js';

export interface StartMockUpstreamsOptions extends MockAppOptions {
  /** 127.0.0.1 unless given. */
  host?: string;
  /** 0 (any free port) unless given. */
  port?: number;
}

export interface MockUpstreams {
  /** This start's id (GET /qa/world): a world started again has another. */
  id: string;
  /** The server's base URL, e.g. http://127.0.0.1:41234 (MOCK_UPSTREAMS_URL for other BFFs). */
  url: string;
  /** The base URL of each upstream (CASINO_API_URL and the others). */
  urls: Record<UpstreamName, string>;
  /** QA's controls, in process. */
  qa: MockControls;
  close: () => Promise<void>;
}

/** The base URL of each upstream under a mock server's URL. */
export function mockUpstreamUrls(baseUrl: string): Record<UpstreamName, string> {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    casino: `${base}/casino`,
    sport: `${base}/sport`,
    cms: `${base}/cms`,
    jackpot: `${base}/jackpot`,
  };
}

/** Starts the mock upstreams on a real socket (loopback and a free port by default). */
export async function startMockUpstreams(
  options: StartMockUpstreamsOptions = {},
): Promise<MockUpstreams> {
  const { app, controls, context } = buildMockApp(options);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ host, port: options.port ?? 0 });
  const { port } = app.server.address() as AddressInfo;
  // A wildcard address is not one a client can call: point at loopback instead.
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
  return {
    id: context.worldId,
    url,
    urls: mockUpstreamUrls(url),
    qa: controls,
    close: () => app.close(),
  };
}
