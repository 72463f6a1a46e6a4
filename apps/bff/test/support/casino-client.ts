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

export async function domainErrorOf(promise: Promise<unknown>): Promise<DomainError> {
  const error = await rejectionOf(promise);
  if (!(error instanceof DomainError))
    throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}
