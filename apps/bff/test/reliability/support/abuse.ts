// What the abuse and security reliability tests share beside the suite's frame (./index.ts): a
// few small measures and a raw connection.
import { connect, type Socket } from 'node:net';
import type { RunningServer } from '../../../src/server.js';

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Closes the servers a test started, last first. */
export async function closeAll(running: RunningServer[]): Promise<void> {
  for (const server of running.splice(0).reverse()) await server.close();
}

/** A raw TCP connection to a listening BFF (for what fetch will not send). */
export async function rawConnection(httpUrl: string): Promise<Socket> {
  const { hostname, port } = new URL(httpUrl);
  const socket = connect({ host: hostname, port: Number(port) });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return socket;
}

/** Whether something has polluted Object.prototype with one of these keys. */
export function prototypePolluted(keys: readonly string[]): boolean {
  const probe: Record<string, unknown> = {};
  return keys.some((key) => probe[key] !== undefined);
}
