import { describe, expect, it } from 'vitest';
import {
  AUTH_FLOW_MODALS,
  MODAL_NAMES,
  MODALS,
  type ModalName,
  type ModalRequest,
  activeModal,
  canOpenModal,
  dequeueModal,
  enqueueModal,
  isAuthFlowOpen,
  modalsToCloseOnLogout,
} from './modal.js';
import { modalNameSchema } from './modal-schemas.js';

const expectedTable: Record<ModalName, [authOnly: boolean, priority: number]> = {
  LOGIN: [false, 1],
  SIGNUP: [false, 1],
  THANK_FOR_REGISTRATION_MODAL: [false, 1],
  BACK_TO_SIGNUP: [false, 1],
  RESET_PASSWORD_MODAL: [false, 1],
  RESET_PASSWORD_SUCCESS: [false, 1],
  DEPOSIT: [true, 1],
  BONUS_MODAL: [true, 1],
  PROFILE_REQUIREMENTS_MODAL: [true, 1],
  EVENT: [false, 3],
  ATTENTION_BONUS_MODAL: [true, 50],
  CHANGE_CURRENCY_MODAL: [true, 50],
  GAME_NOTIFICATION_MODAL: [true, 60],
  INSUFFICIENT_BALANCE_MODAL: [true, 100],
  IOS_SETUP_MODAL: [false, 100],
  IMAGE_PREVIEW: [true, 100],
  SEARCH: [false, 50],
  FORM_FIELDS: [true, 1],
  DEPOSIT_CRYPTO: [true, 1],
  JACKPOT_WIN: [true, 10],
  FREE_SPINS: [true, 50],
  SWITCH_TO_GAME_MODAL: [false, 100],
  PAYMENT_COMPLETED: [true, 50],
  WELCOME_BACK: [false, 100],
  GPT_GAME_MODAL: [false, 60],
  NO_COINS_FOR_FREESPIN_EVENT: [true, 100],
  NO_COINS_FOR_MONEY_EVENT: [true, 100],
  BUY_FREESPINS_EVENT: [true, 100],
  BUY_MONEY_EVENT: [true, 100],
  SMARTICO_DEPOSIT_FIRST: [true, 100],
  GAME_NOT_AVAILABLE: [false, 110],
  LIMITS_PROMPT: [true, 2],
  LIMITS_REVIEW: [true, 2],
  PROTECTION_CONFIRM: [true, 2],
  REALITY_CHECK: [true, 200],
};

const request = (name: ModalName, id = 0) => ({ name, id });

describe('modal registry', () => {
  it('holds the 31 modals of the spec and the four of safer gambling', () => {
    expect(MODAL_NAMES).toHaveLength(35);
    expect(Object.keys(MODALS).sort()).toEqual([...MODAL_NAMES].sort());
    expect(modalNameSchema.safeParse('CASHIER').success).toBe(false);
  });

  it('gives every modal its auth-only flag and priority', () => {
    for (const name of MODAL_NAMES) {
      const [authOnly, priority] = expectedTable[name];
      expect({ name, ...MODALS[name] }).toEqual({ name, authOnly, priority });
    }
  });
});

describe('canOpenModal', () => {
  it('lets a guest open a public modal but not an auth-only one', () => {
    expect(canOpenModal('LOGIN', false)).toBe(true);
    expect(canOpenModal('GAME_NOT_AVAILABLE', false)).toBe(true);
    expect(canOpenModal('DEPOSIT', false)).toBe(false);
    expect(canOpenModal('JACKPOT_WIN', false)).toBe(false);
  });

  it('lets a player open every modal', () => {
    for (const name of MODAL_NAMES) expect(canOpenModal(name, true)).toBe(true);
  });
});

describe('modal queue', () => {
  it('shows nothing when empty', () => {
    const empty: ModalRequest[] = [];
    expect(activeModal(empty)).toBeUndefined();
  });

  it('shows a higher priority over a lower one that is already open', () => {
    const queue = enqueueModal(enqueueModal([], request('DEPOSIT')), request('JACKPOT_WIN'));
    expect(activeModal(queue)?.name).toBe('JACKPOT_WIN');
    expect(queue.map((queued) => queued.name)).toEqual(['JACKPOT_WIN', 'DEPOSIT']);
  });

  it('keeps a lower priority waiting behind the open one', () => {
    const queue = enqueueModal(enqueueModal([], request('GAME_NOT_AVAILABLE')), request('SEARCH'));
    expect(activeModal(queue)?.name).toBe('GAME_NOT_AVAILABLE');
  });

  it('keeps arrival order among equal priorities', () => {
    let queue = enqueueModal([], request('FREE_SPINS'));
    queue = enqueueModal(queue, request('SEARCH'));
    queue = enqueueModal(queue, request('PAYMENT_COMPLETED'));
    expect(queue.map((queued) => queued.name)).toEqual([
      'FREE_SPINS',
      'SEARCH',
      'PAYMENT_COMPLETED',
    ]);
  });

  it('places a new modal between higher and lower priorities', () => {
    let queue = enqueueModal([], request('GAME_NOT_AVAILABLE'));
    queue = enqueueModal(queue, request('LOGIN'));
    queue = enqueueModal(queue, request('GPT_GAME_MODAL'));
    queue = enqueueModal(queue, request('EVENT'));
    expect(queue.map((queued) => queued.name)).toEqual([
      'GAME_NOT_AVAILABLE',
      'GPT_GAME_MODAL',
      'EVENT',
      'LOGIN',
    ]);
  });

  it('replaces a modal already queued instead of showing it twice', () => {
    let queue = enqueueModal([], request('JACKPOT_WIN', 1));
    queue = enqueueModal(queue, request('EVENT'));
    queue = enqueueModal(queue, request('JACKPOT_WIN', 2));
    expect(queue).toEqual([request('JACKPOT_WIN', 2), request('EVENT')]);
  });

  it('does not change the queue it is given', () => {
    const queue = [request('SEARCH')];
    enqueueModal(queue, request('GAME_NOT_AVAILABLE'));
    dequeueModal(queue, 'SEARCH');
    expect(queue).toEqual([request('SEARCH')]);
  });

  it('shows the next waiting modal once the open one closes', () => {
    let queue = enqueueModal([], request('JACKPOT_WIN'));
    queue = enqueueModal(queue, request('WELCOME_BACK'));
    queue = dequeueModal(queue, 'WELCOME_BACK');
    expect(activeModal(queue)?.name).toBe('JACKPOT_WIN');
    expect(dequeueModal(queue, 'JACKPOT_WIN')).toEqual([]);
  });

  it('ignores closing a modal that is not queued', () => {
    const queue = [request('SEARCH')];
    expect(dequeueModal(queue, 'LOGIN')).toEqual(queue);
  });
});

describe('modalsToCloseOnLogout', () => {
  it('closes the auth-only modals and keeps the public ones', () => {
    let queue = enqueueModal([], request('DEPOSIT'));
    queue = enqueueModal(queue, request('SEARCH'));
    queue = enqueueModal(queue, request('FREE_SPINS'));
    queue = enqueueModal(queue, request('WELCOME_BACK'));
    expect(modalsToCloseOnLogout(queue)).toEqual(['FREE_SPINS', 'DEPOSIT']);
  });

  it('closes nothing when only public modals are queued', () => {
    expect(modalsToCloseOnLogout([request('LOGIN'), request('EVENT')])).toEqual([]);
  });
});

describe('isAuthFlowOpen', () => {
  it('is true while any sign-in or sign-up modal is shown or waiting', () => {
    expect(isAuthFlowOpen([])).toBe(false);
    expect(isAuthFlowOpen([{ name: 'SEARCH' }, { name: 'DEPOSIT' }])).toBe(false);
    for (const name of AUTH_FLOW_MODALS) {
      expect(isAuthFlowOpen([{ name: 'GAME_NOT_AVAILABLE' }, { name }])).toBe(true);
    }
  });
});
