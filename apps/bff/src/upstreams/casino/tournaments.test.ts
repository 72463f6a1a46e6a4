import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.js';
import { createCasinoClient, type CasinoClient } from '../casino-client.js';
import {
  DEMO_PASSWORD,
  rejectionOf,
  startMockWorld,
  type MockWorld,
} from '../../../test/support/upstreams.js';

const BONUS_PLAYER = 'bonus@demo.lumo.test';

let world: MockWorld;
let casino: CasinoClient;
/** The bonus player's upstream token. */
let token: string;

async function domainErrorOf(promise: Promise<unknown>): Promise<DomainError> {
  const error = await rejectionOf(promise);
  if (!(error instanceof DomainError))
    throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  world = await startMockWorld();
  casino = createCasinoClient(world.http.casino);
  token = (await casino.login({ email: BONUS_PLAYER, password: DEMO_PASSWORD })).token;
});

// Demo players' sessions survive a reset, so every test starts from the seeded world.
afterEach(() => {
  world.mock.qa.reset();
});

afterAll(async () => {
  await world.close();
});

describe('tournaments', () => {
  it('lists tournaments and reads local and network ones', async () => {
    const list = await casino.tournaments(token, 'all');
    expect(list.length).toBeGreaterThan(0);
    const local = list.find((tournament) => tournament.kind === 'local');
    const network = (await casino.tournaments(null, 'network')).find(
      (tournament) => tournament.kind === 'network',
    );
    if (local === undefined || network?.kind !== 'network') throw new Error('a kind is missing');
    expect((await casino.localTournament(token, local.id)).id).toBe(local.id);
    expect((await casino.networkTournament(null, network.code)).id).toBe(network.id);
    expect(await domainErrorOf(casino.networkTournament(null, 'no-such-cup'))).toMatchObject({
      code: 'tournament_not_found',
      status: 'NOT_FOUND',
    });
  });
});
