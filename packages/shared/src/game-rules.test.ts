import { describe, expect, it } from 'vitest';
import { gameSchema, type Game } from './game.js';
import {
  GAME_PLAYABILITY_MESSAGES,
  carouselSlides,
  demoNeedsSignIn,
  gameCardBadges,
  gamePath,
  gamePlayability,
  gameSlug,
  hasMoneyToPlay,
  isGamePlayable,
  isPlayDisabled,
  parseGamePathSegment,
  profileRequirement,
  providersMatching,
  withRecentlyPlayed,
} from './game-rules.js';
import { RECENTLY_PLAYED_LIMIT } from './constants.js';

function makeGame(overrides: Partial<Game> = {}): Game {
  return gameSchema.parse({
    id: 42,
    name: 'Book of Dead',
    image: 'https://cdn.example.com/42.png',
    providerId: 5,
    providerName: 'Provider',
    geo_link: 'https://launch.example.com/42',
    hasDemo: true,
    categories: [],
    isWagering: false,
    source: 'casino',
    imagine: { files: { desktop: 'd.png', mobile: 'm.png' }, gradient_color: '#000000' },
    ...overrides,
  });
}

describe('gamePlayability', () => {
  const game = makeGame({ id: 42 });
  const restricted = { bonusCasino: 10, wageringGames: [{ id: 7 }], balanceMain: 99.99 };

  it('is not available under a bonus whose list leaves the game out with real balance 99.99', () => {
    expect(gamePlayability(game, restricted)).toBe('not_available');
    expect(isGamePlayable(game, restricted)).toBe(false);
  });

  it('plays, not for bonus money, from real balance 100', () => {
    const input = { ...restricted, balanceMain: 100 };
    expect(gamePlayability(game, input)).toBe('playable_not_for_bonus');
    expect(isGamePlayable(game, input)).toBe(true);
  });

  it('plays when the bonus balance is 0', () => {
    expect(gamePlayability(game, { ...restricted, bonusCasino: 0 })).toBe('playable');
  });

  it('plays when the wagering game list is empty', () => {
    expect(gamePlayability(game, { ...restricted, wageringGames: [] })).toBe('playable');
  });

  it('plays when the game is in the wagering game list', () => {
    const input = { ...restricted, wageringGames: [{ id: 7 }, { id: 42 }] };
    expect(gamePlayability(game, input)).toBe('playable');
  });

  it('names the message of each restricted decision', () => {
    expect(GAME_PLAYABILITY_MESSAGES.not_available).toBe('gameNotification.notAvailable');
    expect(GAME_PLAYABILITY_MESSAGES.playable_not_for_bonus).toBe(
      'gameNotification.notForBonusMoney',
    );
  });
});

describe('hasMoneyToPlay', () => {
  const game = makeGame({ id: 42 });
  const broke = { balanceMain: 0, bonusCasino: 0, wageringGames: [] };

  it('has nothing to bet with when real and bonus balance are both 0', () => {
    expect(hasMoneyToPlay(game, broke)).toBe(false);
  });

  it('plays with the smallest real balance', () => {
    expect(hasMoneyToPlay(game, { ...broke, balanceMain: 0.01 })).toBe(true);
  });

  it('reads a negative real balance as none', () => {
    expect(hasMoneyToPlay(game, { ...broke, balanceMain: -5 })).toBe(false);
  });

  it('plays with bonus money alone when the wager takes every game or this one', () => {
    expect(hasMoneyToPlay(game, { ...broke, bonusCasino: 0.01 })).toBe(true);
    expect(
      hasMoneyToPlay(game, { ...broke, bonusCasino: 250, wageringGames: [{ id: 7 }, { id: 42 }] }),
    ).toBe(true);
    expect(hasMoneyToPlay(game, { ...broke, balanceMain: -5, bonusCasino: 10 })).toBe(true);
  });

  it('does not count bonus money the wagering list keeps from the game', () => {
    expect(hasMoneyToPlay(game, { ...broke, bonusCasino: 250, wageringGames: [{ id: 7 }] })).toBe(
      false,
    );
  });
});

describe('withRecentlyPlayed', () => {
  const full = Array.from({ length: RECENTLY_PLAYED_LIMIT }, (_, index) => index + 1);

  it('starts a list with the first launch', () => {
    expect(withRecentlyPlayed([], 5)).toEqual([5]);
  });

  it('puts a new launch first', () => {
    expect(withRecentlyPlayed([3, 2, 1], 4)).toEqual([4, 3, 2, 1]);
  });

  it('moves a relaunched game to the front without a duplicate', () => {
    expect(withRecentlyPlayed([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(withRecentlyPlayed([3, 2, 1], 3)).toEqual([3, 2, 1]);
  });

  it('keeps the newest 12, dropping the oldest', () => {
    const next = withRecentlyPlayed(full, 99);
    expect(next).toHaveLength(RECENTLY_PLAYED_LIMIT);
    expect(next[0]).toBe(99);
    expect(next).not.toContain(RECENTLY_PLAYED_LIMIT);
  });

  it('keeps all 12 when the oldest of a full list is relaunched', () => {
    const next = withRecentlyPlayed(full, RECENTLY_PLAYED_LIMIT);
    expect(next).toHaveLength(RECENTLY_PLAYED_LIMIT);
    expect(next.slice(0, 2)).toEqual([RECENTLY_PLAYED_LIMIT, 1]);
  });

  it('never keeps more than the limit it is given', () => {
    expect(withRecentlyPlayed([1, 2, 3], 4, 2)).toEqual([4, 1]);
    expect(withRecentlyPlayed([1, 2, 3], 4, 0)).toEqual([]);
  });
});

describe('providersMatching', () => {
  const providers = [
    { id: 1, name: 'Red Tiger' },
    { id: 2, name: 'Tiger Games' },
    { id: 3, name: 'Blue Star' },
    { id: 4, name: 'Golden Tiger Studio' },
  ];

  it('lists names starting with the text first, then names containing it, each by name', () => {
    expect(providersMatching(providers, 'tiger', 10).map((provider) => provider.id)).toEqual([
      2, 4, 1,
    ]);
  });

  it('matches in any case and folds the spacing of the text', () => {
    expect(providersMatching(providers, '  RED   tiger ', 10)).toEqual([providers[0]]);
  });

  it('matches none for a blank text or an unknown name', () => {
    expect(providersMatching(providers, '   ', 10)).toEqual([]);
    expect(providersMatching(providers, 'zebra', 10)).toEqual([]);
  });

  it('answers at most the limit, keeping what it carries', () => {
    const counted = providers.map((provider) => ({ ...provider, gameCount: provider.id * 10 }));
    expect(providersMatching(counted, 'tiger', 1)).toEqual([
      { id: 2, name: 'Tiger Games', gameCount: 20 },
    ]);
  });
});

describe('profileRequirement', () => {
  const complete = {
    firstName: 'Ana',
    lastName: 'Pop',
    sex: 'f',
    birthday: '1990-01-01',
  };

  it('asks a birthday-required provider (27) for a missing birthday', () => {
    const result = profileRequirement(makeGame({ providerId: 27 }), { ...complete, birthday: '' });
    expect(result).toEqual({
      satisfied: false,
      missing: ['birthday'],
      messageKey: 'errors.nonFilledBirth',
    });
  });

  it('asks a birthday-required provider (101) for a missing birthday even with no set stated', () => {
    const result = profileRequirement(makeGame({ providerId: 101 }), {});
    expect(result).toMatchObject({ satisfied: false, missing: ['birthday'] });
  });

  it('lets a birthday-required provider launch once the birthday is there', () => {
    const result = profileRequirement(makeGame({ providerId: 27 }), { birthday: '1990-01-01' });
    expect(result.satisfied).toBe(true);
  });

  it('needs nothing from another provider when the game states no set', () => {
    expect(profileRequirement(makeGame({ providerId: 26 }), {})).toEqual({
      satisfied: true,
      missing: [],
    });
  });

  it('asks for first name, last name and birth date for name_and_birth', () => {
    const game = makeGame({ requiredProfile: 'name_and_birth' });
    expect(profileRequirement(game, {})).toEqual({
      satisfied: false,
      missing: ['firstName', 'lastName', 'birthday'],
      messageKey: 'errors.profileIncomplete',
    });
    expect(profileRequirement(game, { ...complete, sex: undefined }).satisfied).toBe(true);
  });

  it('asks for gender and birth date for gender_and_birth', () => {
    const game = makeGame({ requiredProfile: 'gender_and_birth' });
    expect(profileRequirement(game, { firstName: 'Ana', lastName: 'Pop' })).toMatchObject({
      missing: ['sex', 'birthday'],
      messageKey: 'errors.profileIncomplete',
    });
    expect(profileRequirement(game, { sex: 'm', birthday: '1990-01-01' }).satisfied).toBe(true);
  });

  it('asks for the birth date alone for birth, with the birthday message', () => {
    const game = makeGame({ requiredProfile: 'birth' });
    expect(profileRequirement(game, { firstName: 'Ana' })).toEqual({
      satisfied: false,
      missing: ['birthday'],
      messageKey: 'errors.nonFilledBirth',
    });
  });

  it('uses the birthday message when only the birthday of a larger set is missing', () => {
    const game = makeGame({ requiredProfile: 'name_and_birth' });
    expect(profileRequirement(game, { ...complete, birthday: null })).toMatchObject({
      missing: ['birthday'],
      messageKey: 'errors.nonFilledBirth',
    });
  });

  it('uses the general message when a name is missing but the birthday is there', () => {
    const game = makeGame({ requiredProfile: 'name_and_birth' });
    expect(profileRequirement(game, { ...complete, lastName: '' })).toMatchObject({
      missing: ['lastName'],
      messageKey: 'errors.profileIncomplete',
    });
  });

  it('counts empty and blank strings as missing', () => {
    const game = makeGame({ requiredProfile: 'gender_and_birth' });
    expect(profileRequirement(game, { sex: '', birthday: '  ' })).toMatchObject({
      missing: ['sex', 'birthday'],
    });
  });

  it('adds the stated set to the birthday of a birthday-required provider', () => {
    const game = makeGame({ providerId: 27, requiredProfile: 'gender_and_birth' });
    expect(profileRequirement(game, { birthday: '1990-01-01' })).toMatchObject({
      missing: ['sex'],
      messageKey: 'errors.profileIncomplete',
    });
  });
});

describe('gameCardBadges', () => {
  const noBadges = { new: false, top: false, wagering: false, live: false, dropsAndWins: false };
  const visitor = { bonusCasino: 0, isUk: false };

  it('shows no badge for a plain casino game', () => {
    expect(gameCardBadges(makeGame(), visitor)).toEqual(noBadges);
  });

  it('shows new for upstream category 1 and top for 2', () => {
    expect(gameCardBadges(makeGame({ categories: [{ id: 1 }] }), visitor)).toEqual({
      ...noBadges,
      new: true,
    });
    expect(gameCardBadges(makeGame({ categories: [{ id: 2 }] }), visitor)).toEqual({
      ...noBadges,
      top: true,
    });
  });

  it('does not read lobby registry ids (4 new, 3 top) as badges', () => {
    expect(gameCardBadges(makeGame({ categories: [{ id: 3 }, { id: 4 }] }), visitor)).toEqual(
      noBadges,
    );
  });

  it('shows the wagering icon for a wagering game only while the bonus balance is above 0', () => {
    const game = makeGame({ isWagering: true });
    expect(gameCardBadges(game, { ...visitor, bonusCasino: 0.01 }).wagering).toBe(true);
    expect(gameCardBadges(game, { ...visitor, bonusCasino: 0 }).wagering).toBe(false);
    expect(gameCardBadges(makeGame(), { ...visitor, bonusCasino: 5 }).wagering).toBe(false);
  });

  it('shows the live icon for casino_live games', () => {
    expect(gameCardBadges(makeGame({ source: 'casino_live' }), visitor).live).toBe(true);
  });

  it('shows drops-and-wins for category 587 except to UK visitors', () => {
    const game = makeGame({ categories: [{ id: 587 }] });
    expect(gameCardBadges(game, visitor).dropsAndWins).toBe(true);
    expect(gameCardBadges(game, { ...visitor, isUk: true }).dropsAndWins).toBe(false);
  });
});

describe('demoNeedsSignIn', () => {
  it('asks a UK guest to sign in first', () => {
    expect(demoNeedsSignIn({ isAuthenticated: false, country: 'GBR' })).toBe(true);
  });

  it('lets a signed-in player, and guests elsewhere or of unknown country, play demo', () => {
    expect(demoNeedsSignIn({ isAuthenticated: true, country: 'GBR' })).toBe(false);
    expect(demoNeedsSignIn({ isAuthenticated: false, country: 'IRL' })).toBe(false);
    expect(demoNeedsSignIn({ isAuthenticated: false, country: null })).toBe(false);
    expect(demoNeedsSignIn({ isAuthenticated: false, country: undefined })).toBe(false);
  });
});

describe('isPlayDisabled', () => {
  it('disables play when geo_link is missing, null or empty', () => {
    expect(isPlayDisabled({ geo_link: undefined })).toBe(true);
    expect(isPlayDisabled({ geo_link: null })).toBe(true);
    expect(isPlayDisabled({ geo_link: '' })).toBe(true);
  });

  it('allows play with a geo_link', () => {
    expect(isPlayDisabled({ geo_link: 'https://launch.example.com/42' })).toBe(false);
  });
});

describe('gameSlug', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(gameSlug('Book of Dead')).toBe('book-of-dead');
  });

  it('strips diacritics', () => {
    expect(gameSlug('Crème Brûlée Ăştă')).toBe('creme-brulee-asta');
  });

  it('collapses runs of other characters and trims the ends', () => {
    expect(gameSlug("  Gonzo's Quest: Megaways™ !! ")).toBe('gonzo-s-quest-megaways');
    expect(gameSlug('7 & 7 -- Hot')).toBe('7-7-hot');
  });

  it('gives an empty slug for a name without letters or digits', () => {
    expect(gameSlug('★★★')).toBe('');
  });
});

describe('gamePath', () => {
  const game = { id: 42, name: 'Book of Dead' };

  it('builds /game/{id}-{slug}', () => {
    expect(gamePath(game)).toBe('/game/42-book-of-dead');
  });

  it('adds the demo segment', () => {
    expect(gamePath(game, { demo: true })).toBe('/game/42-book-of-dead/demo');
  });

  it('adds a language prefix and none for English', () => {
    expect(gamePath(game, { prefix: 'de', demo: true })).toBe('/de/game/42-book-of-dead/demo');
    expect(gamePath(game, { prefix: '' })).toBe('/game/42-book-of-dead');
  });

  it('uses the bare id when the name has no slug', () => {
    expect(gamePath({ id: 7, name: '★' })).toBe('/game/7');
  });
});

describe('parseGamePathSegment', () => {
  it('reads the id before the slug', () => {
    expect(parseGamePathSegment('42-book-of-dead')).toBe(42);
  });

  it('reads a bare id', () => {
    expect(parseGamePathSegment('42')).toBe(42);
  });

  it('round-trips gamePath', () => {
    const path = gamePath({ id: 1234, name: 'Sweet Bonanza 1000' });
    expect(parseGamePathSegment(path.split('/')[2] ?? '')).toBe(1234);
  });

  it('rejects segments without a positive id', () => {
    for (const segment of ['', 'book-of-dead', '0', '0-x', '-42', '42x', '4.2', 'demo']) {
      expect(parseGamePathSegment(segment)).toBeNull();
    }
  });

  it('rejects an id beyond the safe integer range', () => {
    expect(parseGamePathSegment('99999999999999999999-x')).toBeNull();
  });
});

describe('carouselSlides', () => {
  it('shows 2 slides below 768 px', () => {
    expect(carouselSlides(0)).toBe(2);
    expect(carouselSlides(767)).toBe(2);
  });

  it('shows 4 slides from 768 px', () => {
    expect(carouselSlides(768)).toBe(4);
    expect(carouselSlides(1023)).toBe(4);
  });

  it('shows 6 slides from 1024 px', () => {
    expect(carouselSlides(1024)).toBe(6);
    expect(carouselSlides(1439)).toBe(6);
  });

  it('shows 7 slides from 1440 px', () => {
    expect(carouselSlides(1440)).toBe(7);
    expect(carouselSlides(2560)).toBe(7);
  });

  it('falls back to the fewest slides for a width below 0', () => {
    expect(carouselSlides(-1)).toBe(2);
  });
});
