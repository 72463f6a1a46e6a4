import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOTSTRAP } from '../../../lib/first-screen-fixtures.js';
import type { Bootstrap } from '../../../lib/session.js';
import { createApiClients } from '../../../lib/trpc.js';
import { prefetchBonusList } from './bonus-query-options.js';

// A page load that starts on the bonuses page asks for a player's bonuses at once; a guest's
// page has none to ask for.

const fetchMock = vi.fn<typeof fetch>();

function procedures(): string[] {
  return fetchMock.mock.calls.flatMap(([url]) => {
    const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    return new URL(href, 'http://lumo.test').pathname.replace('/trpc/', '').split(',');
  });
}

beforeEach(() => {
  fetchMock.mockImplementation(() =>
    Promise.resolve(Response.json({ result: { data: { items: [] } } })),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('prefetchBonusList', () => {
  it("asks for a signed-in player's bonuses and keeps them fresh in the cache", async () => {
    const clients = createApiClients();
    const player = { id: 7, language: 'en', country: 'DEU', currency: 'EUR' };
    const bootstrap = { ...BOOTSTRAP, player } as unknown as Bootstrap;
    prefetchBonusList({ clients, bootstrap: Promise.resolve(bootstrap) });
    await vi.waitFor(() => {
      expect(procedures()).toEqual(['bonuses.list']);
    });
    await vi.waitFor(() => {
      const [query] = clients.queryClient.getQueryCache().findAll();
      expect(query?.state.status).toBe('success');
      expect(query?.isStale()).toBe(false);
    });
  });

  it('asks nothing for a guest or without a bootstrap answer', async () => {
    const clients = createApiClients();
    prefetchBonusList({ clients, bootstrap: Promise.resolve(BOOTSTRAP as unknown as Bootstrap) });
    prefetchBonusList({ clients, bootstrap: Promise.resolve(undefined) });
    await new Promise((done) => setTimeout(done, 0));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
