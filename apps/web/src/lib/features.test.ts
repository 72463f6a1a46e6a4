import { describe, expect, it } from 'vitest';
import type { ModalDataArgs } from './features.js';

// The modal data map is checked by the compiler: these calls are typechecked with the rest of the
// app (`pnpm run typecheck`), and each @ts-expect-error fails the build if the error goes away.
function open<N extends Parameters<typeof checkedOpen>[0]>(name: N, ...args: ModalDataArgs<N>) {
  return checkedOpen(name, ...args);
}
function checkedOpen<
  N extends 'LOGIN' | 'GPT_GAME_MODAL' | 'SEARCH' | 'IOS_SETUP_MODAL' | 'RESET_PASSWORD_SUCCESS',
>(name: N, ...args: ModalDataArgs<N>): [N, unknown] {
  return [name, args[0]];
}

describe('modal data', () => {
  it('takes the data each feature declares, and nothing for the others', () => {
    expect(open('GPT_GAME_MODAL', { game: 'lucky_card' })).toEqual([
      'GPT_GAME_MODAL',
      { game: 'lucky_card' },
    ]);
    expect(open('LOGIN')).toEqual(['LOGIN', undefined]);
    expect(open('LOGIN', { email: 'a@b.test' })).toEqual(['LOGIN', { email: 'a@b.test' }]);
    expect(open('SEARCH')).toEqual(['SEARCH', undefined]);
    expect(open('SEARCH', { query: 'book' })).toEqual(['SEARCH', { query: 'book' }]);
    expect(open('RESET_PASSWORD_SUCCESS')).toEqual(['RESET_PASSWORD_SUCCESS', undefined]);
    expect(open('IOS_SETUP_MODAL', { browser: 'chrome' })).toEqual([
      'IOS_SETUP_MODAL',
      { browser: 'chrome' },
    ]);
  });

  it('refuses the wrong data at compile time', () => {
    const refused = () => [
      // @ts-expect-error -- GPT_GAME_MODAL needs its game
      open('GPT_GAME_MODAL'),
      // @ts-expect-error -- not one of the mini-games
      open('GPT_GAME_MODAL', { game: 'poker' }),
      // @ts-expect-error -- LOGIN takes an e-mail, not a number
      open('LOGIN', 42),
      // @ts-expect-error -- a modal without declared data takes none
      open('RESET_PASSWORD_SUCCESS', { query: 'x' }),
      // @ts-expect-error -- IOS_SETUP_MODAL needs the browser its steps are for
      open('IOS_SETUP_MODAL'),
      // @ts-expect-error -- SEARCH takes a text, not a number
      open('SEARCH', { query: 42 }),
    ];
    expect(typeof refused).toBe('function');
  });
});
