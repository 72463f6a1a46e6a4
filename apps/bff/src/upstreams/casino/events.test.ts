import { describe, expect, it } from 'vitest';
import type { CasinoClient } from '../casino-client.js';
import { BONUS_PLAYER, useCasinoWorld } from '../../../test/support/casino-client.js';
import type { MockWorld } from '../../../test/support/upstreams.js';

let world: MockWorld;
let casino: CasinoClient;
/** The bonus player's upstream token. */
let token: string;

useCasinoWorld((started) => {
  ({ world, casino, token } = started);
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
