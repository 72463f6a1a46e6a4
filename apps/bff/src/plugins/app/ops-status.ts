import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import {
  OPS_STATUS_PATH,
  type OpsInstanceFigures,
  type OpsRedisState,
  type OpsStatus,
} from '@casino/shared';
import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  HISTORY_SAMPLES,
  instanceFigures,
  readSample,
  type FigureSample,
} from '../../ops/figures.js';
import { createInstanceRegistry } from '../../ops/instance-registry.js';
import { processMetrics } from '../../ops/metrics.js';
import { opsAccess, refuseOps } from '../../ops/ops-access.js';

// The ops status (docs/decisions/041-ops-status.md): every few seconds the instance reads its
// figures from the registries /metrics renders and publishes them to the registry on Redis;
// GET /api/ops/status, under the ops token, answers every live instance's figures (this one's
// alone without Redis). The /ops page of the SPA reads it.

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's id in the ops registry. */
    opsInstanceId: string;
  }
}

/** The BFF's version, from its package.json (apps/bff, one level above src/ and dist/). */
function bffVersion(): string {
  try {
    const manifest = z
      .object({ version: z.string().min(1) })
      .parse(JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')));
    return manifest.version;
  } catch {
    return 'unknown';
  }
}

/** host, process and a random part: two processes of one host, or one restarted, never collide. */
function newInstanceId(): string {
  return `${hostname()}-${String(process.pid)}-${randomBytes(3).toString('hex')}`;
}

export interface OpsStatusPluginOptions {
  /** The clock the figures are stamped with (epoch milliseconds). */
  now?: () => number;
}

export const opsStatusPlugin = fp<OpsStatusPluginOptions>(
  (fastify, options, done) => {
    const now = options.now ?? Date.now;
    const { ops } = fastify.config;
    const identity = { id: newInstanceId(), version: bffVersion() };
    const redis = fastify.redis;
    const registry =
      redis === null
        ? null
        : createInstanceRegistry({ client: redis.client, ttlMs: ops.instanceTtlMs });
    const samples: FigureSample[] = [];
    let latest: OpsInstanceFigures | null = null;
    let timer: NodeJS.Timeout | undefined;
    let closing = false;
    fastify.decorate('opsInstanceId', identity.id);

    /** Reads a sample; figures from the samples kept, the history one point per pair. */
    async function refresh(): Promise<OpsInstanceFigures> {
      samples.push(await readSample(fastify.metrics.registry, processMetrics(), now()));
      if (samples.length > HISTORY_SAMPLES + 1) samples.shift();
      latest = instanceFigures(identity, samples);
      return latest;
    }

    async function publish(): Promise<void> {
      const figures = await refresh();
      if (registry === null || redis?.isReady() !== true || closing) return;
      await registry.publish(figures, now());
    }

    function tick(): void {
      publish()
        .catch((error: unknown) => {
          // Redis away: the registry misses this instance until it is back; the page says so.
          fastify.log.debug({ err: String(error) }, 'ops: publishing the figures failed');
        })
        .finally(() => {
          if (!closing) timer = setTimeout(tick, ops.publishIntervalMs).unref();
        });
    }

    fastify.addHook('onReady', (next) => {
      tick();
      next();
    });
    fastify.addHook('preClose', (next) => {
      closing = true;
      clearTimeout(timer);
      if (registry === null || redis?.isReady() !== true) {
        next();
        return;
      }
      // Gone from the page at once, rather than when the entry expires.
      registry
        .remove(identity.id)
        .catch(() => undefined)
        .finally(() => {
          next();
        });
    });

    async function status(): Promise<OpsStatus> {
      const self = latest ?? (await refresh());
      const redisState: OpsRedisState =
        redis === null ? 'disabled' : redis.isReady() ? 'up' : 'down';
      let instances: OpsInstanceFigures[] = [self];
      let source: OpsStatus['source'] = 'self';
      if (registry !== null && redisState === 'up') {
        const listed = await registry.list(now()).catch(() => null);
        if (listed !== null) {
          source = 'redis';
          // Its own latest figures rather than what it published a moment ago.
          instances = [self, ...listed.filter((entry) => entry.id !== self.id)].sort((a, b) =>
            a.id.localeCompare(b.id),
          );
        }
      }
      return {
        generatedAt: now(),
        servedBy: identity.id,
        source,
        redis: redisState,
        leader: instances.find((instance) => instance.leader)?.id ?? null,
        publishIntervalMs: ops.publishIntervalMs,
        instances,
      };
    }

    fastify.get(OPS_STATUS_PATH, { logLevel: 'warn' }, async (request, reply) => {
      const access = opsAccess(request.headers.authorization, ops.token);
      if (access !== 'granted') return refuseOps(request, reply, access, 'ops');
      return reply.header('cache-control', 'no-store').send(await status());
    });
    done();
  },
  { name: 'ops-status', dependencies: ['config', 'metrics', 'redis', 'upstreams'] },
);
