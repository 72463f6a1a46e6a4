import { afterAll, afterEach, beforeAll } from 'vitest';
import { DomainError } from '../../src/errors.js';
import { createCasinoClient, type CasinoClient } from '../../src/upstreams/casino-client.js';
import { DEMO_PASSWORD, rejectionOf, startMockWorld, type MockWorld } from './upstreams.js';

// For the casino client's tests, one file per domain: each starts its own world.

export const BONUS_PLAYER = 'bonus@demo.lumo.test';
export const PLAIN_PLAYER = 'plain@demo.lumo.test';

export interface CasinoWorld {
  world: MockWorld;
  casino: CasinoClient;
  /** The bonus player's upstream token. */
  token: string;
}

/** The seeded mock world, the casino client over it, and the bonus player signed in. */
export async function startCasinoWorld(): Promise<CasinoWorld> {
  const world = await startMockWorld();
  // The world makes its catalogue and players on first use: made here, in process, so the first
  // login does not spend its short client timeout on them when the machine is busy.
  world.mock.qa.reset();
  const casino = createCasinoClient(world.http.casino);
  const { token } = await casino.login({ email: BONUS_PLAYER, password: DEMO_PASSWORD });
  return { world, casino, token };
}

/**
 * A test file's world: started before its tests (handed to `onStart`, which keeps what the file
 * needs), put back to its seed after each test (demo players' sessions survive a reset, so every
 * test starts from the seeded world) and closed after the last.
 */
export function useCasinoWorld(onStart: (started: CasinoWorld) => void | Promise<void>): void {
  let world: MockWorld | undefined;
  beforeAll(async () => {
    const started = await startCasinoWorld();
    world = started.world;
    await onStart(started);
  });
  afterEach(() => {
    world?.mock.qa.reset();
  });
  afterAll(async () => {
    await world?.close();
  });
}

export async function domainErrorOf(promise: Promise<unknown>): Promise<DomainError> {
  const error = await rejectionOf(promise);
  if (!(error instanceof DomainError))
    throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}
