import {
  CATCH_GAME_ID_DEFAULT,
  CATCH_GAME_ID_PRODUCTION,
  CATCH_GAME_WINDOW,
  OKTOBERFEST_WINDOW,
} from '@casino/shared';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_MOCK_SEED,
  DEFAULT_WEB_DIST_DIR,
  DEV_OPS_TOKEN,
  DEV_SESSION_SECRET,
  loadConfig,
  type ConfigIssue,
} from './config.js';
import { DEFAULT_RATE_LIMIT_POLICIES } from './rate-limit-policies.js';

const LIVE_ENV = {
  UPSTREAM_MODE: 'live',
  CASINO_API_URL: 'https://casino.example.com/api/',
  SPORT_API_URL: 'https://sport.example.com',
  CMS_API_URL: 'https://cms.example.com',
  JACKPOT_API_URL: 'https://jackpot.example.com',
  SESSION_SECRET: 's'.repeat(32),
};

function issuesOf(env: Record<string, string | undefined>): ConfigIssue[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.issues];
    throw error;
  }
  throw new Error('the environment was accepted');
}

function problemOf(env: Record<string, string | undefined>, variable: string): string {
  const issue = issuesOf(env).find((candidate) => candidate.variable === variable);
  if (issue === undefined) throw new Error(`no issue names ${variable}`);
  return issue.problem;
}

describe('loadConfig defaults', () => {
  const config = loadConfig({});

  it('runs in mock mode on loopback port 3000 with info logs', () => {
    expect(config.upstreamMode).toBe('mock');
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.logLevel).toBe('info');
    expect(config.nodeEnv).toBe('development');
  });

  it('uses the fixed development session secret in mock mode, and says so', () => {
    expect(config.session.secret).toBe(DEV_SESSION_SECRET);
    expect(config.session.secretIsDevelopmentDefault).toBe(true);
    expect(config.session.cookieSecure).toBe(false);
  });

  it('has no upstream URLs, and a 5 s timeout for each upstream', () => {
    for (const settings of Object.values(config.upstreams)) {
      expect(settings).toEqual({ url: null, timeoutMs: 5000 });
    }
  });

  it('has bounded upstream policies and a 10 s shutdown grace', () => {
    expect(config.upstreamPolicy).toEqual({
      connections: 32,
      maxConcurrent: 64,
      maxQueue: 256,
      breakerThreshold: 5,
      breakerFailureRate: 0.5,
      breakerWindow: 20,
      breakerHalfOpenMs: 10_000,
      retries: 2,
    });
    expect(config.shutdownGraceMs).toBe(10_000);
    expect(config.shutdownDrainMs).toBe(2_000);
  });

  it('reads the country from x-country-code and blocks nobody', () => {
    expect(config.geo).toEqual({ countryHeader: 'x-country-code', blockedCountries: [] });
  });

  it('takes the product defaults of the spec and the shared constants', () => {
    expect(config.product).toEqual({
      brandName: 'Lumo Casino',
      sportFrameUrl: null,
      gamificationPanelUrl: null,
      sportTesterUserId: null,
      catchGameId: CATCH_GAME_ID_DEFAULT,
      affiliatesUrl: null,
      supportChatUrl: null,
      gameFrameOrigins: [],
      winnersHiddenCountries: ['GBR'],
      thirdPartyScripts: [],
      referralParams: [],
      oktoberfestWindow: OKTOBERFEST_WINDOW,
      catchGameWindow: CATCH_GAME_WINDOW,
    });
  });

  it('has a fixed mock seed, no Redis and the documented mock ops token', () => {
    expect(config.mock).toEqual({ upstreamsUrl: null, seed: DEFAULT_MOCK_SEED });
    expect(config.redis.target).toBeNull();
    expect(config.ops).toEqual({
      token: DEV_OPS_TOKEN,
      tokenIsMockDefault: true,
      publishIntervalMs: 5_000,
      instanceTtlMs: 15_000,
    });
  });

  it('takes OPS_TOKEN over the mock default', () => {
    const ops = loadConfig({ OPS_TOKEN: 'ops-token-0123456789' }).ops;
    expect(ops.token).toBe('ops-token-0123456789');
    expect(ops.tokenIsMockDefault).toBe(false);
  });

  it('wants an instance entry to live at least two publications', () => {
    expect(
      loadConfig({ OPS_PUBLISH_INTERVAL_MS: '200', OPS_INSTANCE_TTL_MS: '400' }).ops,
    ).toMatchObject({ publishIntervalMs: 200, instanceTtlMs: 400 });
    expect(
      problemOf(
        { OPS_PUBLISH_INTERVAL_MS: '200', OPS_INSTANCE_TTL_MS: '399' },
        'OPS_INSTANCE_TTL_MS',
      ),
    ).toContain('at least twice OPS_PUBLISH_INTERVAL_MS');
    expect(problemOf({ OPS_INSTANCE_TTL_MS: '9999' }, 'OPS_INSTANCE_TTL_MS')).toContain(
      'at least twice',
    );
  });

  it("takes a 1 MiB body limit, a 30 s request timeout and frames from 'self' only", () => {
    expect(config.http).toEqual({
      bodyLimitBytes: 1_048_576,
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 7_000,
      trustProxy: false,
      batchMaxCalls: 32,
      batchMaxUrlLength: 8_192,
    });
    expect(config.security).toEqual({ frameAncestors: ["'self'"], paymentOrigins: [] });
    expect(config.rateLimits).toEqual(DEFAULT_RATE_LIMIT_POLICIES);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', BRAND_NAME: '  ' }).port).toBe(3000);
  });

  it('is frozen all the way down', () => {
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.product.winnersHiddenCountries)).toBe(true);
    expect(Object.isFrozen(config.upstreams.casino)).toBe(true);
  });
});

describe('loadConfig values', () => {
  it('parses numbers, booleans and per-upstream timeouts', () => {
    const config = loadConfig({
      PORT: '8080',
      COOKIE_SECURE: 'TRUE',
      UPSTREAM_TIMEOUT_MS: '2000',
      CMS_TIMEOUT_MS: '750',
      SHUTDOWN_GRACE_MS: '0',
      SHUTDOWN_DRAIN_MS: '0',
    });
    expect(config.port).toBe(8080);
    expect(config.session.cookieSecure).toBe(true);
    expect(config.upstreams.casino.timeoutMs).toBe(2000);
    expect(config.upstreams.cms.timeoutMs).toBe(750);
    expect(config.shutdownGraceMs).toBe(0);
    expect(config.shutdownDrainMs).toBe(0);
    expect(loadConfig({ COOKIE_SECURE: '0' }).session.cookieSecure).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: '1' }).session.cookieSecure).toBe(true);
  });

  it('normalises lists: trimmed, deduplicated, codes upper-cased, origins without a slash', () => {
    const config = loadConfig({
      TRUSTED_ORIGINS: 'https://lumo.example.com/, http://localhost:5173 ,,',
      BLOCKED_COUNTRIES: 'us, FRA,us',
      WINNERS_HIDDEN_COUNTRIES: 'gbr,gb',
      GEO_COUNTRY_HEADER: 'CF-IPCountry',
      REFERRAL_PARAMS: 'btag, stag, affid',
      THIRD_PARTY_SCRIPTS: 'https://cdn.example.com/a.js',
    });
    expect(config.trustedOrigins).toEqual(['https://lumo.example.com', 'http://localhost:5173']);
    expect(config.geo.blockedCountries).toEqual(['US', 'FRA']);
    expect(config.geo.countryHeader).toBe('cf-ipcountry');
    expect(config.product.winnersHiddenCountries).toEqual(['GBR', 'GB']);
    expect(config.product.referralParams).toEqual(['btag', 'affid']);
    expect(config.product.thirdPartyScripts).toEqual(['https://cdn.example.com/a.js']);
  });

  it('reads frame ancestors as origins or the keywords self and none, quoted or not', () => {
    const ancestors = (value: string) => loadConfig({ FRAME_ANCESTORS: value }).security;
    expect(ancestors("self, https://partner.example.com/, 'SELF'").frameAncestors).toEqual([
      "'self'",
      'https://partner.example.com',
    ]);
    expect(ancestors('none').frameAncestors).toEqual(["'none'"]);
    const config = loadConfig({
      PAYMENT_ORIGINS: 'https://pay.example.com',
      BODY_LIMIT_BYTES: '2048',
      REQUEST_TIMEOUT_MS: '5000',
    });
    expect(config.security.paymentOrigins).toEqual(['https://pay.example.com']);
    expect(config.http).toEqual({
      bodyLimitBytes: 2048,
      requestTimeoutMs: 5000,
      headersTimeoutMs: 5000,
      trustProxy: false,
      batchMaxCalls: 32,
      batchMaxUrlLength: 8_192,
    });
  });

  it('sheds load past a 200 ms event-loop delay by default, memory limits off', () => {
    expect(loadConfig({}).pressure).toEqual({
      maxEventLoopDelayMs: 200,
      maxHeapUsedBytes: 0,
      maxRssBytes: 0,
      sampleIntervalMs: 1_000,
      retryAfterSeconds: 5,
    });
  });

  it('reads the load-shedding limits, within their bounds', () => {
    const config = loadConfig({
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      PRESSURE_MAX_HEAP_USED_BYTES: '536870912',
      PRESSURE_MAX_RSS_BYTES: '805306368',
      PRESSURE_SAMPLE_INTERVAL_MS: '250',
      PRESSURE_RETRY_AFTER_SECONDS: '30',
    });
    expect(config.pressure).toEqual({
      maxEventLoopDelayMs: 0,
      maxHeapUsedBytes: 536_870_912,
      maxRssBytes: 805_306_368,
      sampleIntervalMs: 250,
      retryAfterSeconds: 30,
    });
    expect(() => loadConfig({ PRESSURE_SAMPLE_INTERVAL_MS: '5' })).toThrow(
      /PRESSURE_SAMPLE_INTERVAL_MS/,
    );
    expect(() => loadConfig({ PRESSURE_RETRY_AFTER_SECONDS: '0' })).toThrow(
      /PRESSURE_RETRY_AFTER_SECONDS/,
    );
    expect(() => loadConfig({ PRESSURE_MAX_RSS_BYTES: '-1' })).toThrow(/PRESSURE_MAX_RSS_BYTES/);
  });

  it('reads the tRPC batch limits, within their bounds', () => {
    const config = loadConfig({ TRPC_BATCH_MAX_CALLS: '5', TRPC_BATCH_MAX_URL_LENGTH: '1024' });
    expect(config.http.batchMaxCalls).toBe(5);
    expect(config.http.batchMaxUrlLength).toBe(1_024);
    expect(() => loadConfig({ TRPC_BATCH_MAX_CALLS: '0' })).toThrow(/TRPC_BATCH_MAX_CALLS/);
    expect(() => loadConfig({ TRPC_BATCH_MAX_URL_LENGTH: '100' })).toThrow(
      /TRPC_BATCH_MAX_URL_LENGTH/,
    );
  });

  it('reads TRUST_PROXY as a boolean, a hop count or proxy addresses', () => {
    const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).http.trustProxy;
    expect(trustProxy('TRUE')).toBe(true);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.0/8, 192.168.1.7,::1')).toEqual(['10.0.0.0/8', '192.168.1.7', '::1']);
  });

  it('reads RATE_LIMITS as policy.scope=points/seconds over the defaults', () => {
    const { rateLimits } = loadConfig({ RATE_LIMITS: 'signUp.ip=50/600, login.account=3/30' });
    expect(rateLimits.signUp.ip).toEqual({ points: 50, durationSeconds: 600 });
    expect(rateLimits.login.account).toEqual({
      points: 3,
      durationSeconds: 30,
      counts: 'failures',
    });
    expect(rateLimits.login.ip).toEqual(DEFAULT_RATE_LIMIT_POLICIES.login.ip);
  });

  it('reads promotion windows as YYYY-MM-DD..YYYY-MM-DD, both days included', () => {
    const config = loadConfig({ OKTOBERFEST_WINDOW: '2026-09-17..2026-10-06' });
    expect(config.product.oktoberfestWindow).toEqual({ start: '2026-09-17', end: '2026-10-06' });
    expect(
      loadConfig({ CATCH_GAME_WINDOW: '2026-12-20..2026-12-20' }).product.catchGameWindow,
    ).toEqual({ start: '2026-12-20', end: '2026-12-20' });
  });

  it('finds the web build beside the BFF, or where WEB_DIST_DIR says, as an absolute path', () => {
    expect(loadConfig({}).webDistDir).toBe(DEFAULT_WEB_DIST_DIR);
    expect(DEFAULT_WEB_DIST_DIR).toBe(fileURLToPath(new URL('../../web/dist', import.meta.url)));
    expect(loadConfig({ WEB_DIST_DIR: '/srv/lumo/web' }).webDistDir).toBe('/srv/lumo/web');
    expect(loadConfig({ WEB_DIST_DIR: 'web/dist' }).webDistDir).toBe(resolve('web/dist'));
  });

  it('keeps upstream URLs without a trailing slash', () => {
    expect(loadConfig(LIVE_ENV).upstreams.casino.url).toBe('https://casino.example.com/api');
  });
});

describe('loadConfig refusals name each bad variable and why', () => {
  it.each([
    ['PORT', 'abc', 'whole number from 0 to 65535'],
    ['PORT', '70000', 'whole number from 0 to 65535'],
    ['MOCK_SEED', '-1', 'whole number'],
    ['UPSTREAM_TIMEOUT_MS', '0', 'whole number from 1'],
    ['UPSTREAM_MODE', 'staging', 'mock, live'],
    ['LOG_LEVEL', 'verbose', 'fatal, error, warn, info, debug, trace, silent'],
    ['NODE_ENV', 'prod', 'development, production, test'],
    ['COOKIE_SECURE', 'yes', "'true', 'false', '1' or '0'"],
    ['CASINO_API_URL', 'casino.internal', 'http:// or https:// URL'],
    ['SUPPORT_CHAT_URL', 'ftp://chat.example.com', 'http:// or https:// URL'],
    ['REDIS_URL', 'http://127.0.0.1:6379', 'redis:// or rediss:// URL'],
    ['SESSION_SECRET', 'short', 'at least 32 characters'],
    ['OPS_TOKEN', 'short', 'at least 16 characters'],
    ['OPS_PUBLISH_INTERVAL_MS', '99', 'whole number from 100'],
    ['OPS_INSTANCE_TTL_MS', '600001', 'whole number from 300'],
    [
      'TRUSTED_ORIGINS',
      'https://ok.example.com,https://x.example.com/path',
      "'https://x.example.com/path' is not an origin",
    ],
    ['GAME_FRAME_ORIGINS', 'games.example.com', "'games.example.com' is not an origin"],
    ['BLOCKED_COUNTRIES', 'USA,Germany', "'Germany' is not a 2- or 3-letter country code"],
    ['WINNERS_HIDDEN_COUNTRIES', 'G1', "'G1' is not a 2- or 3-letter country code"],
    ['THIRD_PARTY_SCRIPTS', 'http://cdn.example.com/a.js', 'is not an https:// URL'],
    ['REFERRAL_PARAMS', 'btag,aff id', "'aff id' is not a query parameter name"],
    ['GEO_COUNTRY_HEADER', 'x country', 'HTTP header name'],
    ['OKTOBERFEST_WINDOW', '2025-09-18', "'YYYY-MM-DD..YYYY-MM-DD'"],
    ['OKTOBERFEST_WINDOW', '2025-10-07..2025-09-18', 'the start not after the end'],
    ['CATCH_GAME_WINDOW', '2025-02-30..2025-03-01', 'real dates'],
    ['CATCH_GAME_ID', 'abc', 'whole number'],
    ['SPORT_TESTER_USER_ID', '0', 'whole number from 1'],
    ['BODY_LIMIT_BYTES', '100', 'whole number from 1024 to 104857600'],
    ['REQUEST_TIMEOUT_MS', '999', 'whole number from 1000 to 600000'],
    ['FRAME_ANCESTORS', 'partner.example.com', "'partner.example.com' is neither an origin"],
    ['FRAME_ANCESTORS', "'none',self", "'none' cannot be combined"],
    ['PAYMENT_ORIGINS', 'https://pay.example.com/checkout', 'is not an origin'],
    ['TRUST_PROXY', 'proxy.internal', "('proxy.internal' is none of these)"],
    ['TRUST_PROXY', '10.0.0.0/40', 'a hop count or IP addresses and CIDR ranges'],
    ['RATE_LIMITS', 'signUp.account=5/60', "'signUp.account=5/60' is not policy.scope"],
    ['RATE_LIMITS', 'login.ip=0/60', "'login.ip=0/60' is not policy.scope"],
    ['RATE_LIMITS', 'logon.ip=5/60', 'policies: login, signUp, passwordReset'],
  ])('%s=%s', (variable, value, expected) => {
    expect(problemOf({ [variable]: value }, variable)).toContain(expected);
  });

  it('lists every bad variable in the message, one per line', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'abc', COOKIE_SECURE: 'maybe', REDIS_URL: 'localhost' });
    } catch (error) {
      if (error instanceof ConfigError) message = error.message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  - PORT: must be a whole number from 0 to 65535',
      '  - REDIS_URL: must be a redis:// or rediss:// URL',
      "  - COOKIE_SECURE: must be 'true', 'false', '1' or '0'",
    ]);
  });

  it('never echoes a value back (secrets and URLs with credentials stay out of logs)', () => {
    const issues = issuesOf({
      SESSION_SECRET: 'hunter2-secret',
      REDIS_URL: 'http://user:hunter2@redis',
    });
    expect(JSON.stringify(issues)).not.toContain('hunter2');
  });
});

describe('loadConfig in live mode', () => {
  it('accepts the four upstream URLs and a session secret', () => {
    const config = loadConfig(LIVE_ENV);
    expect(config.upstreamMode).toBe('live');
    // No default token in live mode: the ops endpoints stay shut until OPS_TOKEN is set.
    expect(config.ops.token).toBeNull();
    expect(config.ops.tokenIsMockDefault).toBe(false);
    expect(loadConfig({ ...LIVE_ENV, OPS_TOKEN: 'ops-token-0123456789' }).ops.token).toBe(
      'ops-token-0123456789',
    );
    expect(config.session.secretIsDevelopmentDefault).toBe(false);
    expect(config.upstreams.jackpot.url).toBe('https://jackpot.example.com');
  });

  it('names each missing upstream URL', () => {
    const issues = issuesOf({
      ...LIVE_ENV,
      SPORT_API_URL: undefined,
      JACKPOT_API_URL: undefined,
    });
    expect(issues).toEqual([
      { variable: 'SPORT_API_URL', problem: 'is required when UPSTREAM_MODE=live' },
      { variable: 'JACKPOT_API_URL', problem: 'is required when UPSTREAM_MODE=live' },
    ]);
  });

  it('refuses to run on the development session secret', () => {
    expect(problemOf({ ...LIVE_ENV, SESSION_SECRET: undefined }, 'SESSION_SECRET')).toContain(
      'is required when UPSTREAM_MODE=live',
    );
  });

  it('refuses MOCK_UPSTREAMS_URL, which only mock mode uses', () => {
    expect(
      problemOf({ ...LIVE_ENV, MOCK_UPSTREAMS_URL: 'http://127.0.0.1:4000' }, 'MOCK_UPSTREAMS_URL'),
    ).toBe('is only used when UPSTREAM_MODE=mock');
  });

  it('reports bad values and missing ones together', () => {
    const variables = issuesOf({ UPSTREAM_MODE: 'live', PORT: 'abc' }).map(
      (issue) => issue.variable,
    );
    expect(variables).toEqual([
      'PORT',
      'CASINO_API_URL',
      'SPORT_API_URL',
      'CMS_API_URL',
      'JACKPOT_API_URL',
      'SESSION_SECRET',
    ]);
  });

  it('shows the catch game under bonus 270 on the production host, and 100 elsewhere', () => {
    expect(loadConfig(LIVE_ENV).product.catchGameId).toBe(CATCH_GAME_ID_PRODUCTION);
    expect(loadConfig({}).product.catchGameId).toBe(CATCH_GAME_ID_DEFAULT);
    // A blank value is unset: the host's default stands.
    expect(loadConfig({ ...LIVE_ENV, CATCH_GAME_ID: ' ' }).product.catchGameId).toBe(270);
  });

  it('takes an explicit CATCH_GAME_ID over the host’s default, in either mode', () => {
    expect(loadConfig({ ...LIVE_ENV, CATCH_GAME_ID: '100' }).product.catchGameId).toBe(100);
    expect(loadConfig({ CATCH_GAME_ID: '270' }).product.catchGameId).toBe(270);
    expect(loadConfig({ ...LIVE_ENV, CATCH_GAME_ID: '1' }).product.catchGameId).toBe(1);
    expect(problemOf({ ...LIVE_ENV, CATCH_GAME_ID: '0' }, 'CATCH_GAME_ID')).toContain(
      'whole number',
    );
  });

  it('accepts MOCK_UPSTREAMS_URL in mock mode', () => {
    expect(loadConfig({ MOCK_UPSTREAMS_URL: 'http://127.0.0.1:4000/' }).mock.upstreamsUrl).toBe(
      'http://127.0.0.1:4000',
    );
  });
});

describe('loadConfig Redis forms', () => {
  it('takes one server from REDIS_URL', () => {
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6380/' }).redis.target).toEqual({
      kind: 'url',
      url: 'redis://cache.internal:6380',
    });
  });

  it("takes Sentinel's nodes, the master's name, passwords and TLS", () => {
    const config = loadConfig({
      REDIS_SENTINELS: ' sentinel-a:26380, sentinel-b ,[::1]:26381,sentinel-a:26380',
      REDIS_SENTINEL_NAME: 'lumo-master',
      REDIS_PASSWORD: 'master-secret',
      REDIS_SENTINEL_PASSWORD: 'sentinel-secret',
      REDIS_TLS: 'true',
    });
    expect(config.redis.target).toEqual({
      kind: 'sentinel',
      sentinels: [
        { host: 'sentinel-a', port: 26_380 },
        { host: 'sentinel-b', port: 26_379 },
        { host: '::1', port: 26_381 },
      ],
      name: 'lumo-master',
      password: 'master-secret',
      sentinelPassword: 'sentinel-secret',
      tls: true,
    });
  });

  it("takes a Cluster's nodes, 6379 where no port is given", () => {
    expect(loadConfig({ REDIS_CLUSTER_NODES: '10.0.0.1:7000,10.0.0.2' }).redis.target).toEqual({
      kind: 'cluster',
      nodes: [
        { host: '10.0.0.1', port: 7_000 },
        { host: '10.0.0.2', port: 6_379 },
      ],
      password: null,
      tls: false,
    });
  });

  it.each([
    ['REDIS_SENTINELS', 'sentinel-a:0', "'sentinel-a:0' is not host:port"],
    ['REDIS_SENTINELS', 'sentinel-a:65536', "'sentinel-a:65536' is not host:port"],
    ['REDIS_CLUSTER_NODES', 'redis://node-a:7000', "'redis://node-a:7000' is not host:port"],
    ['REDIS_CLUSTER_NODES', '[not-v6]:7000', "'[not-v6]:7000' is not host:port"],
    ['REDIS_CLUSTER_NODES', ' , ', 'must name at least one host:port'],
    ['REDIS_SENTINEL_NAME', 'my master', 'letters, digits or ._-'],
    ['REDIS_TLS', 'yes', "'true', 'false', '1' or '0'"],
  ])('refuses %s=%s', (variable, value, expected) => {
    expect(
      problemOf(
        {
          REDIS_SENTINELS: 'sentinel-a',
          REDIS_SENTINEL_NAME: 'lumo',
          ...{ [variable]: value },
        },
        variable,
      ),
    ).toContain(expected);
  });

  it('refuses two forms at once, naming the one that came second', () => {
    expect(
      issuesOf({
        REDIS_URL: 'redis://cache:6379',
        REDIS_SENTINELS: 'sentinel-a',
        REDIS_SENTINEL_NAME: 'lumo',
        REDIS_CLUSTER_NODES: 'node-a:7000',
      }),
    ).toEqual([
      { variable: 'REDIS_SENTINELS', problem: 'cannot be combined with REDIS_URL' },
      { variable: 'REDIS_CLUSTER_NODES', problem: 'cannot be combined with REDIS_URL' },
    ]);
  });

  it("needs the master's name with Sentinel", () => {
    expect(problemOf({ REDIS_SENTINELS: 'sentinel-a' }, 'REDIS_SENTINEL_NAME')).toContain(
      'is required with REDIS_SENTINELS',
    );
  });

  it('refuses the Sentinel and node variables without their form', () => {
    expect(issuesOf({ REDIS_URL: 'redis://cache:6379', REDIS_SENTINEL_NAME: 'lumo' })).toEqual([
      { variable: 'REDIS_SENTINEL_NAME', problem: 'is only used with REDIS_SENTINELS' },
    ]);
    expect(
      issuesOf({ REDIS_CLUSTER_NODES: 'node-a', REDIS_SENTINEL_PASSWORD: 'secret' }).map(
        (issue) => issue.variable,
      ),
    ).toEqual(['REDIS_SENTINEL_PASSWORD']);
    expect(
      issuesOf({ REDIS_URL: 'redis://cache:6379', REDIS_PASSWORD: 'secret', REDIS_TLS: '1' }).map(
        (issue) => issue.variable,
      ),
    ).toEqual(['REDIS_PASSWORD', 'REDIS_TLS']);
  });

  it('never echoes a password back', () => {
    const issues = issuesOf({ REDIS_URL: 'redis://cache:6379', REDIS_PASSWORD: 'hunter2-redis' });
    expect(JSON.stringify(issues)).not.toContain('hunter2');
  });
});

describe('loadConfig traces', () => {
  it('are off by default, named lumo-bff, every new trace recorded once on', () => {
    expect(loadConfig({}).tracing).toEqual({
      otlpEndpoint: null,
      serviceName: 'lumo-bff',
      sampleRatio: 1,
    });
  });

  it('take the collector, the service name and the share of new traces', () => {
    expect(
      loadConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector.internal:4318/',
        OTEL_SERVICE_NAME: 'lumo-bff-eu',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
      }).tracing,
    ).toEqual({
      otlpEndpoint: 'http://collector.internal:4318',
      serviceName: 'lumo-bff-eu',
      sampleRatio: 0.25,
    });
  });

  it.each([
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'collector:4318', 'http:// or https:// URL'],
    ['OTEL_TRACES_SAMPLER_ARG', '1.5', 'a number from 0 to 1'],
    ['OTEL_TRACES_SAMPLER_ARG', '-0.1', 'a number from 0 to 1'],
    ['OTEL_SERVICE_NAME', 'lumo bff', 'letters, digits or ._-'],
  ])('refuse %s=%s', (variable, value, expected) => {
    expect(problemOf({ [variable]: value }, variable)).toContain(expected);
  });
});
