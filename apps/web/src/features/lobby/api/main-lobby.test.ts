import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOTSTRAP } from '../../../lib/first-screen-fixtures.js';
import type { Bootstrap } from '../../../lib/session.js';
import { createApiClients } from '../../../lib/trpc.js';
import { prefetchMainLobby } from './main-lobby.js';

const fetchMock = vi.fn<typeof fetch>();

function hrefOf(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The procedures asked for so far, in order, batched or not. */
function asked(): string[] {
  return fetchMock.mock.calls.flatMap(([url]) => {
    const { pathname } = new URL(hrefOf(url), 'http://lumo.test');
    return pathname.replace('/trpc/', '').split(',');
  });
}

beforeEach(() => {
  fetchMock.mockImplementation((url) => {
    const batched = hrefOf(url).includes('batch=1');
    const result = { result: { data: { items: [] } } };
    return Promise.resolve(Response.json(batched ? [result] : result));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const PLAYER = { id: 7, language: 'de', country: 'DEU', currency: 'EUR' };

describe('prefetchMainLobby', () => {
  it("asks for a signed-in player's recently played games beside lobby.main", async () => {
    const clients = createApiClients();
    const bootstrap = { ...BOOTSTRAP, player: PLAYER } as unknown as Bootstrap;
    prefetchMainLobby({ clients, bootstrap: Promise.resolve(bootstrap) });
    await vi.waitFor(() => {
      expect(asked().sort()).toEqual(['games.recentlyPlayed', 'lobby.main']);
    });
    expect(clients.queryClient.getQueryCache().findAll()).toHaveLength(2);
  });

  it("asks a guest's lobby only, and nothing without a bootstrap answer", async () => {
    const clients = createApiClients();
    prefetchMainLobby({ clients, bootstrap: Promise.resolve(undefined) });
    prefetchMainLobby({
      clients,
      bootstrap: Promise.resolve(BOOTSTRAP as unknown as Bootstrap),
    });
    await vi.waitFor(() => {
      expect(asked()).toEqual(['lobby.main']);
    });
  });
});
