import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCasinoClient, type CasinoClient } from '../casino-client.js';
import { DEMO_PASSWORD, startMockWorld, type MockWorld } from '../../../test/support/upstreams.js';

const BONUS_PLAYER = 'bonus@demo.lumo.test';

let world: MockWorld;
let casino: CasinoClient;
/** The bonus player's upstream token. */
let token: string;

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

describe('events', () => {
  it('reads the player’s events and the feed of all players after a cursor', async () => {
    const start = await casino.events(token);
    const fired = world.mock.qa.fireEvent(BONUS_PLAYER, {
      type: 'USER_MESSAGE',
      data: { messageType: 'success', text: 'Welcome back' },
    });
    const feed = await casino.events(token, { after: start.lastId });
    expect(feed.items.map((event) => event.id)).toEqual([fired.id]);
    expect(feed.items[0]?.message).toEqual(fired.message);
    const all = await casino.allEvents({ after: start.lastId, limit: 10 });
    expect(all.items).toEqual([expect.objectContaining({ id: fired.id, userId: 1001 })]);
  });
});
