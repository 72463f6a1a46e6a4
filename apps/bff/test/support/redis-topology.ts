// Redis Sentinel and Redis Cluster of a test's own: real redis-server processes on free loopback
// ports, each in a temporary directory removed at the end (docs/decisions/042).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { createServer } from 'node:net';
import { stop, until } from './redis-server.js';

const run = promisify(execFile);

/** Ports these servers take, below the system's ephemeral range (32768 and up on Linux). */
const TOPOLOGY_PORTS = { from: 17_000, to: 22_000 } as const;
/** A cluster node also listens on its port plus this (its cluster bus). */
const CLUSTER_BUS_OFFSET = 10_000;

async function bindable(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

/**
 * A free port for a server of these topologies, with its cluster bus port free too. Not from the
 * ephemeral range that other tests' "nothing listens here" ports (freePort) come from, so that a
 * node started here never answers at a port another test holds to be dead.
 */
async function topologyPort(): Promise<number> {
  for (;;) {
    const port =
      TOPOLOGY_PORTS.from + Math.floor(Math.random() * (TOPOLOGY_PORTS.to - TOPOLOGY_PORTS.from));
    if (handedOut.has(port)) continue;
    if ((await bindable(port)) && (await bindable(port + CLUSTER_BUS_OFFSET))) {
      handedOut.add(port);
      return port;
    }
  }
}

/** The ports handed out in this process: picked before their servers start, never twice. */
const handedOut = new Set<number>();

export interface RedisProcess {
  port: number;
  child: ChildProcess;
}

function serverArgs(port: number, dir: string, extra: string[] = []): string[] {
  return [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
    ...extra,
  ];
}

function startProcess(args: string[]): ChildProcess {
  return spawn('redis-server', args, { stdio: 'ignore' });
}

async function answers(port: number): Promise<void> {
  const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  try {
    await until(async () => {
      await client.ping();
      return true;
    }, 5_000);
  } finally {
    client.disconnect();
  }
}

export interface SentinelSet {
  /** The master's name the sentinel monitors. */
  name: string;
  master: RedisProcess;
  replica: RedisProcess;
  sentinel: RedisProcess;
  /** The port of the server Sentinel names as the master now. */
  masterPort: () => Promise<number>;
  close: () => Promise<void>;
}

/**
 * A master, its replica and one sentinel (quorum 1) that declares the master down after
 * `downAfterMs` without an answer and promotes the replica.
 */
export async function startSentinelSet(downAfterMs = 400): Promise<SentinelSet> {
  const dir = await mkdtemp(join(tmpdir(), 'lumo-sentinel-'));
  const name = 'lumo-test';
  const [masterPort, replicaPort, sentinelPort] = [
    await topologyPort(),
    await topologyPort(),
    await topologyPort(),
  ];
  const master = { port: masterPort, child: startProcess(serverArgs(masterPort, dir)) };
  await answers(masterPort);
  const replica = {
    port: replicaPort,
    child: startProcess(
      serverArgs(replicaPort, dir, ['--replicaof', '127.0.0.1', String(masterPort)]),
    ),
  };
  await answers(replicaPort);
  const configFile = join(dir, 'sentinel.conf');
  await writeFile(
    configFile,
    [
      `port ${String(sentinelPort)}`,
      'bind 127.0.0.1',
      `dir ${dir}`,
      `sentinel monitor ${name} 127.0.0.1 ${String(masterPort)} 1`,
      `sentinel down-after-milliseconds ${name} ${String(downAfterMs)}`,
      `sentinel failover-timeout ${name} 2000`,
      `sentinel parallel-syncs ${name} 1`,
      '',
    ].join('\n'),
  );
  const sentinel = {
    port: sentinelPort,
    child: startProcess([configFile, '--sentinel']),
  };
  const asker = new Redis({
    port: sentinelPort,
    host: '127.0.0.1',
    lazyConnect: true,
    maxRetriesPerRequest: 0,
  });
  asker.on('error', () => undefined);
  const masterPortNow = async () => {
    const answer = (await asker.call('SENTINEL', 'get-master-addr-by-name', name)) as
      [string, string] | null;
    return Number(answer?.[1] ?? 0);
  };
  // The sentinel knows the master and has found its replica.
  await until(async () => {
    if ((await masterPortNow()) !== masterPort) return false;
    const replicas = (await asker.call('SENTINEL', 'replicas', name)) as unknown[];
    return replicas.length === 1;
  }, 10_000);
  return {
    name,
    master,
    replica,
    sentinel,
    masterPort: masterPortNow,
    close: async () => {
      asker.disconnect();
      await Promise.all([stop(sentinel.child), stop(replica.child), stop(master.child)]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface LocalCluster {
  nodes: RedisProcess[];
  close: () => Promise<void>;
}

/** Three masters (no replicas) joined into a cluster that covers every slot. */
export async function startLocalCluster(): Promise<LocalCluster> {
  const dir = await mkdtemp(join(tmpdir(), 'lumo-cluster-'));
  const nodes: RedisProcess[] = [];
  for (let index = 0; index < 3; index += 1) {
    const port = await topologyPort();
    nodes.push({
      port,
      child: startProcess(
        serverArgs(port, dir, [
          '--cluster-enabled',
          'yes',
          '--cluster-config-file',
          `nodes-${String(port)}.conf`,
          '--cluster-node-timeout',
          '2000',
        ]),
      ),
    });
  }
  await Promise.all(nodes.map(({ port }) => answers(port)));
  await run('redis-cli', [
    '--cluster',
    'create',
    ...nodes.map(({ port }) => `127.0.0.1:${String(port)}`),
    '--cluster-replicas',
    '0',
    '--cluster-yes',
  ]);
  // Every node agrees that all the slots are served.
  await Promise.all(
    nodes.map(async ({ port }) => {
      const { stdout } = await run('redis-cli', ['-p', String(port), 'cluster', 'info']);
      if (!stdout.includes('cluster_state:ok')) {
        await until(async () => {
          const again = await run('redis-cli', ['-p', String(port), 'cluster', 'info']);
          return Promise.resolve(again.stdout.includes('cluster_state:ok'));
        }, 10_000);
      }
    }),
  );
  return {
    nodes,
    close: async () => {
      await Promise.all(nodes.map(({ child }) => stop(child)));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
