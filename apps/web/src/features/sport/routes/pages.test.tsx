import type { User } from '@casino/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_PLAYER } from '../../../lib/signed-in-test-doubles.js';
import { SportPage } from './pages.js';

// sport/* opens for the sspermission flag or for the tester: the stored user id (userId, which the
// session keeps for the signed-in player) being SPORT_TESTER_USER_ID. Anyone else goes to main.

const TESTER_ID = 4_242;

const session = vi.hoisted(() => ({
  player: null as User | null,
  testerId: null as number | null,
}));

vi.mock('../../../lib/session.js', () => ({
  useSession: () => ({
    player: session.player,
    status: 'success',
    bootstrap: {
      settings: { sportTesterUserId: session.testerId, sportFrameUrl: 'https://sport.test/' },
    },
    setPlayer: () => undefined,
    now: () => new Date('2026-03-10T12:00:00Z'),
  }),
}));
vi.mock(
  '../../../lib/language.js',
  async () => (await import('../../../lib/signed-in-test-doubles.js')).languageDouble,
);
vi.mock('../components/sport-section.js', () => ({
  SportSection: ({ frameUrl }: { frameUrl: string }) => <p>{`sportsbook at ${frameUrl}`}</p>,
}));

function renderSport(entry = '/sport') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/sport/*" element={<SportPage />} />
        <Route path="/" element={<p>main page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  session.player = null;
  session.testerId = TESTER_ID;
});

afterEach(() => {
  window.localStorage.clear();
});

describe('the sport route', () => {
  it('opens for the tester’s stored user id', async () => {
    window.localStorage.setItem('userId', String(TESTER_ID));
    session.player = { ...TEST_PLAYER, id: TESTER_ID };
    renderSport();
    expect(await screen.findByText('sportsbook at https://sport.test/')).toBeTruthy();
  });

  it('reads the stored id rather than the session’s player', async () => {
    window.localStorage.setItem('userId', String(TESTER_ID));
    renderSport();
    expect(await screen.findByText('sportsbook at https://sport.test/')).toBeTruthy();
  });

  it('sends anyone else to the main page', async () => {
    window.localStorage.setItem('userId', '7');
    session.player = TEST_PLAYER;
    renderSport();
    expect(await screen.findByText('main page')).toBeTruthy();
  });

  it('sends the tester to the main page once the stored id is gone (a sign-out)', async () => {
    session.player = { ...TEST_PLAYER, id: TESTER_ID };
    renderSport();
    expect(await screen.findByText('main page')).toBeTruthy();
  });

  it('sends everyone to the main page when no tester is configured', async () => {
    session.testerId = null;
    window.localStorage.setItem('userId', String(TESTER_ID));
    renderSport();
    expect(await screen.findByText('main page')).toBeTruthy();
  });

  it('still opens for the sspermission flag, and keeps it', async () => {
    renderSport('/sport?sspermission=enabled');
    expect(await screen.findByText('sportsbook at https://sport.test/')).toBeTruthy();
    expect(window.localStorage.getItem('sspermission')).toBe('"enabled"');
  });
});
