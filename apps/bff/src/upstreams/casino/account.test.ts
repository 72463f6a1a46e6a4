import { describe, expect, it } from 'vitest';
import type { CasinoClient } from '../casino-client.js';
import { domainErrorOf, useCasinoWorld } from '../../../test/support/casino-client.js';
import type { MockWorld } from '../../../test/support/upstreams.js';

let world: MockWorld;
let casino: CasinoClient;
/** The bonus player's upstream token. */
let token: string;

useCasinoWorld((started) => {
  ({ world, casino, token } = started);
});

describe('the player', () => {
  it('reads the player, balances, free spins and loyalty', async () => {
    expect(await casino.me(token)).toMatchObject({ id: 1001, currency: 'EUR', language: 'de' });
    expect(await casino.shortBalance(token)).toMatchObject({ balanceMain: 35, bonusCasino: 250 });
    expect((await casino.fullBalance(token)).currency).toBe('EUR');
    const bonusAccount = await casino.bonusAccount(token);
    expect(bonusAccount.wager?.bonus.wageringGames).toHaveLength(40);
    expect((await casino.freeSpins(token)).dayLimit).not.toBeNull();
    expect((await casino.loyalty(token)).id).toBe(1001);
    expect((await casino.loyaltyLevels('de')).levels).toHaveLength(9);
  });

  it('updates the profile, and passes the upstream’s field message keys on when it refuses', async () => {
    const updated = await casino.updateProfile(token, { city: 'Leipzig', postcode: '04109' });
    expect(updated).toMatchObject({ city: 'Leipzig', postcode: '04109' });
    expect((await casino.me(token)).city).toBe('Leipzig');

    const refused = await domainErrorOf(casino.updateProfile(token, { birthday: '2020-01-01' }));
    expect(refused).toMatchObject({
      code: 'validation_failed',
      status: 'UNPROCESSABLE_CONTENT',
      messageKey: 'errors.over18',
    });
    expect((await casino.me(token)).birthday).not.toBe('2020-01-01');
  });

  it('changes the language', async () => {
    await casino.setLanguage(token, 'pt');
    expect((await casino.me(token)).language).toBe('pt');
  });

  it('changes the password, refusing a wrong current one and the same one', async () => {
    const { token: own } = await casino.signUp({
      email: 'changer@example.test',
      password: 'Strong#Pass1',
      currency: 'EUR',
    });
    expect(
      await domainErrorOf(
        casino.changePassword(own, { oldPassword: 'Wrong#Pass1', newPassword: 'Other#Pass2' }),
      ),
    ).toMatchObject({
      code: 'wrong_password',
      status: 'UNPROCESSABLE_CONTENT',
      messageKey: 'errors.wrongPassword',
    });
    expect(
      await domainErrorOf(
        casino.changePassword(own, { oldPassword: 'Strong#Pass1', newPassword: 'Strong#Pass1' }),
      ),
    ).toMatchObject({ code: 'validation_failed', status: 'UNPROCESSABLE_CONTENT' });
    await casino.changePassword(own, { oldPassword: 'Strong#Pass1', newPassword: 'Other#Pass2' });
    const again = await casino.login({ email: 'changer@example.test', password: 'Other#Pass2' });
    expect(again.user.email).toBe('changer@example.test');
  });

  it('adds and removes favourites; an unknown game is NOT_FOUND with its message', async () => {
    const before = await casino.favoriteGames(token);
    expect(before.total).toBe(8);
    const [game] = (await casino.games({ category: 'slots', perPage: 1 })).items;
    if (game === undefined) throw new Error('no slots in the world');
    await casino.addFavorite(token, game.id);
    const added = await casino.favoriteGames(token, { perPage: 1 });
    expect(added.items.map((item) => item.id)).toEqual([game.id]);
    const ids = await casino.favoriteIds(token);
    expect(ids).toHaveLength(9);
    expect(ids[0]).toBe(game.id);
    const providers = await casino.favoriteProviders(token);
    expect(providers.reduce((sum, provider) => sum + provider.gameCount, 0)).toBe(9);
    const ofProvider = await casino.favoriteGames(token, { providers: [game.providerId] });
    expect(ofProvider.items.every((item) => item.providerId === game.providerId)).toBe(true);
    await casino.removeFavorite(token, game.id);
    expect((await casino.favoriteGames(token)).total).toBe(8);
    expect(await casino.favoriteIds(token)).toEqual(ids.slice(1));
    expect(await domainErrorOf(casino.addFavorite(token, 99_999_999))).toMatchObject({
      code: 'game_not_found',
      status: 'NOT_FOUND',
      messageKey: 'errors.noGamesFound',
    });
  });

  it('lists the countries and answers the geo', async () => {
    const countries = await casino.countries();
    expect(countries).toHaveLength(75);
    world.mock.qa.setGeo({ country: 'DEU' });
    expect(await casino.geo('203.0.113.7')).toEqual({
      ip: '203.0.113.7',
      country: 'DEU',
      blocked: false,
    });
  });
});
