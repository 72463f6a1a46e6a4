import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { request } from 'undici';
import { z } from 'zod';
import { createUpstreamClients, type UpstreamClients } from '../../upstreams/clients.js';
import { mockMediaUrls } from '../../upstreams/media-urls.js';
import {
  NO_QA_OVERRIDES,
  mockWorldOverrides,
  type QaOverrides,
} from '../../upstreams/qa-overrides.js';
import { UPSTREAM_NAMES, type Config, type UpstreamName } from '../../config.js';
import type { UpstreamHooks } from '../../upstreams/http-client.js';
import { createUpstreamRegistry, type UpstreamRegistry } from '../../upstreams/registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The HTTP clients of the four upstreams. */
    upstreams: UpstreamRegistry;
    /** The typed clients over them, in domain types. */
    clients: UpstreamClients;
  }
}

/** Live mode's base URLs; config.ts guarantees all four are set in live mode. */
function liveBaseUrls(config: Config): Record<UpstreamName, string> {
  const urls: Partial<Record<UpstreamName, string>> = {};
  for (const name of UPSTREAM_NAMES) {
    const { url } = config.upstreams[name];
    if (url === null) throw new Error(`live mode without a URL for the ${name} upstream`);
    urls[name] = url;
  }
  return urls as Record<UpstreamName, string>;
}

/** The mock world the BFF talks to in mock mode: its base URL (QA's API is under /qa). */
export interface MockWorldHandle {
  url: string;
  /**
   * The world's id for this start of it: in mock mode the BFF keeps its Redis keys under it
   * (plugins/app/redis.ts), so a world started again finds nothing of the last one.
   */
  id: string;
  /** Whether this app started it (in-process) rather than joining a standalone one. */
  inProcess: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Mock mode's world, or null in live mode and when clients were injected. */
    mockWorld: MockWorldHandle | null;
    /** QA's country and clock settings in mock mode; none in live mode. */
    qaOverrides: QaOverrides;
  }
}

/** The world's answer to GET /qa/world; its id becomes part of Redis keys, so it is held tight. */
const worldSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/**
 * How long start-up waits for a standalone world (it may start beside the BFF, as in Docker):
 * well within Fastify's ten seconds for a plugin, so that the failure names the world.
 */
export const MOCK_WORLD_WAIT_MS = 5_000;
const MOCK_WORLD_RETRY_MS = 250;
const MOCK_WORLD_ANSWER_MS = 2_000;

/**
 * The id of the standalone world at `url`, asked until it answers: without it the BFF could not
 * tell its keys from those of the world's last start, so it does not start without it.
 */
export async function standaloneWorldId(
  url: string,
  log: FastifyBaseLogger,
  waitMs: number = MOCK_WORLD_WAIT_MS,
): Promise<string> {
  const deadline = performance.now() + waitMs;
  for (let attempt = 1; ; attempt += 1) {
    let failure: string;
    try {
      const answer = await request(new URL('/qa/world', url), {
        headersTimeout: MOCK_WORLD_ANSWER_MS,
        bodyTimeout: MOCK_WORLD_ANSWER_MS,
      });
      const body: unknown = await answer.body.json();
      if (answer.statusCode === 200) return worldSchema.parse(body).id;
      failure = `answered ${String(answer.statusCode)}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (performance.now() >= deadline) {
      throw new Error(`the mock world at MOCK_UPSTREAMS_URL did not say which it is: ${failure}`);
    }
    if (attempt === 1) log.warn({ err: failure }, 'mock world: not answering yet; waiting for it');
    await sleep(MOCK_WORLD_RETRY_MS);
  }
}

export interface UpstreamsPluginOptions {
  /** Clients built by the caller (tests); the caller closes them. */
  upstreams?: UpstreamRegistry;
  hooks?: UpstreamHooks;
}

/**
 * Decorates `fastify.upstreams` and `fastify.mockWorld`; mock or live is decided here and
 * nowhere else. Live mode builds clients for the configured URLs. Mock mode joins the standalone
 * mock world at MOCK_UPSTREAMS_URL, or starts one in-process on loopback; either way the same
 * HTTP clients talk to it. Whatever the plugin opened, it closes with the app.
 */
export const upstreamsPlugin = fp<UpstreamsPluginOptions>(
  async (fastify, options) => {
    const { config } = fastify;
    if (options.upstreams !== undefined) {
      fastify.decorate('upstreams', options.upstreams);
      fastify.decorate(
        'clients',
        createUpstreamClients(options.upstreams, { logger: fastify.log }),
      );
      fastify.decorate('mockWorld', null);
      fastify.decorate('qaOverrides', NO_QA_OVERRIDES);
      return;
    }

    let baseUrls: Record<UpstreamName, string>;
    let mockWorld: MockWorldHandle | null = null;
    let closeMockWorld: (() => Promise<void>) | null = null;
    if (config.upstreamMode === 'live') {
      baseUrls = liveBaseUrls(config);
    } else {
      // Imported only in mock mode: live mode never loads the mock world (a development dependency,
      // absent from a production install).
      const { mockUpstreamUrls, startMockUpstreams } = await import('@casino/mock-world');
      if (config.mock.upstreamsUrl !== null) {
        const url = config.mock.upstreamsUrl.replace(/\/+$/, '');
        mockWorld = { url, id: await standaloneWorldId(url, fastify.log), inProcess: false };
      } else {
        const started = await startMockUpstreams({ seed: config.mock.seed });
        mockWorld = { url: started.url, id: started.id, inProcess: true };
        closeMockWorld = started.close;
      }
      baseUrls = mockUpstreamUrls(mockWorld.url);
    }

    const upstreams = createUpstreamRegistry(config, baseUrls, {
      logger: fastify.log,
      hooks: options.hooks,
    });
    fastify.decorate('upstreams', upstreams);
    fastify.decorate(
      'clients',
      createUpstreamClients(upstreams, {
        logger: fastify.log,
        // Only the mock world's URLs are rewritten; live mode's pass through untouched.
        mediaUrls: mockWorld === null ? undefined : mockMediaUrls(mockWorld.url),
      }),
    );
    fastify.decorate('mockWorld', mockWorld);
    fastify.decorate(
      'qaOverrides',
      mockWorld === null ? NO_QA_OVERRIDES : mockWorldOverrides(mockWorld.url, fastify.log),
    );
    fastify.addHook('onClose', async () => {
      await Promise.all(UPSTREAM_NAMES.map((name) => upstreams[name].close()));
      await closeMockWorld?.();
    });
  },
  { name: 'upstreams', dependencies: ['config'] },
);
