import { MODAL_NAMES, type ModalName } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import {
  afterBfcacheRestore,
  withModalOpened,
  withoutAuthOnlyModals,
  type OpenModalRequest,
} from './modal-queue.js';

const everything = new Set<ModalName>(MODAL_NAMES);
const player = { registered: everything, isAuthenticated: true };
const guest = { registered: everything, isAuthenticated: false };

function open(queue: OpenModalRequest[], names: ModalName[], context = player) {
  return names.reduce<OpenModalRequest[]>(
    (current, name) => withModalOpened(current, { name }, context) ?? current,
    queue,
  );
}

const names = (queue: readonly OpenModalRequest[]) => queue.map((request) => request.name);

describe('the modal queue', () => {
  it('shows the highest priority first and keeps the others waiting in order', () => {
    const queue = open([], ['LOGIN', 'JACKPOT_WIN', 'GAME_NOT_AVAILABLE', 'FREE_SPINS']);
    expect(names(queue)).toEqual(['GAME_NOT_AVAILABLE', 'FREE_SPINS', 'JACKPOT_WIN', 'LOGIN']);
  });

  it('never opens an auth-only modal for a guest', () => {
    expect(withModalOpened([], { name: 'DEPOSIT' }, guest)).toBeNull();
    expect(names(withModalOpened([], { name: 'LOGIN' }, guest) ?? [])).toEqual(['LOGIN']);
  });

  it('refuses a modal that has no component', () => {
    const context = { registered: new Set<ModalName>(['LOGIN']), isAuthenticated: true };
    expect(withModalOpened([], { name: 'SEARCH' }, context)).toBeNull();
  });

  it('replaces a queued modal instead of showing it twice, keeping the new data', () => {
    const queue = open([], ['LOGIN']);
    const again = withModalOpened(queue, { name: 'LOGIN', data: { from: 'menu' } }, player);
    expect(again).toEqual([{ name: 'LOGIN', data: { from: 'menu' } }]);
  });

  it('closes every auth-only modal at logout and keeps the rest', () => {
    const queue = open([], ['DEPOSIT', 'WELCOME_BACK', 'JACKPOT_WIN', 'LOGIN']);
    expect(names(withoutAuthOnlyModals(queue))).toEqual(['WELCOME_BACK', 'LOGIN']);
    const guestsOnly = open([], ['LOGIN']);
    expect(withoutAuthOnlyModals(guestsOnly)).toBe(guestsOnly);
  });

  it('drops the deposit and form-fields modals when the page comes back from the bfcache', () => {
    const queue = open([], ['DEPOSIT', 'FORM_FIELDS', 'FREE_SPINS']);
    expect(names(afterBfcacheRestore(queue))).toEqual(['FREE_SPINS']);
  });
});
