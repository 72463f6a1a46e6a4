import { FIRST_SCREEN_BOOTSTRAP_ID, FIRST_SCREEN_ROWS_ID } from '@casino/shared';
import { getQueryKey } from '@trpc/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstScreenHydration,
  readFirstScreen,
  seedFirstScreen,
  takeFirstScreen,
} from './first-screen.js';
import { createApiClients, trpc, type ApiClients } from './trpc.js';
import { BOOTSTRAP, BOOTSTRAP_INPUT } from './first-screen-fixtures.js';

const NOW = Date.parse('2025-03-12T12:00:00Z');
const LOBBY_INPUT = { path: '/', lang: 'de', currency: 'EUR' } as const;
const LOBBY = { carousels: [{ key: 'top', items: [] }], winners: { hidden: false, lists: {} } };

function addElement(id: string, text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = text;
  document.head.append(element);
}

let clients: ApiClients;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  clients = createApiClients();
});

afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
});

function utilsOf({ queryClient, trpcClient }: ApiClients) {
  return createTRPCQueryUtils({ queryClient, client: trpcClient });
}

describe('takeFirstScreen', () => {
  it("seeds the bootstrap and the main page's lobby under the keys the hooks use, fresh now", () => {
    addElement(
      FIRST_SCREEN_BOOTSTRAP_ID,
      JSON.stringify({ input: BOOTSTRAP_INPUT, data: BOOTSTRAP }),
    );
    addElement(
      FIRST_SCREEN_ROWS_ID,
      JSON.stringify({ path: 'lobby.main', input: LOBBY_INPUT, data: LOBBY }),
    );

    expect(takeFirstScreen(clients)).toEqual(['bootstrap.get', 'lobby.main']);

    const utils = utilsOf(clients);
    expect(utils.bootstrap.get.getData(BOOTSTRAP_INPUT)).toEqual(BOOTSTRAP);
    expect(utils.lobby.main.getData({ path: '/', lang: 'de', currency: 'EUR' })).toEqual(LOBBY);
    // The very keys useQuery builds (session.tsx, main-lobby.ts): data there, updated now.
    const bootstrapKey = getQueryKey(trpc.bootstrap.get, BOOTSTRAP_INPUT, 'query');
    expect(clients.queryClient.getQueryState(bootstrapKey)?.dataUpdatedAt).toBe(NOW);
    const lobbyKey = getQueryKey(trpc.lobby.main, LOBBY_INPUT, 'query');
    expect(clients.queryClient.getQueryState(lobbyKey)?.status).toBe('success');
    // The elements are gone from the page.
    expect(document.getElementById(FIRST_SCREEN_BOOTSTRAP_ID)).toBeNull();
    expect(document.getElementById(FIRST_SCREEN_ROWS_ID)).toBeNull();
  });

  it("seeds a category's first page as the infinite query's first page", () => {
    const page = { items: [{ id: 7 }], nextCursor: 'c2', total: 40, providers: [] };
    addElement(
      FIRST_SCREEN_BOOTSTRAP_ID,
      JSON.stringify({ input: BOOTSTRAP_INPUT, data: BOOTSTRAP }),
    );
    addElement(
      FIRST_SCREEN_ROWS_ID,
      JSON.stringify({ path: 'games.byCategory', input: { category: 'live' }, data: page }),
    );

    expect(takeFirstScreen(clients)).toEqual(['bootstrap.get', 'games.byCategory']);
    // useCategoryGames' input with no filter: providers and sort undefined.
    const key = getQueryKey(
      trpc.games.byCategory,
      { category: 'live', providers: undefined, sort: undefined },
      'infinite',
    );
    expect(clients.queryClient.getQueryData(key)).toEqual({ pages: [page], pageParams: [null] });
    expect(clients.queryClient.getQueryState(key)?.dataUpdatedAt).toBe(NOW);
  });

  it('seeds nothing from JSON that does not parse or does not fit, and still removes it', () => {
    const cases = [
      ['{not json', JSON.stringify({ path: 'lobby.main', input: LOBBY_INPUT, data: LOBBY })],
      [
        JSON.stringify({ input: { ...BOOTSTRAP_INPUT, pathLanguage: 'xx' }, data: BOOTSTRAP }),
        JSON.stringify({ path: 'lobby.main', input: LOBBY_INPUT, data: LOBBY }),
      ],
      [JSON.stringify({ input: BOOTSTRAP_INPUT, data: { ...BOOTSTRAP, currency: null } }), ''],
    ];
    for (const [bootstrap = '', rows = ''] of cases) {
      const fresh = createApiClients();
      addElement(FIRST_SCREEN_BOOTSTRAP_ID, bootstrap);
      addElement(FIRST_SCREEN_ROWS_ID, rows);
      expect(takeFirstScreen(fresh)).toEqual([]);
      expect(fresh.queryClient.getQueryCache().getAll()).toEqual([]);
      expect(document.head.children).toHaveLength(0);
    }
  });

  it('keeps the bootstrap when only the rows are bad, and seeds nothing when told not to', () => {
    addElement(
      FIRST_SCREEN_BOOTSTRAP_ID,
      JSON.stringify({ input: BOOTSTRAP_INPUT, data: BOOTSTRAP }),
    );
    addElement(
      FIRST_SCREEN_ROWS_ID,
      JSON.stringify({
        path: 'games.byCategory',
        input: { category: 'nope' },
        data: { items: [] },
      }),
    );
    expect(takeFirstScreen(clients)).toEqual(['bootstrap.get']);

    const other = createApiClients();
    addElement(
      FIRST_SCREEN_BOOTSTRAP_ID,
      JSON.stringify({ input: BOOTSTRAP_INPUT, data: BOOTSTRAP }),
    );
    expect(takeFirstScreen(other, { seed: false })).toEqual([]);
    expect(other.queryClient.getQueryCache().getAll()).toEqual([]);
    expect(document.getElementById(FIRST_SCREEN_BOOTSTRAP_ID)).toBeNull();
  });

  it('does nothing on a page without the elements', () => {
    expect(takeFirstScreen(clients)).toEqual([]);
    expect(clients.queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe('firstScreenHydration', () => {
  function drawnRoot(viewport: string | null): HTMLElement {
    const root = document.createElement('div');
    if (viewport !== null) root.dataset.firstScreen = viewport;
    return root;
  }

  function answers() {
    addElement(
      FIRST_SCREEN_BOOTSTRAP_ID,
      JSON.stringify({ input: BOOTSTRAP_INPUT, data: BOOTSTRAP }),
    );
    addElement(
      FIRST_SCREEN_ROWS_ID,
      JSON.stringify({ path: 'lobby.main', input: LOBBY_INPUT, data: LOBBY }),
    );
    const read = readFirstScreen();
    return { read, seeded: seedFirstScreen(clients, read) };
  }

  it('takes over a drawn page in the language it was drawn in, for the viewport it assumed', () => {
    const { read, seeded } = answers();
    expect(firstScreenHydration(drawnRoot('phone'), read, seeded, BOOTSTRAP_INPUT, 375)).toEqual({
      viewport: 'phone',
      language: 'de',
    });
    expect(firstScreenHydration(drawnRoot('desktop'), read, seeded, BOOTSTRAP_INPUT, 1920)).toEqual(
      { viewport: 'desktop', language: 'de' },
    );
  });

  it('replaces it where the browser lays the page out otherwise', () => {
    const { read, seeded } = answers();
    // 768 px is a tablet's layout, 1024 the desktop's, 1440 the widest carousel's.
    for (const [viewport, width] of [
      ['phone', 768],
      ['desktop', 1439],
      ['desktop', 1023],
    ] as const) {
      expect(firstScreenHydration(drawnRoot(viewport), read, seeded, BOOTSTRAP_INPUT, width)).toBe(
        null,
      );
    }
    expect(firstScreenHydration(drawnRoot('phone'), read, seeded, BOOTSTRAP_INPUT, 767)).not.toBe(
      null,
    );
  });

  it('replaces it when the browser would ask another bootstrap, or nothing was drawn or seeded', () => {
    const { read, seeded } = answers();
    const root = drawnRoot('phone');
    // A stored language or referral the BFF could not see: another answer, another page.
    expect(
      firstScreenHydration(root, read, seeded, { ...BOOTSTRAP_INPUT, storedLanguage: 'en' }, 375),
    ).toBe(null);
    expect(
      firstScreenHydration(root, read, seeded, { ...BOOTSTRAP_INPUT, hasReferral: true }, 375),
    ).toBe(null);
    expect(firstScreenHydration(drawnRoot(null), read, seeded, BOOTSTRAP_INPUT, 375)).toBe(null);
    expect(firstScreenHydration(drawnRoot('tablet'), read, seeded, BOOTSTRAP_INPUT, 375)).toBe(
      null,
    );
    // A session from the URL: nothing seeded.
    expect(firstScreenHydration(root, read, [], BOOTSTRAP_INPUT, 375)).toBe(null);
  });
});
