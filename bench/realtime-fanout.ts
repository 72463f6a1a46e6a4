// The realtime fan-out under load: 5,000 websockets, one 200-byte event 10 times a second for
// 10 s, delivered by the BFF's /ws (Redis pub/sub -> bus -> hub -> sockets) and, in the same run
// as its baseline, by a bare `ws` server broadcasting the same text fed from the same Redis
// (BENCH_SOCKETS sets the number of sockets).
// Each server runs in a process of its own, so that its memory per connection is its own; the
// clients and the publisher run here. Run: pnpm bench:realtime (prints figures; asserts nothing).
// Needs Redis (REDIS_URL, else redis://127.0.0.1:6379). See docs/decisions/008-realtime.md
// and 029-realtime-fan-out.md.
// BENCH_PROFILE=1 records each server's CPU profile over the broadcast (from the idle reading to
// the last), writes it as a .cpuprofile (BENCH_PROFILE_DIR, else the temporary directory) and
// prints the functions with the most self time.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { WebSocket, WebSocketServer } from 'ws';
import { nearestRank } from './stats.js';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5_000);
const RATE_PER_S = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const EVENT_BYTES = 200;
/** Rounds of (bare, BFF); on a shared machine the median of a few says more than one. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SELF = fileURLToPath(import.meta.url);
/** Descriptors this process needs beside the sockets (and the servers' children the same). */
const SPARE_FDS = 1_000;
const PROFILE = process.env.BENCH_PROFILE === '1';
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR ?? tmpdir();
/** How many functions (by self time) a profile's summary lists. */
const PROFILE_TOP = 25;

type Kind = 'bare' | 'bff';

// ---------------------------------------------------------------------------------------------
// The open-files limit: every socket is a descriptor, here and in the server's process.

function openFilesLimit(which: 'soft' | 'hard'): number {
  const answer = spawnSync('sh', ['-c', which === 'soft' ? 'ulimit -Sn' : 'ulimit -Hn'], {
    encoding: 'utf8',
  });
  const text = answer.stdout.trim();
  return text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text);
}

/** Re-runs this program under a raised soft limit when it is too low; false when it cannot. */
function ensureOpenFiles(): boolean {
  const needed = SOCKETS + SPARE_FDS;
  const soft = openFilesLimit('soft');
  if (soft >= needed) return true;
  const hard = openFilesLimit('hard');
  if (process.env.BENCH_REEXEC === '1' || hard < needed) {
    console.log(
      `open-files limit: soft ${String(soft)}, hard ${String(hard)}; ${String(needed)} needed. ` +
        'Raising the hard limit needs root (ulimit -Hn, or LimitNOFILE for a service); ' +
        'set BENCH_SOCKETS lower to run anyway.',
    );
    return false;
  }
  const target = Math.min(hard, needed * 2);
  console.log(
    `open-files limit ${String(soft)} is too low: re-running under ulimit -n ${String(target)}`,
  );
  const child = spawnSync(
    'sh',
    [
      '-c',
      `ulimit -n ${String(target)} && exec "$@"`,
      'sh',
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit', env: { ...process.env, BENCH_REEXEC: '1' } },
  );
  process.exit(child.status ?? 1);
}

// ---------------------------------------------------------------------------------------------
// The servers, each in a child process (`server <kind> <prefix>`), speaking over IPC.

interface ToServer {
  type: 'memory' | 'exit' | 'profile-start' | 'profile-stop';
}
type FromServer =
  | { type: 'ready'; url: string }
  | { type: 'profiling' }
  | { type: 'profile'; path: string; summary: string[] }
  | {
      type: 'memory';
      rss: number;
      heap: number;
      external: number;
      /** CPU time before and after the collection this request forces. */
      cpuMs: number;
      cpuAfterGcMs: number;
    };

function reply(message: FromServer): void {
  process.send?.(message);
}

function memory(): FromServer {
  // The server's own CPU time so far (less at the mercy of a shared machine than latency), read
  // before the collection this request forces.
  const cpu = process.cpuUsage();
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return {
    type: 'memory',
    rss: usage.rss,
    cpuMs: (cpu.user + cpu.system) / 1000,
    cpuAfterGcMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
    heap: usage.heapUsed,
    external: usage.external + usage.arrayBuffers,
  };
}

async function serveBare(prefix: string): Promise<void> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await once(server, 'listening');
  const subscriber = new Redis(REDIS_URL);
  await subscriber.subscribe(`${prefix}bench:bare`);
  // The baseline: the text as it came, made bytes once and written to every socket.
  subscriber.on('message', (_channel: string, text: string) => {
    const data = Buffer.from(text);
    for (const client of server.clients) client.send(data, { binary: false });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('unexpected address');
  reply({ type: 'ready', url: `ws://127.0.0.1:${String(address.port)}` });
}

async function serveBff(prefix: string): Promise<void> {
  const { loadConfig } = await import('../apps/bff/src/config.js');
  const { startServer } = await import('../apps/bff/src/server.js');
  const server = await startServer(
    loadConfig({
      PORT: '0',
      LOG_LEVEL: 'warn',
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      // The bench publishes the jackpot values itself: the poller must not add its own.
      REALTIME_JACKPOTS_POLL_MS: '600000',
    }),
  );
  reply({ type: 'ready', url: `${server.url.replace(/^http/, 'ws')}/ws` });
}

// ---------------------------------------------------------------------------------------------
// The profile (BENCH_PROFILE=1): the server's own CPU profile over the broadcast.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

/** The functions with the most self time, as lines: share, milliseconds, name and place. */
function summarise(profile: CpuProfile): string[] {
  const samples = profile.samples?.length ?? 0;
  if (samples === 0) return [];
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / samples;
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^.*\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '');
    const where =
      file === ''
        ? ''
        : ` ${file.replace(/^.*\/(apps|packages)\//, '$1/')}:${String(lineNumber + 1)}`;
    const key = `${functionName === '' ? '(anonymous)' : functionName}${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (node.hitCount ?? 0));
  }
  return [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, PROFILE_TOP)
    .map(
      ([name, hits]) =>
        `${((100 * hits) / samples).toFixed(1).padStart(5)}%  ${(hits * msPerSample).toFixed(0).padStart(6)} ms  ${name}`,
    );
}

let profiler: Session | undefined;

async function startProfile(): Promise<FromServer> {
  profiler = new Session();
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
  return { type: 'profiling' };
}

async function stopProfile(kind: Kind): Promise<FromServer> {
  if (profiler === undefined) throw new Error('no profile under way');
  const { profile } = (await profiler.post('Profiler.stop')) as { profile: CpuProfile };
  profiler.disconnect();
  profiler = undefined;
  const path = join(PROFILE_DIR, `realtime-fanout-${kind}-${String(process.pid)}.cpuprofile`);
  writeFileSync(path, JSON.stringify(profile));
  return { type: 'profile', path, summary: summarise(profile) };
}

async function runServer(kind: Kind, prefix: string): Promise<void> {
  process.on('message', (message: ToServer) => {
    if (message.type === 'memory') reply(memory());
    else if (message.type === 'profile-start') void startProfile().then(reply);
    else if (message.type === 'profile-stop') void stopProfile(kind).then(reply);
    else process.exit(0);
  });
  if (kind === 'bare') await serveBare(prefix);
  else await serveBff(prefix);
}

interface ServerHandle {
  child: ChildProcess;
  url: string;
  memory: () => Promise<Extract<FromServer, { type: 'memory' }>>;
  startProfile: () => Promise<void>;
  stopProfile: () => Promise<Extract<FromServer, { type: 'profile' }>>;
}

async function startServerProcess(kind: Kind, prefix: string): Promise<ServerHandle> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', ...process.execArgv, SELF, 'server', kind, prefix],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const next = async <T extends FromServer['type']>(type: T) => {
    for (;;) {
      const [message] = (await once(child, 'message')) as [FromServer];
      if (message.type === type) return message as Extract<FromServer, { type: T }>;
    }
  };
  const ready = await next('ready');
  return {
    child,
    url: ready.url,
    memory: async () => {
      const answer = next('memory');
      child.send({ type: 'memory' } satisfies ToServer);
      return answer;
    },
    startProfile: async () => {
      const answer = next('profiling');
      child.send({ type: 'profile-start' } satisfies ToServer);
      await answer;
    },
    stopProfile: async () => {
      const answer = next('profile');
      child.send({ type: 'profile-stop' } satisfies ToServer);
      return answer;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The clients and the publisher, here.

/** A JACKPOTS frame of about EVENT_BYTES; its first amount is the sequence number. */
function eventText(sequence: number): string {
  const jackpot = (id: number, tier: string, amount: number) => ({
    id,
    tier,
    amount,
    currency: 'EUR',
    jackpotInfo: { probability: 12.5 },
  });
  const frame = {
    type: 'JACKPOTS',
    data: { currency: 'EUR', jackpots: [jackpot(1, 'gold', sequence), jackpot(2, 'silver', 0)] },
  };
  let text = JSON.stringify(frame);
  // Pads the silver amount's decimals up to the size.
  const room = EVENT_BYTES - text.length;
  if (room > 2) {
    frame.data.jackpots[1] = jackpot(
      2,
      'silver',
      Number(`0.${'1'.repeat(Math.min(room - 2, 15))}`),
    );
    text = JSON.stringify(frame);
  }
  return text;
}

const AMOUNT = '"amount":';

/** The sequence number of a JACKPOTS frame (its first amount), -1 for any other frame. */
function sequenceOf(text: string): number {
  // Read without JSON.parse: this process receives 50,000 frames a second and must not be the
  // bottleneck of what it measures.
  if (!text.startsWith('{"type":"JACKPOTS"')) return -1;
  const at = text.indexOf(AMOUNT);
  return at < 0 ? -1 : Number.parseInt(text.slice(at + AMOUNT.length, at + AMOUNT.length + 12), 10);
}

interface Figures {
  kind: Kind;
  p50: number;
  p99: number;
  max: number;
  delivered: number;
  expected: number;
  rssPerSocket: number;
  heapPerSocket: number;
  /** The server's CPU time per event broadcast to every socket. */
  cpuMsPerEvent: number;
}

async function openClients(kind: Kind, url: string): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  const BATCH = 250;
  for (let start = 0; start < SOCKETS; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, SOCKETS - start) }, async () => {
      const socket = new WebSocket(url, { perMessageDeflate: false });
      socket.on('error', () => undefined);
      if (kind === 'bff') {
        // READY first, then the subscription; PINGs are answered.
        const ready = new Promise<void>((resolve) => {
          socket.once('message', () => {
            resolve();
          });
        });
        await once(socket, 'open');
        await ready;
        socket.send(JSON.stringify({ type: 'SUBSCRIBE', feeds: ['jackpots'], currency: 'EUR' }));
      } else {
        await once(socket, 'open');
      }
      sockets.push(socket);
    });
    await Promise.all(batch);
  }
  return sockets;
}

async function measure(kind: Kind): Promise<Figures> {
  const prefix = `bench:${randomBytes(6).toString('hex')}:`;
  const server = await startServerProcess(kind, prefix);
  const publisher = new Redis(REDIS_URL);
  const channel = kind === 'bare' ? `${prefix}bench:bare` : `${prefix}rt:jackpots:EUR`;
  const publish = (text: string) =>
    publisher.publish(
      channel,
      kind === 'bare' ? text : `{"node":"bench","id":"${randomUUID()}","body":${text}}`,
    );

  try {
    const before = await server.memory();
    const sockets = await openClients(kind, server.url);
    const sentAt = new Map<number, number>();
    const latencies: number[] = [];
    let delivered = 0;
    const warmed = new Set<WebSocket>();
    for (const socket of sockets) {
      socket.on('message', (data: Buffer) => {
        const text = data.toString();
        const sequence = sequenceOf(text);
        if (sequence === 0) warmed.add(socket);
        const sent = sentAt.get(sequence);
        if (sequence <= 0 || sent === undefined) {
          if (text.includes('"PING"')) socket.send('{"type":"PONG"}');
          return;
        }
        delivered += 1;
        latencies.push(performance.now() - sent);
      });
    }
    // A warm-up event every socket must get: the subscriptions are in place, the paths are hot.
    for (let attempt = 0; attempt < 50 && warmed.size < sockets.length; attempt += 1) {
      await publish(eventText(0));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const idle = await server.memory();
    if (PROFILE) await server.startProfile();

    const expected = RATE_PER_S * DURATION_S * sockets.length;
    const started = performance.now();
    for (let sequence = 1; sequence <= RATE_PER_S * DURATION_S; sequence += 1) {
      const due = started + ((sequence - 1) * 1000) / RATE_PER_S;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      sentAt.set(sequence, performance.now());
      await publish(eventText(sequence));
    }
    // Whatever is still on its way gets 10 s more.
    const drainUntil = performance.now() + 10_000;
    while (delivered < expected && performance.now() < drainUntil) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const done = await server.memory();
    if (PROFILE) {
      const profile = await server.stopProfile();
      console.log(`\n${kind} server's profile over the broadcast: ${profile.path}`);
      for (const line of profile.summary) console.log(`  ${line}`);
    }
    for (const socket of sockets) socket.terminate();
    const sorted = Float64Array.from(latencies).sort();
    return {
      kind,
      p50: nearestRank(sorted, 0.5),
      p99: nearestRank(sorted, 0.99),
      max: sorted.at(-1) ?? Number.NaN,
      delivered,
      expected,
      rssPerSocket: (idle.rss - before.rss) / sockets.length,
      cpuMsPerEvent: (done.cpuMs - idle.cpuAfterGcMs) / (RATE_PER_S * DURATION_S),
      heapPerSocket: (idle.heap + idle.external - before.heap - before.external) / sockets.length,
    };
  } finally {
    publisher.disconnect();
    server.child.kill('SIGKILL');
    const cleaner = new Redis(REDIS_URL);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    cleaner.disconnect();
  }
}

async function main(): Promise<void> {
  if (!ensureOpenFiles()) process.exit(1);
  console.log(
    `realtime fan-out: ${String(SOCKETS)} sockets, a ${String(EVENT_BYTES)}-byte event ${String(RATE_PER_S)}/s for ${String(DURATION_S)} s, fed from Redis (Node ${process.version})`,
  );
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const ms = (value: number) => value.toFixed(1);
  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const rows: Figures[] = [];
    for (const kind of ['bare', 'bff'] as const) rows.push(await measure(kind));
    console.log('');
    if (ROUNDS > 1) console.log(`round ${String(round)} of ${String(ROUNDS)}`);
    console.log(
      'server           p50 ms   p99 ms   max ms   delivered / expected   RSS KB/socket   heap KB/socket   CPU ms/event',
    );
    for (const row of rows) {
      const name = row.kind === 'bare' ? 'bare ws' : 'BFF /ws';
      console.log(
        `${name.padEnd(15)}  ${ms(row.p50).padStart(6)}   ${ms(row.p99).padStart(6)}   ${ms(row.max).padStart(6)}   ${`${String(row.delivered)} / ${String(row.expected)}`.padStart(20)}   ${kb(row.rssPerSocket).padStart(13)}   ${kb(row.heapPerSocket).padStart(14)}   ${ms(row.cpuMsPerEvent).padStart(12)}`,
      );
    }
    const [bare, bff] = rows;
    if (bare === undefined || bff === undefined) continue;
    ratios.push(bff.p99 / bare.p99);
    console.log('');
    console.log(
      `p99 BFF / bare: ${(bff.p99 / bare.p99).toFixed(2)} (goal at most 1.30); server CPU per event BFF / bare: ${(bff.cpuMsPerEvent / bare.cpuMsPerEvent).toFixed(2)}; idle RSS per socket: ${kb(bff.rssPerSocket)} KB (goal under 10 KB)`,
    );
  }
  if (ratios.length > 1) {
    const sorted = [...ratios].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    console.log('');
    console.log(
      `p99 ratios: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}; median ${median.toFixed(2)}`,
    );
  }
}

const [mode, kind, prefix] = process.argv.slice(2);
if (mode === 'server' && (kind === 'bare' || kind === 'bff') && prefix !== undefined) {
  await runServer(kind, prefix);
} else {
  await main();
}
