import { describe, expect, it } from 'vitest';
import { effectiveMode, playStep, type GameForPlay, type PlayStepInput } from './play-step.js';

const GAME: GameForPlay = {
  id: 42,
  name: 'Book of Lumo',
  providerId: 5,
  requiredProfile: 'none',
  geo_link: 'https://launch.example.com/42',
  hasDemo: true,
};

const RICH = { balanceMain: 150, bonusCasino: 0, wageringGames: [] };
/** A casino bonus whose wagering list leaves game 42 out. */
const UNDER_BONUS = { bonusCasino: 250, wageringGames: [{ id: 7 }] };

function step(overrides: Partial<PlayStepInput> = {}) {
  return playStep({
    game: GAME,
    mode: 'real',
    isAuthenticated: true,
    country: 'IRL',
    money: RICH,
    profile: { firstName: 'Ana', lastName: 'Pop', sex: 'f', birthday: '1990-04-12' },
    ...overrides,
  });
}

describe('playStep', () => {
  it('opens the game when every check passes', () => {
    expect(step()).toEqual({ kind: 'open', mode: 'real' });
  });

  describe('a guest', () => {
    const guest = { isAuthenticated: false, money: undefined, profile: undefined };

    it('signs up before real money', () => {
      expect(step(guest)).toEqual({ kind: 'sign_up' });
    });

    it('plays a demo without checks', () => {
      expect(step({ ...guest, mode: 'demo' })).toEqual({ kind: 'open', mode: 'demo' });
      expect(step({ ...guest, mode: 'demo', country: null })).toEqual({
        kind: 'open',
        mode: 'demo',
      });
    });

    it('in the UK logs in before a demo (UKGC)', () => {
      expect(step({ ...guest, mode: 'demo', country: 'GBR' })).toEqual({ kind: 'log_in' });
    });

    it('asking a demo of a game without one is asking real money: sign-up', () => {
      expect(step({ ...guest, mode: 'demo', game: { ...GAME, hasDemo: false } })).toEqual({
        kind: 'sign_up',
      });
    });
  });

  it('lets a UK player play a demo', () => {
    expect(step({ mode: 'demo', country: 'GBR' })).toEqual({ kind: 'open', mode: 'demo' });
  });

  it('stops a game without a geo_link in either mode, before anything else', () => {
    const nowhere = { ...GAME, geo_link: null };
    expect(step({ game: nowhere })).toEqual({ kind: 'unavailable' });
    expect(step({ game: nowhere, mode: 'demo', isAuthenticated: false })).toEqual({
      kind: 'unavailable',
    });
  });

  it('reads the provider’s demands of a game a tile handed over, for real money only', () => {
    const fromTile = { id: 42, name: 'Book of Lumo', geo_link: GAME.geo_link, hasDemo: true };
    expect(step({ game: fromTile })).toEqual({ kind: 'need_game' });
    expect(step({ game: fromTile, mode: 'demo' })).toEqual({ kind: 'open', mode: 'demo' });
    expect(step({ game: fromTile, isAuthenticated: false })).toEqual({ kind: 'sign_up' });
  });

  it('asks for the balances of a player before judging real money', () => {
    expect(step({ money: undefined })).toEqual({ kind: 'need_money' });
  });

  describe('under a bonus whose wagering list leaves the game out', () => {
    it('is not available with real money under 100', () => {
      expect(step({ money: { ...UNDER_BONUS, balanceMain: 99.99 } })).toEqual({
        kind: 'not_available',
        messageKey: 'gameNotification.notAvailable',
      });
    });

    it('plays from 100 of real money, after the notice that bonus money does not count', () => {
      const money = { ...UNDER_BONUS, balanceMain: 100 };
      expect(step({ money })).toEqual({
        kind: 'notice',
        messageKey: 'gameNotification.notForBonusMoney',
      });
      expect(step({ money, noticeSeen: true })).toEqual({ kind: 'open', mode: 'real' });
    });

    it('still plays the demo', () => {
      expect(step({ mode: 'demo', money: { ...UNDER_BONUS, balanceMain: 0 } })).toEqual({
        kind: 'open',
        mode: 'demo',
      });
    });
  });

  it('sends a player with nothing to bet with to deposit', () => {
    expect(step({ money: { balanceMain: 0, bonusCasino: 0, wageringGames: [] } })).toEqual({
      kind: 'insufficient_balance',
    });
    // Bonus money the game takes is money to bet with.
    expect(
      step({ money: { balanceMain: 0, bonusCasino: 5, wageringGames: [{ id: 42 }] } }),
    ).toEqual({ kind: 'open', mode: 'real' });
  });

  it('checks the money before the profile', () => {
    expect(
      step({
        money: { balanceMain: 0, bonusCasino: 0, wageringGames: [] },
        profile: {},
        game: { ...GAME, providerId: 27 },
      }),
    ).toEqual({ kind: 'insufficient_balance' });
  });

  describe('the profile requirement', () => {
    it('asks for the birthday for providers 27 and 101 (errors.nonFilledBirth)', () => {
      for (const providerId of [27, 101]) {
        expect(
          step({ game: { ...GAME, providerId }, profile: { firstName: 'Ana', birthday: null } }),
        ).toEqual({ kind: 'profile', missing: ['birthday'], messageKey: 'errors.nonFilledBirth' });
      }
    });

    it('asks for every field the game’s set lacks, in form order', () => {
      expect(
        step({
          game: { ...GAME, requiredProfile: 'name_and_birth' },
          profile: { firstName: '  ', lastName: null, birthday: '1990-04-12' },
        }),
      ).toEqual({
        kind: 'profile',
        missing: ['firstName', 'lastName'],
        messageKey: 'errors.profileIncomplete',
      });
      expect(step({ game: { ...GAME, requiredProfile: 'gender_and_birth' }, profile: {} })).toEqual(
        {
          kind: 'profile',
          missing: ['sex', 'birthday'],
          messageKey: 'errors.profileIncomplete',
        },
      );
    });

    it('comes after the notice', () => {
      expect(
        step({
          game: { ...GAME, providerId: 27 },
          money: { ...UNDER_BONUS, balanceMain: 120 },
          profile: {},
          noticeSeen: true,
        }),
      ).toMatchObject({ kind: 'profile', missing: ['birthday'] });
    });
  });
});

describe('effectiveMode', () => {
  it('keeps a demo only where the game has one', () => {
    expect(effectiveMode({ hasDemo: true }, 'demo')).toBe('demo');
    expect(effectiveMode({ hasDemo: false }, 'demo')).toBe('real');
    expect(effectiveMode({ hasDemo: false }, 'real')).toBe('real');
  });
});
