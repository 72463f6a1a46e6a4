import { OPS_STATUS_PATH, opsStatusSchema, type OpsStatus } from '@casino/shared';
import { startMockUpstreams, type MockUpstreams } from '@casino/mock-world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeysUnder, TEST_REDIS_URL, testKeyPrefix } from '../../src/cache/testing.js';
import type { RunningServer } from '../../src/server.js';
import { startBffProcess, type BffProcess } from '../support/bff-process.js';
import { startTestBff } from '../support/bff.js';
import { until } from '../support/redis-server.js';

// The ops registry across BFF instances on one real Redis (a key prefix of their own): each
// publishes its figures, any of them answers for all, a killed one drops out when its entry
// expires and one that closes drops out at once (docs/decisions/041-ops-status.md).

const prefix = testKeyPrefix();
const OPS_TOKEN = 'ops-token-integration-0123';
const PUBLISH_MS = 200;
const TTL_MS = 1_000;

let mock: MockUpstreams;
let a: BffProcess;
let b: BffProcess;
const running: RunningServer[] = [];

function env(): Record<string, string> {
  return {
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    MOCK_UPSTREAMS_URL: mock.url,
    OPS_TOKEN,
    OPS_PUBLISH_INTERVAL_MS: String(PUBLISH_MS),
    OPS_INSTANCE_TTL_MS: String(TTL_MS),
    REALTIME_LEADER_LOCK_MS: '2000',
  };
}

async function status(url: string): Promise<OpsStatus> {
  const response = await fetch(`${url}${OPS_STATUS_PATH}`, {
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return opsStatusSchema.parse(await response.json());
}

const idsOf = (answer: OpsStatus) => answer.instances.map((instance) => instance.id);

beforeAll(async () => {
  mock = await startMockUpstreams({ port: 0 });
  [a, b] = await Promise.all([startBffProcess(env()), startBffProcess(env())]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a.kill(), b.kill()]);
  await Promise.all(running.splice(0).map((server) => server.close()));
  await mock.close();
  await deleteKeysUnder(prefix);
});

describe('the ops registry on one Redis', () => {
  it('shows both instances from either, with one realtime leader among them', async () => {
    let fromA: OpsStatus | undefined;
    await until(async () => {
      fromA = await status(a.url);
      return fromA.instances.length === 2 && fromA.leader !== null;
    }, 15_000);
    if (fromA === undefined) throw new Error('no answer');
    expect(fromA).toMatchObject({ source: 'redis', redis: 'up', publishIntervalMs: PUBLISH_MS });
    expect(fromA.instances.filter((instance) => instance.leader)).toHaveLength(1);
    expect(fromA.instances.every((instance) => instance.redis === 'up')).toBe(true);

    const fromB = await status(b.url);
    expect(idsOf(fromB)).toEqual(idsOf(fromA));
    expect(fromB.servedBy).not.toBe(fromA.servedBy);
    expect(idsOf(fromA)).toContain(fromB.servedBy);
  }, 30_000);

  it('drops an instance that closes at once, and one that is killed once its entry expires', async () => {
    // A third instance whose entries would outlive the test: only its removal can make it go.
    const third = await startTestBff(running, { ...env(), OPS_INSTANCE_TTL_MS: '600000' });
    const thirdId = third.server.app.opsInstanceId;
    await until(async () => idsOf(await status(a.url)).includes(thirdId), 10_000);
    await third.server.close();
    running.splice(running.indexOf(third.server), 1);
    expect(idsOf(await status(a.url))).not.toContain(thirdId);

    const killedId = (await status(b.url)).servedBy;
    await b.kill();
    const killedAt = Date.now();
    await until(async () => !idsOf(await status(a.url)).includes(killedId), TTL_MS + 5_000);
    // Gone with its entry's TTL (one publication may have just renewed it), not before.
    expect(Date.now() - killedAt).toBeLessThan(TTL_MS + PUBLISH_MS + 2_000);
    expect(idsOf(await status(a.url))).toEqual([(await status(a.url)).servedBy]);
  }, 40_000);
});
