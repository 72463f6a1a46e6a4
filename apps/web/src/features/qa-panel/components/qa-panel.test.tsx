import type { LanguageCode } from '@casino/shared';
import { CATCH_GAME_MAX_TRIES, LIMIT_KINDS, type PlayerLimits } from '@casino/shared';
import type { CatchGameFacts, MiniGamesView, PlayerState } from '@casino/mock-world/qa';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/ui/render-with-kit.js';
import { trpcWrapper } from '../../../lib/trpc-test-client.js';
import { QA_PANEL_DE } from '../locales/de.js';
import { QA_PANEL_EN } from '../locales/en.js';
import { QA_PANEL_NAMESPACE } from '../locales/namespace.js';
import { QA_PANEL_PT } from '../locales/pt.js';
import { QA_PANEL_RO } from '../locales/ro.js';
import { QaPanelPage } from '../routes/qa-panel-page.js';
import { QaPanel } from './qa-panel.js';

// The panel over a stand-in /qa (fetch answered here): it reads the signed-in player's state,
// sends only what QA changed and says so, shows /qa's refusal as an alert, and speaks every
// language with no key left showing.

vi.mock('../../../lib/session.js', async () => {
  const { sessionDouble } = await import('../../../lib/signed-in-test-doubles.js');
  const { CATCH_GAME_WINDOW, OKTOBERFEST_WINDOW } = await import('@casino/shared');
  return {
    useSession: () => ({
      ...sessionDouble.useSession(),
      bootstrap: {
        clock: { offsetMs: 0 },
        settings: { oktoberfestWindow: OKTOBERFEST_WINDOW, catchGameWindow: CATCH_GAME_WINDOW },
      },
    }),
  };
});
vi.mock(
  '../../../lib/language.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).languageDouble,
);

const namespaces = {
  [QA_PANEL_NAMESPACE]: {
    en: QA_PANEL_EN,
    gb: QA_PANEL_EN,
    de: QA_PANEL_DE,
    ro: QA_PANEL_RO,
    pt: QA_PANEL_PT,
  },
};

/** The session double's player (id 7), as /qa would answer its state. */
const STATE: PlayerState = {
  id: 7,
  email: 'ana@example.com',
  login: 'ana',
  demo: false,
  country: 'IRL',
  currency: 'EUR',
  language: 'en',
  kycStatus: 'verified',
  userLevel: 'beginner',
  loyaltyLevel: 1,
  loyaltyPoints: 0,
  birthday: '1990-04-12',
  balances: { main: 150, bonusCasino: 0, cashback: 0 },
  wageringGames: null,
  freeSpins: { number: 0, numberDay: 0, dayLimit: null, betAmount: 0.2 },
};

const SETTINGS = { latencyMs: 0, errorRate: 0 };

const MINI_GAMES_VIEW: MiniGamesView = {
  plays: { 'lucky-card': 0, wheel: 1, bird: 0 },
  attemptsLeft: { 'lucky-card': 1, wheel: 0, bird: 1 },
  depositsToday: 0,
  dailyBonus: { currentDay: 3, collectedToday: false },
};

const LIMITS: PlayerLimits = {
  currency: 'EUR',
  limits: LIMIT_KINDS.map((kind) => ({
    kind,
    value: kind === 'depositDay' ? 100 : null,
    used: kind === 'depositDay' ? 20 : 0,
    periodStart: kind === 'depositDay' ? '2026-03-10T08:00:00.000Z' : null,
    resetsAt: kind === 'depositDay' ? '2026-03-11T08:00:00.000Z' : null,
    pending: null,
  })),
  hasDeposited: true,
  promptAnswered: true,
  reviewDueAt: '2026-09-10T08:00:00.000Z',
};

let worldClosed: boolean;
let gamification: {
  coins: number;
  missions: { id: string; progress: number; target: number; done: boolean }[];
};
let protection: object | null;
let catchGame: CatchGameFacts;

function refused(status: number, message: string, path: string) {
  return {
    status,
    json: { error: { code: 'invalid_request', message, details: [{ path, message: 'x' }] } },
  };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

let calls: Call[];

/** The stand-in /qa: the mock world's answers for what the panel reads and changes. */
function answer(method: string, path: string, body: unknown): { status: number; json: unknown } {
  const route = `${method} ${path}`;
  switch (route) {
    case 'GET /qa/players/7/state':
      return { status: 200, json: STATE };
    case 'PUT /qa/players/7/state':
      return { status: 200, json: { ...STATE, ...(body as object) } };
    case 'GET /qa/geo':
      return { status: 200, json: { country: 'IRL', blockedCountries: [] } };
    case 'GET /qa/upstreams':
      return {
        status: 200,
        json: { casino: SETTINGS, sport: SETTINGS, cms: SETTINGS, jackpot: SETTINGS },
      };
    case 'PUT /qa/upstreams/casino':
      return {
        status: 400,
        json: {
          error: {
            code: 'invalid_request',
            message: 'The body does not fit the contract',
            details: [{ path: 'errorRate', message: 'errors.invalidInput' }],
          },
        },
      };
    case 'GET /readyz':
      return {
        status: 200,
        json: {
          status: 'ready',
          degraded: true,
          checks: {
            redis: { state: 'disabled' },
            upstreams: {
              casino: { breaker: 'open' },
              sport: { breaker: 'closed' },
              cms: { breaker: 'closed' },
              jackpot: { breaker: 'closed' },
            },
          },
        },
      };
    case 'GET /qa/mini-games':
      return { status: 200, json: { closed: worldClosed } };
    case 'PUT /qa/mini-games':
      worldClosed = (body as { closed: boolean }).closed;
      return { status: 200, json: { closed: worldClosed } };
    case 'GET /qa/players/7/mini-games':
      return { status: 200, json: MINI_GAMES_VIEW };
    case 'PUT /qa/players/7/mini-games': {
      const patch = body as { plays?: object; dailyBonus?: object };
      return {
        status: 200,
        json: {
          ...MINI_GAMES_VIEW,
          plays: { ...MINI_GAMES_VIEW.plays, ...patch.plays },
          dailyBonus: { ...MINI_GAMES_VIEW.dailyBonus, ...patch.dailyBonus },
        },
      };
    }
    case 'PUT /qa/players/7/catch-game': {
      const patch = body as Partial<CatchGameFacts>;
      if ((patch.triesUsedToday ?? 0) > CATCH_GAME_MAX_TRIES) {
        return refused(400, 'The body does not fit the contract', 'triesUsedToday');
      }
      catchGame = { ...catchGame, ...patch };
      return { status: 200, json: catchGame };
    }
    case 'GET /qa/players/7/limits':
      return { status: 200, json: LIMITS };
    case 'PUT /qa/players/7/limits': {
      const patch = body as { limits?: { session?: number | null } };
      const session = patch.limits?.session;
      if (typeof session === 'number' && session < 5) {
        return refused(422, 'The session limit is out of range', 'limits.session');
      }
      return { status: 200, json: LIMITS };
    }
    case 'POST /qa/players/7/limits/age':
      return { status: 200, json: LIMITS };
    case 'GET /qa/players/7/gamification':
      return { status: 200, json: gamification };
    case 'PUT /qa/players/7/gamification': {
      const patch = body as { coins?: number; missionProgress?: Record<string, number> };
      gamification = {
        coins: patch.coins ?? gamification.coins,
        missions: gamification.missions.map((mission) => ({
          ...mission,
          progress: patch.missionProgress?.[mission.id] ?? mission.progress,
        })),
      };
      return { status: 200, json: gamification };
    }
    case 'POST /qa/players/7/gamification/announcements':
      return {
        status: 201,
        json: { eventId: 41, announcement: { id: 3, ...(body as object) } },
      };
    case 'GET /qa/players/7/protection':
      return { status: 200, json: { protection } };
    case 'PUT /qa/players/7/protection': {
      const request = body as { kind: string | null };
      protection =
        request.kind === null
          ? null
          : {
              kind: request.kind,
              startedAt: '2026-03-10T08:00:00.000Z',
              endsAt: request.kind === 'timeOut' ? '2026-03-17T08:00:00.000Z' : null,
              returnRequestedAt: null,
            };
      return { status: 200, json: { protection } };
    }
    case 'GET /qa/gamstop':
      return { status: 200, json: { emails: [] } };
    case 'PUT /qa/gamstop': {
      const patch = body as { email: string; registered: boolean };
      if (!patch.email.includes('@'))
        return refused(400, 'The body does not fit the contract', 'email');
      return { status: 200, json: { emails: patch.registered ? [patch.email] : [] } };
    }
    case 'GET /qa/sport':
      return { status: 200, json: { tokenLifetimeMs: 600_000 } };
    case 'POST /qa/players/plain%40demo.lumo.test/session':
      return { status: 201, json: { sessionUuid: 'session-of-plain' } };
    default:
      return { status: 404, json: { error: { code: 'not_found', message: route } } };
  }
}

beforeEach(() => {
  calls = [];
  worldClosed = false;
  protection = null;
  gamification = {
    coins: 120,
    missions: [
      { id: 'spin-10', progress: 2, target: 10, done: false },
      { id: 'win-5', progress: 0, target: 5, done: false },
    ],
  };
  catchGame = { depositsToday: 1, triesUsedToday: 0, snowflakes: 0 };
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url, body });
    const { status, json } = answer(method, url, body);
    return Promise.resolve(new Response(JSON.stringify(json), { status }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPanel(language: LanguageCode = 'en') {
  const Trpc = trpcWrapper((procedure) => {
    throw new Error(`unexpected call ${procedure}`);
  });
  return renderWithKit(
    <Trpc>
      <QaPanel level={2} />
    </Trpc>,
    { language, namespaces },
  );
}

describe('the QA panel', () => {
  it("sends only the player's changed fields and says what it did", async () => {
    const { user } = renderPanel();
    const state = await screen.findByRole('region', { name: "The signed-in player's state" });
    const kyc = await within(state).findByRole('combobox', { name: 'KYC status' });
    expect(kyc).toHaveProperty('value', 'verified');
    await user.selectOptions(kyc, 'not_verified');
    await user.click(within(state).getByRole('button', { name: 'Save the player state' }));
    expect(await within(state).findByText('Done: player state saved (KYC status)')).toBeDefined();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/qa/players/7/state', body: { kycStatus: 'not_verified' } },
    ]);
  });

  it('names a field that does not read, and sends nothing', async () => {
    const { user } = renderPanel();
    const state = await screen.findByRole('region', { name: "The signed-in player's state" });
    const country = await within(state).findByRole('textbox', {
      name: 'Account country (alpha-3, empty: none)',
    });
    await user.clear(country);
    await user.type(country, 'IE');
    await user.click(within(state).getByRole('button', { name: 'Save the player state' }));
    expect((await within(state).findByRole('alert')).textContent).toBe(
      'QA refused it: Check the field: Account country (alpha-3, empty: none)',
    );
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it("shows the breaker the BFF reports and /qa's refusal as an alert", async () => {
    const { user } = renderPanel();
    const upstreams = screen.getByRole('region', { name: 'Upstreams' });
    expect(await within(upstreams).findByText('Breaker: open')).toBeDefined();
    const rate = within(upstreams).getByRole('textbox', { name: 'casino error rate (0-1)' });
    await user.clear(rate);
    await user.type(rate, '2');
    await user.click(within(upstreams).getByRole('button', { name: 'Apply to casino' }));
    expect((await within(upstreams).findByRole('alert')).textContent).toBe(
      'QA refused it: QA PUT /qa/upstreams/casino answered 400: The body does not fit the contract (errorRate)',
    );
  });

  it('closes the mini-games for everyone and sends only the plays QA changed', async () => {
    const { user } = renderPanel();
    const section = screen.getByRole('region', { name: 'Mini-games' });
    await user.click(await within(section).findByRole('button', { name: 'Close every mini-game' }));
    expect(
      await within(section).findByText('Done: every mini-game closed for every player'),
    ).toBeDefined();
    expect(within(section).getByText('Every mini-game is closed for every player.')).toBeDefined();
    expect(
      within(section).getByRole('button', { name: 'Open the mini-games again' }),
    ).toBeDefined();

    expect(
      await within(section).findByText(
        'Today: Lucky card 1 left · Wheel 0 left · Bird 1 left · deposits today: 0',
      ),
    ).toBeDefined();
    const wheel = within(section).getByRole('textbox', { name: 'Wheel: plays used today' });
    await user.clear(wheel);
    await user.type(wheel, '0');
    await user.click(
      within(section).getByRole('checkbox', { name: "Today's daily bonus collected" }),
    );
    await user.click(within(section).getByRole('button', { name: 'Save the mini-games' }));
    expect(
      await within(section).findByText(
        "Done: mini-games saved (Wheel: plays used today, Today's daily bonus collected)",
      ),
    ).toBeDefined();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/qa/mini-games', body: { closed: true } },
      {
        method: 'PUT',
        path: '/qa/players/7/mini-games',
        body: { plays: { wheel: 0 }, dailyBonus: { collectedToday: true } },
      },
    ]);
  });

  it('names a mini-game field that does not read, and sends nothing', async () => {
    const { user } = renderPanel();
    const section = screen.getByRole('region', { name: 'Mini-games' });
    const bird = await within(section).findByRole('textbox', { name: 'Bird: plays used today' });
    await user.type(bird, 'x');
    await user.click(within(section).getByRole('button', { name: 'Save the mini-games' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'QA refused it: Check the field: Bird: plays used today',
    );
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it("sets the catch game's filled counts, then only what changed, and shows /qa's refusal", async () => {
    const { user } = renderPanel();
    const section = screen.getByRole('region', { name: 'Catch game' });
    const save = within(section).getByRole('button', { name: 'Set the catch-game counts' });
    await user.click(save);
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'QA refused it: Fill in a count to send',
    );
    await user.type(within(section).getByRole('textbox', { name: 'Snowflakes held' }), '5');
    await user.click(save);
    expect(
      await within(section).findByText(
        'Done: catch game saved (Snowflakes held): 5 snowflakes, 0 tries used, 1 deposits today',
      ),
    ).toBeDefined();
    const tries = within(section).getByRole('textbox', {
      name: `Tries used today (0-${String(CATCH_GAME_MAX_TRIES)})`,
    });
    expect(tries).toHaveProperty('value', '0');
    await user.clear(tries);
    await user.type(tries, String(CATCH_GAME_MAX_TRIES + 1));
    await user.click(save);
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'QA refused it: QA PUT /qa/players/7/catch-game answered 400: The body does not fit the contract (triesUsedToday)',
    );
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { snowflakes: 5 },
      { triesUsedToday: CATCH_GAME_MAX_TRIES + 1 },
    ]);
  });

  it("shows the player's limits, sends only what changed and shows /qa's refusal", async () => {
    const { user } = renderPanel();
    const section = screen.getByRole('region', { name: 'Safer-gambling limits' });
    expect(
      await within(section).findByText('Daily deposit limit (EUR): 20 used of 100'),
    ).toBeDefined();
    const session = within(section).getByRole('textbox', {
      name: 'Session limit (minutes)',
    });
    const save = within(section).getByRole('button', {
      name: 'Save the limits (in force at once)',
    });
    await user.type(session, '2');
    await user.click(save);
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'QA refused it: QA PUT /qa/players/7/limits answered 422: The session limit is out of range (limits.session)',
    );

    await user.clear(session);
    await user.type(session, '30');
    await user.clear(
      within(section).getByRole('textbox', {
        name: 'Daily deposit limit (EUR)',
      }),
    );
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Last review' }),
      '6 months ago (reminder due)',
    );
    await user.click(save);
    expect(
      await within(section).findByText(
        'Done: limits saved (Daily deposit limit (EUR), Session limit (minutes), Last review)',
      ),
    ).toBeDefined();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { limits: { session: 2 } },
      {
        limits: { depositDay: null, session: 30 },
        // The session double's product time (2026-03-10 12:00Z), six months and a minute back.
        reviewedAt: '2025-09-10T11:59:00.000Z',
      },
    ]);

    await user.click(within(section).getByRole('button', { name: 'Age the limits' }));
    expect(
      await within(section).findByText("Done: the player's limits aged by 24 h"),
    ).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/qa/players/7/limits/age', body: { hours: 24 } },
    ]);
  });

  it.each(['en', 'gb', 'de', 'ro', 'pt'] as const)(
    'speaks %s with no key left showing',
    async (language) => {
      renderPanel(language);
      // Every section read what it shows: the checkboxes of jackpots, mini-games and limits.
      await waitFor(() => {
        expect(screen.getAllByRole('checkbox')).toHaveLength(3);
      });
      const text = document.body.textContent;
      expect(text).not.toMatch(
        /\b(?:players|state|geo|upstreams|events|jackpots|clock|play|world|miniGames|catchGame|limits|protection|gamstop|gamification)\.[a-z]/,
      );
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(15);
    },
  );

  it('sets only the coins or missions QA changed, and announces an event', async () => {
    const { user } = renderPanel();
    const section = screen.getByRole('region', { name: 'Gamification' });
    const coins = await within(section).findByRole('textbox', { name: 'Coins held' });
    expect(coins).toHaveProperty('value', '120');
    const save = within(section).getByRole('button', { name: 'Set coins and missions' });
    await user.click(save);
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'QA refused it: Change the coins or a mission to send',
    );
    const mission = within(section).getByRole('textbox', {
      name: 'Mission spin-10: progress (of 10)',
    });
    await user.clear(mission);
    await user.type(mission, '9');
    await user.click(save);
    expect(await within(section).findByText('Done: gamification saved: 120 coins')).toBeDefined();
    await user.type(within(section).getByRole('textbox', { name: 'Event title' }), 'Happy hour');
    await user.type(within(section).getByRole('textbox', { name: 'Event text' }), 'Coins x2');
    await user.click(within(section).getByRole('button', { name: 'Announce the event' }));
    expect(
      await within(section).findByText('Done: event 41 announced: EVENT opens in the page'),
    ).toBeDefined();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.body)).toEqual([
      { missionProgress: { 'spin-10': 9 } },
      { title: 'Happy hour', text: 'Coins x2' },
    ]);
  });

  it('times the player out, lifts it, and shows the GAMSTOP register and its refusal', async () => {
    const { user } = renderPanel();
    const section = screen.getByRole('region', { name: 'Time-out and self-exclusion' });
    expect(
      await within(section).findByText('No time-out or self-exclusion in force.'),
    ).toBeDefined();
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Length' }),
      'timeOut:7',
    );
    await user.click(
      within(section).getByRole('button', { name: 'Start it now (ends the sessions)' }),
    );
    expect(
      await within(section).findByText('Done: Time-out in force, ends 2026-03-17T08:00:00.000Z'),
    ).toBeDefined();
    await user.click(within(section).getByRole('button', { name: 'Lift it' }));
    expect(
      await within(section).findByText('Done: No time-out or self-exclusion in force.'),
    ).toBeDefined();
    const register = screen.getByRole('region', { name: 'Mock GAMSTOP register' });
    const email = within(register).getByRole('textbox', { name: 'E-mail address' });
    await user.type(email, 'nope');
    await user.click(within(register).getByRole('button', { name: 'Put on the register' }));
    expect((await within(register).findByRole('alert')).textContent).toContain('400');
    await user.clear(email);
    await user.type(email, 'listed@example.test');
    await user.click(within(register).getByRole('button', { name: 'Put on the register' }));
    expect(await within(register).findByText('On the register: listed@example.test')).toBeDefined();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { kind: 'timeOut', days: 7 },
      { kind: null },
      { email: 'nope', registered: true },
      { email: 'listed@example.test', registered: true },
    ]);
  });

  it('signs a demo player in as the session callback would, without leaving the page', async () => {
    const adopted: unknown[] = [];
    const Trpc = trpcWrapper((procedure, input) => {
      if (procedure !== 'auth.adopt') throw new Error(`unexpected call ${procedure}`);
      adopted.push(input);
      return { player: { ...STATE, email: 'plain@demo.lumo.test' } };
    });
    function Location() {
      return <output aria-label="Location">{useLocation().pathname}</output>;
    }
    const { user } = renderWithKit(
      <Trpc>
        <QaPanel level={2} />
        <Location />
      </Trpc>,
      { namespaces },
    );
    const players = await screen.findByRole('region', { name: 'Players' });
    await user.click(within(players).getByRole('button', { name: 'Sign in as this player' }));
    expect(
      await within(players).findByText('Done: signed in as plain@demo.lumo.test'),
    ).toBeDefined();
    expect(adopted).toEqual([{ source: 'callback', value: 'session-of-plain' }]);
    expect(window.localStorage.getItem('prevUserEmail')).toBe('"plain@demo.lumo.test"');
    expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/');
  });

  it('on its page, shows the floating control again in a tab that hid it', async () => {
    window.sessionStorage.setItem('qaControlHidden', 'true');
    const Trpc = trpcWrapper((procedure) => {
      throw new Error(`unexpected call ${procedure}`);
    });
    const { user } = renderWithKit(
      <Trpc>
        <QaPanelPage />
      </Trpc>,
      { namespaces },
    );
    await user.click(
      await screen.findByRole('button', { name: 'Show the QA button again in this tab' }),
    );
    expect(window.sessionStorage.getItem('qaControlHidden')).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Show the QA button again in this tab' }),
    ).toBeNull();
  });
});
