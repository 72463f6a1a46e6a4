import { describe, expect, it } from 'vitest';
import type { CasinoClient } from '../casino-client.js';
import { domainErrorOf, useCasinoWorld } from '../../../test/support/casino-client.js';

let casino: CasinoClient;
/** The bonus player's upstream token. */
let token: string;

useCasinoWorld((started) => {
  ({ casino, token } = started);
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
