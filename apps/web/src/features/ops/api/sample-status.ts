import type { OpsStatus } from '@casino/shared';

// For tests: an ops status of one instance, the cms upstream failing and its breaker open.

export const SAMPLE_STATUS: OpsStatus = {
  generatedAt: 1_764_252_000_000,
  servedBy: 'bff-a-1-abc123',
  source: 'redis',
  redis: 'up',
  leader: 'bff-a-1-abc123',
  publishIntervalMs: 5_000,
  instances: [
    {
      id: 'bff-a-1-abc123',
      version: '0.1.0',
      buildId: 'f00dfeed',
      publishedAt: 1_764_252_000_000,
      uptimeSeconds: 3_725,
      sockets: 12,
      eventLoopLagMs: 11.2,
      memory: { rssBytes: 157_286_400, heapUsedBytes: 62_914_560 },
      shed: { total: 3, perMinute: 0 },
      redis: 'up',
      leader: true,
      upstreams: [
        {
          name: 'casino',
          requestsPerSecond: 4.2,
          errorsPerSecond: 0,
          errorRatio: 0,
          p50Ms: 12,
          p95Ms: 40,
          p99Ms: 80,
          breaker: 'closed',
        },
        {
          name: 'cms',
          requestsPerSecond: 1,
          errorsPerSecond: 1,
          errorRatio: 1,
          p50Ms: 3,
          p95Ms: 4.5,
          p99Ms: 4.9,
          breaker: 'open',
        },
      ],
      cache: [{ kind: 'lobby', lookupsPerSecond: 2, hitRatio: 0.9 }],
      history: [
        {
          at: 1_764_251_995_000,
          upstreamRequestsPerSecond: 3,
          upstreamErrorRatio: 0,
          eventLoopLagMs: 10,
          sockets: 11,
          rssBytes: 150_000_000,
        },
        {
          at: 1_764_252_000_000,
          upstreamRequestsPerSecond: 5.2,
          upstreamErrorRatio: 0.2,
          eventLoopLagMs: 11.2,
          sockets: 12,
          rssBytes: 157_286_400,
        },
      ],
    },
  ],
};
