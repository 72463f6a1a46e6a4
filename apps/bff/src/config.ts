import {
  CATCH_GAME_WINDOW,
  JACKPOTS_POLL_MS,
  OKTOBERFEST_WINDOW,
  STAG_PARAM,
  catchGameId,
  dateWindowSchema,
  type DateWindow,
} from '@casino/shared';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DEFAULT_RATE_LIMIT_POLICIES,
  RATE_LIMIT_POLICY_NAMES,
  withOverrides,
  type RateLimitOverride,
  type RateLimitPolicies,
  type RateLimitPolicyName,
} from './rate-limit-policies.js';

// The only module that reads the environment: everything else receives a parsed, frozen Config.

/**
 * The four upstream services the BFF is configured to reach. Named here rather than taken from the
 * upstream contract, which only upstreams/ reads; a test there keeps the two lists equal.
 */
export const UPSTREAM_NAMES = ['casino', 'sport', 'cms', 'jackpot'] as const;
export type UpstreamName = (typeof UPSTREAM_NAMES)[number];

export const UPSTREAM_MODES = ['mock', 'live'] as const;
export type UpstreamMode = (typeof UPSTREAM_MODES)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const SESSION_SECRET_MIN_LENGTH = 32;

/**
 * Mock mode only: a fixed secret so that a fresh checkout runs without setup. It is public (it is
 * in the source), so live mode refuses to start without a SESSION_SECRET of its own.
 */
export const DEV_SESSION_SECRET = 'mock-mode-development-session-secret-not-for-live-use';

/**
 * The mock world's seed when MOCK_SEED is unset, so that every run serves the same data. The BFF
 * owns it (its config must not load the mock world); it equals the standalone mock's default.
 */
export const DEFAULT_MOCK_SEED = 20_250_918;

/**
 * Mock mode only: the ops token when OPS_TOKEN is unset, so that /ops and /metrics work on a fresh
 * checkout and are still never open. It is public (it is in the source and the docs); live mode
 * never uses it and refuses the ops endpoints until OPS_TOKEN is set.
 */
export const DEV_OPS_TOKEN = 'mock-mode-ops-token';

/**
 * apps/web/dist, found from this module's place (apps/bff/src or apps/bff/dist, one level deep
 * either way), so that it does not depend on the directory the BFF is started from.
 */
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** A Redis server, Sentinel or Cluster node as host and port. */
export interface RedisNode {
  readonly host: string;
  readonly port: number;
}

/** Sentinel's port when REDIS_SENTINELS leaves it out, and a Cluster node's. */
export const DEFAULT_SENTINEL_PORT = 26_379;
export const DEFAULT_REDIS_PORT = 6_379;

/**
 * The three ways to reach Redis. ioredis has no URL for Sentinel or Cluster, so those are lists of
 * nodes with their own variables (docs/decisions/042-traces-and-redis-ha.md).
 */
export type RedisTarget =
  | { readonly kind: 'url'; readonly url: string }
  | {
      readonly kind: 'sentinel';
      /** Sentinels asked, in turn, which server is the master. */
      readonly sentinels: readonly RedisNode[];
      /** The master's name, as the sentinels monitor it. */
      readonly name: string;
      readonly password: string | null;
      readonly sentinelPassword: string | null;
      readonly tls: boolean;
    }
  | {
      readonly kind: 'cluster';
      /** Some nodes of the cluster; the rest are found from them. */
      readonly nodes: readonly RedisNode[];
      readonly password: string | null;
      readonly tls: boolean;
    };

export interface UpstreamSettings {
  /** Base URL without a trailing slash; null when not configured (mock mode). */
  readonly url: string | null;
  readonly timeoutMs: number;
}

/** Resilience settings shared by every upstream client. */
export interface UpstreamPolicySettings {
  readonly connections: number;
  readonly maxConcurrent: number;
  readonly maxQueue: number;
  /** Consecutive failures that open the breaker. */
  readonly breakerThreshold: number;
  /**
   * The share of failures (0 to 1; 0 turns it off) among the last `breakerWindow` attempts that
   * opens the breaker too: an upstream failing every other call never fails five in a row.
   */
  readonly breakerFailureRate: number;
  readonly breakerWindow: number;
  readonly breakerHalfOpenMs: number;
  /** Retries after the first attempt, GET only. */
  readonly retries: number;
}

/** The product settings of SPEC-NOTES "Config the spec implies", plus branding and promotions. */
export interface ProductSettings {
  readonly brandName: string;
  readonly sportFrameUrl: string | null;
  /** The gamification service's panel (decision 039); mock mode serves the mock world's. */
  readonly gamificationPanelUrl: string | null;
  readonly sportTesterUserId: number | null;
  /** The bonus id bonuses/{id} shows the catch game for: CATCH_GAME_ID, else 100, 270 in live mode. */
  readonly catchGameId: number;
  readonly affiliatesUrl: string | null;
  readonly supportChatUrl: string | null;
  readonly gameFrameOrigins: readonly string[];
  readonly winnersHiddenCountries: readonly string[];
  readonly thirdPartyScripts: readonly string[];
  /** Referral parameters besides stag, which is always recognised. */
  readonly referralParams: readonly string[];
  readonly oktoberfestWindow: Readonly<DateWindow>;
  readonly catchGameWindow: Readonly<DateWindow>;
}

export interface Config {
  readonly nodeEnv: NodeEnv;
  readonly port: number;
  readonly host: string;
  readonly logLevel: LogLevel;
  readonly upstreamMode: UpstreamMode;
  readonly upstreams: Readonly<Record<UpstreamName, UpstreamSettings>>;
  readonly upstreamPolicy: UpstreamPolicySettings;
  readonly mock: { readonly upstreamsUrl: string | null; readonly seed: number };
  readonly redis: {
    /**
     * Where Redis is: one server (REDIS_URL), a master found through Sentinel (REDIS_SENTINELS), or
     * a Cluster (REDIS_CLUSTER_NODES); null when none is set (one instance, memory only).
     */
    readonly target: RedisTarget | null;
    /** Prepended to every key and channel, so that several products may share one server. */
    readonly keyPrefix: string;
    /** A command not answered in this time fails, so an outage never stalls a request. */
    readonly commandTimeoutMs: number;
  };
  readonly session: {
    readonly secret: string;
    /** True when the fixed development secret is in use (mock mode without SESSION_SECRET). */
    readonly secretIsDevelopmentDefault: boolean;
    readonly cookieSecure: boolean;
    /** A session unused for this long ends. */
    readonly idleTimeoutMs: number;
    /** A session ends this long after login, however busy. */
    readonly absoluteTimeoutMs: number;
  };
  readonly idempotency: {
    /** How long the answer to an idempotent mutation is kept for the client's retries. */
    readonly resultTtlMs: number;
  };
  readonly trustedOrigins: readonly string[];
  /** The websocket fan-out (docs/decisions/008-realtime.md). */
  readonly realtime: {
    /** How often the cluster's poller reads the all-players events feed. */
    readonly eventsPollMs: number;
    /** How often it reads the jackpots list (SPEC.md section 7: 5 s). */
    readonly jackpotsPollMs: number;
    readonly winnersPollMs: number;
    /** The poller's lock expiry: a dead leader is replaced within this. */
    readonly leaderLockMs: number;
    /** A socket that does not answer a PING within this is closed. */
    readonly pingIntervalMs: number;
  };
  readonly http: {
    /** Larger request bodies get 413 before they are parsed. */
    readonly bodyLimitBytes: number;
    /** The time a client has to send a request, and a handler has to answer it. */
    readonly requestTimeoutMs: number;
    /**
     * The time a client has to send a request's headers (a slow sender of headers holds a socket
     * and a parser): at most requestTimeoutMs, checked every second.
     */
    readonly headersTimeoutMs: number;
    /**
     * Which proxies' X-Forwarded-* headers to believe (the client IP the rate limits count by):
     * none, all, a number of hops, or their addresses and CIDR ranges.
     */
    readonly trustProxy: boolean | number | readonly string[];
    /**
     * The most calls one tRPC batch may carry, and the longest URL a batched GET may have: beyond
     * either the batch is refused with 400 before any procedure runs (docs/decisions/023).
     */
    readonly batchMaxCalls: number;
    readonly batchMaxUrlLength: number;
  };
  /**
   * Load shedding (@fastify/under-pressure): past any threshold set (0 turns one off) requests
   * are answered 503 with Retry-After until the next sample is under it again; the health and
   * readiness probes are always answered.
   */
  readonly pressure: {
    /** The mean event-loop delay over a sample, in milliseconds. */
    readonly maxEventLoopDelayMs: number;
    readonly maxHeapUsedBytes: number;
    readonly maxRssBytes: number;
    /** How often the process is measured. */
    readonly sampleIntervalMs: number;
    /** The Retry-After a shed request is given. */
    readonly retryAfterSeconds: number;
  };
  readonly rateLimits: RateLimitPolicies;
  readonly security: {
    /** CSP frame-ancestors: origins, or the keywords 'self' and 'none'. */
    readonly frameAncestors: readonly string[];
    /** Payment providers' pages the SPA may post a form to (CSP form-action). */
    readonly paymentOrigins: readonly string[];
  };
  readonly geo: {
    /** Lower-cased, as Node presents incoming header names. */
    readonly countryHeader: string;
    /** Upper-cased alpha-2 or alpha-3 codes, as the geo header may carry either. */
    readonly blockedCountries: readonly string[];
  };
  /** The ops endpoints (/metrics, the ops status) and the instance registry. */
  readonly ops: {
    /**
     * The bearer token /metrics and the ops status ask for: OPS_TOKEN, else in mock mode
     * DEV_OPS_TOKEN; null in live mode without OPS_TOKEN, where both answer 503.
     */
    readonly token: string | null;
    /** True when the token is mock mode's public default. */
    readonly tokenIsMockDefault: boolean;
    /** How often the instance publishes its figures to the registry. */
    readonly publishIntervalMs: number;
    /** How long an entry lives unless published again: a dead instance drops out after it. */
    readonly instanceTtlMs: number;
  };
  /** OpenTelemetry traces, exported by OTLP over HTTP; off while `otlpEndpoint` is null. */
  readonly tracing: {
    /** The collector's base URL; spans go to `<url>/v1/traces`. */
    readonly otlpEndpoint: string | null;
    readonly serviceName: string;
    /** The share of new traces recorded (a caller's sampled traceparent is always followed). */
    readonly sampleRatio: number;
  };
  readonly shutdownGraceMs: number;
  /**
   * On a signal, how long the instance keeps serving while it drains before it closes: readiness
   * answers 503 so the load balancer moves new connections away, and every answer asks its
   * client to close the connection, so none is left idle for the close to cut under a request.
   */
  readonly shutdownDrainMs: number;
  /** The built SPA the BFF serves (absolute); nothing is served when it holds no index.html. */
  readonly webDistDir: string;
  /**
   * How long a guest's first screen may take to draw on the BFF (FIRST_SCREEN_RENDER_MS, 1 s)
   * before the page goes out with its data alone (docs/decisions/031).
   */
  readonly firstScreenRenderMs: number;
  /**
   * How long a guest's navigation waits for its first screen (FIRST_SCREEN_WAIT_MS, 2 s) before
   * index.html goes out plain (docs/decisions/028).
   */
  readonly firstScreenWaitMs: number;
  /**
   * A revision written into the service worker the BFF serves (SERVICE_WORKER_REVISION): a new
   * value makes every open tab and installed app find a new version waiting, without a new build
   * (docs/decisions/036-pwa.md). Null: the build's worker as it is.
   */
  readonly serviceWorkerRevision: string | null;
  readonly product: ProductSettings;
}

export interface ConfigIssue {
  readonly variable: string;
  readonly problem: string;
}

/** A bad environment: the message names every bad variable and why, one per line. */
export class ConfigError extends Error {
  readonly issues: readonly ConfigIssue[];

  constructor(issues: readonly ConfigIssue[]) {
    super(
      [
        'Invalid configuration:',
        ...issues.map(({ variable, problem }) => `  - ${variable}: ${problem}`),
      ].join('\n'),
    );
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

// Variable parsers. Each carries one readable problem, written for whoever sets the environment.
// Values are never echoed back: several variables are secrets, or URLs that may hold credentials.

function integer(min: number, max: number) {
  const problem = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, problem)
    .transform(Number)
    .refine((value) => value >= min && value <= max, problem);
}

const booleanVar = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0'], { error: "must be 'true', 'false', '1' or '0'" }))
  .transform((value) => value === 'true' || value === '1');

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  return URL.canParse(value) && protocols.includes(new URL(value).protocol);
}

/** A URL with one of the given protocols, stored without a trailing slash. */
function urlVar(protocols: readonly string[] = ['http:', 'https:']) {
  const names = protocols.map((protocol) => `${protocol}//`).join(' or ');
  return z
    .string()
    .refine((value) => hasProtocol(value, protocols), `must be a ${names} URL`)
    .transform((value) => value.replace(/\/+$/, ''));
}

/** scheme://host[:port] and nothing more, as browsers send it in the Origin header. */
function toOrigin(value: string): string | null {
  if (!hasProtocol(value, ['http:', 'https:'])) return null;
  const url = new URL(value);
  return url.origin === value.replace(/\/$/, '') ? url.origin : null;
}

/**
 * A comma-separated list; blanks around items and empty items are ignored. Each item goes through
 * `item`, which returns the stored form or null with the item named in the problem.
 */
function listVar(item: (value: string) => string | null, problem: string) {
  return z.string().transform((raw, ctx) => {
    const values: string[] = [];
    for (const entry of raw.split(',')) {
      const trimmed = entry.trim();
      if (trimmed === '') continue;
      const parsed = item(trimmed);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: `'${trimmed}' ${problem}` });
        return z.NEVER;
      }
      if (!values.includes(parsed)) values.push(parsed);
    }
    return values;
  });
}

/** 'host:port', 'host' (the default port) or '[v6 address]:port'. */
function redisNode(value: string, defaultPort: number): RedisNode | null {
  const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9.-]+))(?::(\d{1,5}))?$/.exec(value);
  if (match === null) return null;
  const host = match[1] ?? match[2] ?? '';
  if (match[1] !== undefined && isIP(host) !== 6) return null;
  const port = match[3] === undefined ? defaultPort : Number(match[3]);
  return port >= 1 && port <= 65_535 ? { host, port } : null;
}

function redisNodesVar(defaultPort: number) {
  return listVar((value) => {
    const node = redisNode(value, defaultPort);
    return node === null ? null : `${node.host}:${String(node.port)}`;
  }, 'is not host:port')
    .refine((nodes) => nodes.length > 0, 'must name at least one host:port')
    .transform((nodes) =>
      nodes.map((node): RedisNode => {
        const at = node.lastIndexOf(':');
        return { host: node.slice(0, at), port: Number(node.slice(at + 1)) };
      }),
    );
}

const countryListVar = listVar((value) => {
  const code = value.toUpperCase();
  return /^[A-Z]{2,3}$/.test(code) ? code : null;
}, 'is not a 2- or 3-letter country code');

const originListVar = listVar(toOrigin, 'is not an origin (scheme://host[:port], no path)');

/** Origins, or the CSP keywords self and none (quoted or not), stored as CSP sources. */
const frameAncestorsVar = listVar((value) => {
  const keyword = /^'?(self|none)'?$/i.exec(value)?.[1];
  return keyword === undefined ? toOrigin(value) : `'${keyword.toLowerCase()}'`;
}, "is neither an origin (scheme://host[:port], no path) nor 'self' or 'none'").refine(
  (sources) => !sources.includes("'none'") || sources.length === 1,
  "'none' cannot be combined with other sources",
);

/** false, true, a hop count, or a list of proxy addresses and CIDR ranges. */
const trustProxyVar = z.string().transform((raw, ctx): boolean | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const isAddress = (entry: string) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 6 ? 128 : 32;
    return (
      family !== 0 &&
      rest.length === 0 &&
      (prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix))
    );
  };
  const bad = entries.find((entry) => !isAddress(entry));
  if (bad !== undefined || entries.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be 'true', 'false', a hop count or IP addresses and CIDR ranges${bad === undefined ? '' : ` ('${bad}' is none of these)`}`,
    });
    return z.NEVER;
  }
  return entries;
});

const RATE_LIMIT_ENTRY = /^([A-Za-z]+)\.(ip|account)=(\d{1,6})\/(\d{1,5})$/;

function isPolicyName(name: string): name is RateLimitPolicyName {
  return (RATE_LIMIT_POLICY_NAMES as readonly string[]).includes(name);
}

/** 'policy.scope=points/seconds' entries, e.g. 'signUp.ip=50/600,login.account=5/60'. */
const rateLimitsVar = z.string().transform((raw, ctx): RateLimitOverride[] => {
  const overrides: RateLimitOverride[] = [];
  for (const entry of raw.split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const [, policy = '', scope, points, seconds] = RATE_LIMIT_ENTRY.exec(trimmed) ?? [];
    const rule = { points: Number(points), durationSeconds: Number(seconds) };
    const valid =
      isPolicyName(policy) &&
      (scope === 'ip' ||
        (scope === 'account' && DEFAULT_RATE_LIMIT_POLICIES[policy].account !== undefined)) &&
      rule.points >= 1 &&
      rule.durationSeconds >= 1 &&
      rule.durationSeconds <= 86_400;
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        message: `'${trimmed}' is not policy.scope=points/seconds (policies: ${RATE_LIMIT_POLICY_NAMES.join(', ')}; scopes: ip, account where the policy has one; 1 to 86400 seconds)`,
      });
      return z.NEVER;
    }
    overrides.push({ policy, scope, rule });
  }
  return overrides;
});

/** 'YYYY-MM-DD..YYYY-MM-DD', both days included. */
const dateWindowVar = z.string().transform((raw, ctx): DateWindow => {
  const [start, end, ...rest] = raw.split('..');
  const parsed = dateWindowSchema.safeParse({ start: start?.trim(), end: end?.trim() });
  if (rest.length > 0 || !parsed.success) {
    ctx.addIssue({
      code: 'custom',
      message: "must be 'YYYY-MM-DD..YYYY-MM-DD' with real dates, the start not after the end",
    });
    return z.NEVER;
  }
  return parsed.data;
});

const timeoutVar = integer(1, 120_000);

const envSchema = z.object({
  NODE_ENV: z
    .enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` })
    .default('development'),
  PORT: integer(0, 65_535).default(3000),
  // Loopback by default: in mock mode the BFF serves QA controls that change the player's world,
  // and they must not be reachable from the network by accident. Docker sets HOST=0.0.0.0.
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  UPSTREAM_MODE: z
    .enum(UPSTREAM_MODES, { error: `must be one of ${UPSTREAM_MODES.join(', ')}` })
    .default('mock'),
  CASINO_API_URL: urlVar().optional(),
  SPORT_API_URL: urlVar().optional(),
  CMS_API_URL: urlVar().optional(),
  JACKPOT_API_URL: urlVar().optional(),
  UPSTREAM_TIMEOUT_MS: timeoutVar.default(5000),
  CASINO_TIMEOUT_MS: timeoutVar.optional(),
  SPORT_TIMEOUT_MS: timeoutVar.optional(),
  CMS_TIMEOUT_MS: timeoutVar.optional(),
  JACKPOT_TIMEOUT_MS: timeoutVar.optional(),
  UPSTREAM_CONNECTIONS: integer(1, 1024).default(32),
  UPSTREAM_MAX_CONCURRENT: integer(1, 10_000).default(64),
  UPSTREAM_MAX_QUEUE: integer(0, 100_000).default(256),
  UPSTREAM_BREAKER_THRESHOLD: integer(1, 1000).default(5),
  UPSTREAM_BREAKER_FAILURE_PERCENT: integer(0, 100).default(50),
  UPSTREAM_BREAKER_WINDOW: integer(2, 1000).default(20),
  UPSTREAM_BREAKER_HALF_OPEN_MS: integer(100, 600_000).default(10_000),
  UPSTREAM_RETRIES: integer(0, 5).default(2),
  MOCK_UPSTREAMS_URL: urlVar().optional(),
  MOCK_SEED: integer(0, 2_147_483_647).default(DEFAULT_MOCK_SEED),
  REDIS_URL: urlVar(['redis:', 'rediss:']).optional(),
  REDIS_SENTINELS: redisNodesVar(DEFAULT_SENTINEL_PORT).optional(),
  REDIS_SENTINEL_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits or ._-')
    .optional(),
  REDIS_SENTINEL_PASSWORD: z.string().max(512, 'must be at most 512 characters').optional(),
  REDIS_CLUSTER_NODES: redisNodesVar(DEFAULT_REDIS_PORT).optional(),
  REDIS_PASSWORD: z.string().max(512, 'must be at most 512 characters').optional(),
  REDIS_TLS: booleanVar.default(false),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,32}$/, 'must be 1 to 32 letters, digits or :_.-')
    .default('lumo:'),
  REDIS_COMMAND_TIMEOUT_MS: integer(50, 60_000).default(500),
  SESSION_SECRET: z
    .string()
    .min(SESSION_SECRET_MIN_LENGTH, `must be at least ${SESSION_SECRET_MIN_LENGTH} characters long`)
    .optional(),
  COOKIE_SECURE: booleanVar.default(false),
  SESSION_IDLE_TIMEOUT_MS: integer(60_000, 31_536_000_000).default(1_800_000),
  SESSION_ABSOLUTE_TIMEOUT_MS: integer(60_000, 31_536_000_000).default(43_200_000),
  IDEMPOTENCY_TTL_MS: integer(60_000, 604_800_000).default(86_400_000),
  TRUSTED_ORIGINS: originListVar.default([]),
  REALTIME_EVENTS_POLL_MS: integer(100, 60_000).default(1_000),
  REALTIME_JACKPOTS_POLL_MS: integer(100, 600_000).default(JACKPOTS_POLL_MS),
  REALTIME_WINNERS_POLL_MS: integer(100, 600_000).default(10_000),
  REALTIME_LEADER_LOCK_MS: integer(1_000, 600_000).default(15_000),
  REALTIME_PING_INTERVAL_MS: integer(1_000, 600_000).default(25_000),
  BODY_LIMIT_BYTES: integer(1_024, 104_857_600).default(1_048_576),
  REQUEST_TIMEOUT_MS: integer(1_000, 600_000).default(30_000),
  HEADERS_TIMEOUT_MS: integer(1_000, 600_000).default(7_000),
  TRPC_BATCH_MAX_CALLS: integer(1, 1_000).default(32),
  TRPC_BATCH_MAX_URL_LENGTH: integer(256, 65_536).default(8_192),
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: integer(0, 60_000).default(200),
  PRESSURE_MAX_HEAP_USED_BYTES: integer(0, 1_099_511_627_776).default(0),
  PRESSURE_MAX_RSS_BYTES: integer(0, 1_099_511_627_776).default(0),
  PRESSURE_SAMPLE_INTERVAL_MS: integer(10, 60_000).default(1_000),
  PRESSURE_RETRY_AFTER_SECONDS: integer(1, 3_600).default(5),
  TRUST_PROXY: trustProxyVar.default(false),
  RATE_LIMITS: rateLimitsVar.default([]),
  FRAME_ANCESTORS: frameAncestorsVar.default(["'self'"]),
  PAYMENT_ORIGINS: originListVar.default([]),
  GEO_COUNTRY_HEADER: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.string().regex(/^[!#$%&'*+.^_`|~0-9a-z-]+$/, 'must be an HTTP header name'))
    .default('x-country-code'),
  BLOCKED_COUNTRIES: countryListVar.default([]),
  OPS_TOKEN: z.string().min(16, 'must be at least 16 characters long').optional(),
  OPS_PUBLISH_INTERVAL_MS: integer(100, 60_000).default(5_000),
  OPS_INSTANCE_TTL_MS: integer(300, 600_000).default(15_000),
  OTEL_EXPORTER_OTLP_ENDPOINT: urlVar().optional(),
  OTEL_SERVICE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits or ._-')
    .default('lumo-bff'),
  OTEL_TRACES_SAMPLER_ARG: z
    .string()
    .regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'must be a number from 0 to 1')
    .transform(Number)
    .default(1),
  SHUTDOWN_GRACE_MS: integer(0, 600_000).default(10_000),
  SHUTDOWN_DRAIN_MS: integer(0, 600_000).default(2_000),
  FIRST_SCREEN_RENDER_MS: integer(50, 60_000).default(1_000),
  FIRST_SCREEN_WAIT_MS: integer(50, 60_000).default(2_000),
  WEB_DIST_DIR: z
    .string()
    .transform((value) => resolve(value))
    .default(DEFAULT_WEB_DIST_DIR),
  SERVICE_WORKER_REVISION: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
    .optional(),
  BRAND_NAME: z.string().max(60, 'must be at most 60 characters').default('Lumo Casino'),
  SPORT_FRAME_URL: urlVar().optional(),
  GAMIFICATION_PANEL_URL: urlVar().optional(),
  SPORT_TESTER_USER_ID: integer(1, Number.MAX_SAFE_INTEGER).optional(),
  // Its default depends on the host (toConfig).
  CATCH_GAME_ID: integer(1, Number.MAX_SAFE_INTEGER).optional(),
  AFFILIATES_URL: urlVar().optional(),
  SUPPORT_CHAT_URL: urlVar().optional(),
  GAME_FRAME_ORIGINS: originListVar.default([]),
  WINNERS_HIDDEN_COUNTRIES: countryListVar.default(['GBR']),
  THIRD_PARTY_SCRIPTS: listVar(
    (value) => (hasProtocol(value, ['https:']) ? value : null),
    'is not an https:// URL',
  ).default([]),
  REFERRAL_PARAMS: listVar(
    (value) => (/^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null),
    'is not a query parameter name (letters, digits, _ or -)',
  )
    // stag is always recognised; listing it again changes nothing.
    .transform((names) => names.filter((name) => name !== STAG_PARAM))
    .default([]),
  OKTOBERFEST_WINDOW: dateWindowVar.default({ ...OKTOBERFEST_WINDOW }),
  CATCH_GAME_WINDOW: dateWindowVar.default({ ...CATCH_GAME_WINDOW }),
});

type Env = z.output<typeof envSchema>;

type UrlVariable = 'CASINO_API_URL' | 'SPORT_API_URL' | 'CMS_API_URL' | 'JACKPOT_API_URL';
type TimeoutVariable =
  'CASINO_TIMEOUT_MS' | 'SPORT_TIMEOUT_MS' | 'CMS_TIMEOUT_MS' | 'JACKPOT_TIMEOUT_MS';

const UPSTREAM_ENV: Readonly<Record<UpstreamName, { url: UrlVariable; timeout: TimeoutVariable }>> =
  {
    casino: { url: 'CASINO_API_URL', timeout: 'CASINO_TIMEOUT_MS' },
    sport: { url: 'SPORT_API_URL', timeout: 'SPORT_TIMEOUT_MS' },
    cms: { url: 'CMS_API_URL', timeout: 'CMS_TIMEOUT_MS' },
    jackpot: { url: 'JACKPOT_API_URL', timeout: 'JACKPOT_TIMEOUT_MS' },
  };

/**
 * Rules between variables. They read the raw values, so that a live environment with a bad PORT
 * and a missing URL hears about both at once.
 */
function modeIssues(present: Readonly<Record<string, string>>): ConfigIssue[] {
  const issues = opsIssues(present);
  if (present.UPSTREAM_MODE !== 'live') return issues;
  issues.push(
    ...UPSTREAM_NAMES.map((name) => UPSTREAM_ENV[name].url)
      .filter((variable) => present[variable] === undefined)
      .map((variable) => ({ variable, problem: 'is required when UPSTREAM_MODE=live' })),
  );
  if (present.SESSION_SECRET === undefined) {
    issues.push({
      variable: 'SESSION_SECRET',
      problem: `is required when UPSTREAM_MODE=live (at least ${SESSION_SECRET_MIN_LENGTH} characters)`,
    });
  }
  if (present.MOCK_UPSTREAMS_URL !== undefined) {
    issues.push({
      variable: 'MOCK_UPSTREAMS_URL',
      problem: 'is only used when UPSTREAM_MODE=mock',
    });
  }
  return issues;
}

/** An entry must outlive the interval it is published at, or instances would blink out. */
function opsIssues(present: Readonly<Record<string, string>>): ConfigIssue[] {
  const interval = Number(present.OPS_PUBLISH_INTERVAL_MS ?? 5_000);
  const ttl = Number(present.OPS_INSTANCE_TTL_MS ?? 15_000);
  if (!Number.isFinite(interval) || !Number.isFinite(ttl) || ttl >= 2 * interval) return [];
  return [
    {
      variable: 'OPS_INSTANCE_TTL_MS',
      problem: 'must be at least twice OPS_PUBLISH_INTERVAL_MS',
    },
  ];
}

/** One way to reach Redis at most, and the Sentinel and Cluster variables only with theirs. */
function redisIssues(present: Readonly<Record<string, string>>): ConfigIssue[] {
  const forms = ['REDIS_URL', 'REDIS_SENTINELS', 'REDIS_CLUSTER_NODES'].filter(
    (variable) => present[variable] !== undefined,
  );
  const issues: ConfigIssue[] = forms
    .slice(1)
    .map((variable) => ({ variable, problem: `cannot be combined with ${forms[0] ?? ''}` }));
  const sentinel = present.REDIS_SENTINELS !== undefined;
  if (sentinel && present.REDIS_SENTINEL_NAME === undefined) {
    issues.push({
      variable: 'REDIS_SENTINEL_NAME',
      problem: "is required with REDIS_SENTINELS (the master's name the sentinels monitor)",
    });
  }
  for (const variable of ['REDIS_SENTINEL_NAME', 'REDIS_SENTINEL_PASSWORD']) {
    if (!sentinel && present[variable] !== undefined) {
      issues.push({ variable, problem: 'is only used with REDIS_SENTINELS' });
    }
  }
  const nodes = sentinel || present.REDIS_CLUSTER_NODES !== undefined;
  for (const variable of ['REDIS_PASSWORD', 'REDIS_TLS']) {
    if (!nodes && present[variable] !== undefined) {
      issues.push({
        variable,
        problem:
          'is only used with REDIS_SENTINELS or REDIS_CLUSTER_NODES (REDIS_URL carries its own password and rediss://)',
      });
    }
  }
  return issues;
}

function redisTarget(env: Env): RedisTarget | null {
  const password = env.REDIS_PASSWORD ?? null;
  if (env.REDIS_URL !== undefined) return { kind: 'url', url: env.REDIS_URL };
  if (env.REDIS_SENTINELS !== undefined) {
    return {
      kind: 'sentinel',
      sentinels: env.REDIS_SENTINELS,
      name: env.REDIS_SENTINEL_NAME ?? '',
      password,
      sentinelPassword: env.REDIS_SENTINEL_PASSWORD ?? null,
      tls: env.REDIS_TLS,
    };
  }
  if (env.REDIS_CLUSTER_NODES !== undefined) {
    return { kind: 'cluster', nodes: env.REDIS_CLUSTER_NODES, password, tls: env.REDIS_TLS };
  }
  return null;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Whether this is the production host, where the catch game is bonus 270 rather than 100 (SPEC.md
 * section 9). Live mode is: it serves the real casino, whose promotion has that id; mock mode never
 * is (as for the mock-modals, "non-production" is mock mode). A live deployment against a casino
 * whose catch game has another id (a staging casino's 100) sets CATCH_GAME_ID.
 */
function isProductionHost(env: Env): boolean {
  return env.UPSTREAM_MODE === 'live';
}

function toConfig(env: Env): Config {
  const upstream = (name: UpstreamName): UpstreamSettings => {
    const { url, timeout } = UPSTREAM_ENV[name];
    return {
      url: env[url] ?? null,
      timeoutMs: env[timeout] ?? env.UPSTREAM_TIMEOUT_MS,
    };
  };
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    upstreamMode: env.UPSTREAM_MODE,
    upstreams: {
      casino: upstream('casino'),
      sport: upstream('sport'),
      cms: upstream('cms'),
      jackpot: upstream('jackpot'),
    },
    upstreamPolicy: {
      connections: env.UPSTREAM_CONNECTIONS,
      maxConcurrent: env.UPSTREAM_MAX_CONCURRENT,
      maxQueue: env.UPSTREAM_MAX_QUEUE,
      breakerThreshold: env.UPSTREAM_BREAKER_THRESHOLD,
      breakerFailureRate: env.UPSTREAM_BREAKER_FAILURE_PERCENT / 100,
      breakerWindow: env.UPSTREAM_BREAKER_WINDOW,
      breakerHalfOpenMs: env.UPSTREAM_BREAKER_HALF_OPEN_MS,
      retries: env.UPSTREAM_RETRIES,
    },
    mock: { upstreamsUrl: env.MOCK_UPSTREAMS_URL ?? null, seed: env.MOCK_SEED },
    redis: {
      target: redisTarget(env),
      keyPrefix: env.REDIS_KEY_PREFIX,
      commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    },
    session: {
      secret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
      secretIsDevelopmentDefault: env.SESSION_SECRET === undefined,
      cookieSecure: env.COOKIE_SECURE,
      idleTimeoutMs: env.SESSION_IDLE_TIMEOUT_MS,
      absoluteTimeoutMs: env.SESSION_ABSOLUTE_TIMEOUT_MS,
    },
    idempotency: { resultTtlMs: env.IDEMPOTENCY_TTL_MS },
    trustedOrigins: env.TRUSTED_ORIGINS,
    realtime: {
      eventsPollMs: env.REALTIME_EVENTS_POLL_MS,
      jackpotsPollMs: env.REALTIME_JACKPOTS_POLL_MS,
      winnersPollMs: env.REALTIME_WINNERS_POLL_MS,
      leaderLockMs: env.REALTIME_LEADER_LOCK_MS,
      pingIntervalMs: env.REALTIME_PING_INTERVAL_MS,
    },
    http: {
      bodyLimitBytes: env.BODY_LIMIT_BYTES,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
      trustProxy: env.TRUST_PROXY,
      batchMaxCalls: env.TRPC_BATCH_MAX_CALLS,
      batchMaxUrlLength: env.TRPC_BATCH_MAX_URL_LENGTH,
    },
    pressure: {
      maxEventLoopDelayMs: env.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: env.PRESSURE_MAX_HEAP_USED_BYTES,
      maxRssBytes: env.PRESSURE_MAX_RSS_BYTES,
      sampleIntervalMs: env.PRESSURE_SAMPLE_INTERVAL_MS,
      retryAfterSeconds: env.PRESSURE_RETRY_AFTER_SECONDS,
    },
    rateLimits: withOverrides(DEFAULT_RATE_LIMIT_POLICIES, env.RATE_LIMITS),
    security: { frameAncestors: env.FRAME_ANCESTORS, paymentOrigins: env.PAYMENT_ORIGINS },
    geo: { countryHeader: env.GEO_COUNTRY_HEADER, blockedCountries: env.BLOCKED_COUNTRIES },
    ops: {
      token: env.OPS_TOKEN ?? (env.UPSTREAM_MODE === 'mock' ? DEV_OPS_TOKEN : null),
      tokenIsMockDefault: env.OPS_TOKEN === undefined && env.UPSTREAM_MODE === 'mock',
      publishIntervalMs: env.OPS_PUBLISH_INTERVAL_MS,
      instanceTtlMs: env.OPS_INSTANCE_TTL_MS,
    },
    tracing: {
      otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
      serviceName: env.OTEL_SERVICE_NAME,
      sampleRatio: env.OTEL_TRACES_SAMPLER_ARG,
    },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    webDistDir: env.WEB_DIST_DIR,
    firstScreenRenderMs: env.FIRST_SCREEN_RENDER_MS,
    firstScreenWaitMs: env.FIRST_SCREEN_WAIT_MS,
    serviceWorkerRevision: env.SERVICE_WORKER_REVISION ?? null,
    product: {
      brandName: env.BRAND_NAME,
      sportFrameUrl: env.SPORT_FRAME_URL ?? null,
      gamificationPanelUrl: env.GAMIFICATION_PANEL_URL ?? null,
      sportTesterUserId: env.SPORT_TESTER_USER_ID ?? null,
      catchGameId: env.CATCH_GAME_ID ?? catchGameId(isProductionHost(env)),
      affiliatesUrl: env.AFFILIATES_URL ?? null,
      supportChatUrl: env.SUPPORT_CHAT_URL ?? null,
      gameFrameOrigins: env.GAME_FRAME_ORIGINS,
      winnersHiddenCountries: env.WINNERS_HIDDEN_COUNTRIES,
      thirdPartyScripts: env.THIRD_PARTY_SCRIPTS,
      referralParams: env.REFERRAL_PARAMS,
      oktoberfestWindow: env.OKTOBERFEST_WINDOW,
      catchGameWindow: env.CATCH_GAME_WINDOW,
    },
  };
}

/**
 * Parses the environment once. Blank values count as unset, so `FOO=` in an env file falls back
 * to the default instead of failing as an empty URL or number.
 */
export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined>): Config {
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') present[name] = value.trim();
  }
  const result = envSchema.safeParse(present);
  const issues = [
    ...(result.error?.issues ?? []).map((issue) => ({
      variable: String(issue.path[0] ?? '(environment)'),
      problem: issue.message,
    })),
    ...modeIssues(present),
    ...redisIssues(present),
  ];
  if (!result.success || issues.length > 0) throw new ConfigError(issues);
  return deepFreeze(toConfig(result.data));
}
