import { describe, expect, it } from 'vitest';
import {
  GAMIFICATION_HOST_STATE,
  GAMIFICATION_HOST_TEARDOWN,
  GAMIFICATION_PANEL_ACTION,
  GAMIFICATION_PANEL_BUY,
  GAMIFICATION_PANEL_HEIGHT,
  GAMIFICATION_PANEL_READY,
  gamificationCoins,
  gamificationPurchaseModal,
  isFromPanel,
  missionView,
  parseGamificationHostMessage,
  parseGamificationPanelMessage,
  type GamificationProfile,
} from './gamification.js';
import { parseRealtimeMessage } from './realtime.js';
import { signUpContinuationSchema } from './storage.js';

const PROFILE: GamificationProfile = {
  coins: 120,
  missions: [{ id: 'spin-10', metric: 'spins', target: 10, progress: 4, reward: 50, done: false }],
  items: [
    { id: 'spins-10', kind: 'free_spins', price: 100, spins: 10 },
    { id: 'money-5', kind: 'money', price: 150, amount: 5, currency: 'EUR' },
  ],
  wheelPrizes: [10, 25, 50],
  bigWin: { amount: 120.5, currency: 'EUR' },
};

describe('the panel to the app', () => {
  it('takes each message of the protocol', () => {
    expect(parseGamificationPanelMessage({ type: GAMIFICATION_PANEL_READY })).toEqual({
      type: GAMIFICATION_PANEL_READY,
    });
    expect(parseGamificationPanelMessage({ type: GAMIFICATION_PANEL_HEIGHT, height: 640 })).toEqual(
      { type: GAMIFICATION_PANEL_HEIGHT, height: 640 },
    );
    expect(
      parseGamificationPanelMessage({ type: GAMIFICATION_PANEL_BUY, itemId: 'spins-10' }),
    ).toEqual({ type: GAMIFICATION_PANEL_BUY, itemId: 'spins-10' });
    expect(
      parseGamificationPanelMessage({ type: GAMIFICATION_PANEL_ACTION, action: 'store' }),
    ).toEqual({ type: GAMIFICATION_PANEL_ACTION, action: 'store' });
  });

  it('drops anything else: unknown types, extra fields, bad values, non-objects', () => {
    for (const data of [
      null,
      'lumo-gamification:ready',
      { type: 'lumo-gamification:deposit' },
      { type: GAMIFICATION_PANEL_READY, token: 'x' },
      { type: GAMIFICATION_PANEL_HEIGHT, height: -1 },
      { type: GAMIFICATION_PANEL_HEIGHT, height: 1.5 },
      { type: GAMIFICATION_PANEL_HEIGHT, height: 1_000_001 },
      { type: GAMIFICATION_PANEL_BUY, itemId: '' },
      { type: GAMIFICATION_PANEL_BUY, itemId: '../x' },
      { type: GAMIFICATION_PANEL_BUY, itemId: 'spins-10', price: 0 },
      { type: GAMIFICATION_PANEL_ACTION, action: 'promo' },
      { type: GAMIFICATION_HOST_STATE },
    ]) {
      expect(parseGamificationPanelMessage(data)).toBeUndefined();
    }
  });
});

describe('the app to the panel', () => {
  it('takes the state and the teardown', () => {
    const state = {
      type: GAMIFICATION_HOST_STATE,
      action: 'missions',
      language: 'de',
      profile: PROFILE,
    };
    expect(parseGamificationHostMessage(state)).toEqual(state);
    expect(parseGamificationHostMessage({ type: GAMIFICATION_HOST_TEARDOWN })).toEqual({
      type: GAMIFICATION_HOST_TEARDOWN,
    });
  });

  it('drops a state with negative coins, an unknown language or an extra field', () => {
    const base = {
      type: GAMIFICATION_HOST_STATE,
      action: 'store',
      language: 'en',
      profile: PROFILE,
    };
    expect(parseGamificationHostMessage({ ...base, profile: { ...PROFILE, coins: -1 } })).toBe(
      undefined,
    );
    expect(parseGamificationHostMessage({ ...base, language: 'fr' })).toBeUndefined();
    expect(parseGamificationHostMessage({ ...base, token: 'secret' })).toBeUndefined();
  });
});

describe('the origin check', () => {
  const panelWindow = {};
  const panel = { origin: 'https://panel.example.com', window: panelWindow };

  it('takes a message from the panel origin and its window only', () => {
    expect(isFromPanel({ origin: 'https://panel.example.com', source: panelWindow }, panel)).toBe(
      true,
    );
  });

  it('refuses another origin, another window, or no panel window yet', () => {
    expect(isFromPanel({ origin: 'https://evil.example.com', source: panelWindow }, panel)).toBe(
      false,
    );
    expect(
      isFromPanel({ origin: 'https://panel.example.com:8443', source: panelWindow }, panel),
    ).toBe(false);
    expect(isFromPanel({ origin: 'http://panel.example.com', source: panelWindow }, panel)).toBe(
      false,
    );
    expect(isFromPanel({ origin: 'https://panel.example.com', source: {} }, panel)).toBe(false);
    expect(
      isFromPanel(
        { origin: 'https://panel.example.com', source: null },
        { origin: panel.origin, window: null },
      ),
    ).toBe(false);
  });
});

describe('missions and coins', () => {
  it('caps progress at the target and counts the reward once it is met', () => {
    const base = { id: 'spin-10', metric: 'spins' as const, target: 10, reward: 50 };
    expect(missionView({ ...base, counted: 9 })).toMatchObject({ progress: 9, done: false });
    expect(missionView({ ...base, counted: 10 })).toMatchObject({ progress: 10, done: true });
    expect(missionView({ ...base, counted: 250 })).toMatchObject({ progress: 10, done: true });
    expect(missionView({ ...base, counted: -3 })).toMatchObject({ progress: 0, done: false });
  });

  it('holds the rewards of done missions and the grants, less what was spent, never below 0', () => {
    const missions = [
      { done: true, reward: 50 },
      { done: false, reward: 200 },
    ];
    expect(gamificationCoins({ missions, granted: 100, spent: 0 })).toBe(150);
    expect(gamificationCoins({ missions, granted: 100, spent: 150 })).toBe(0);
    expect(gamificationCoins({ missions, granted: 0, spent: 500 })).toBe(0);
  });
});

describe('what buying opens', () => {
  const spins = { kind: 'free_spins' as const, price: 100 };
  const money = { kind: 'money' as const, price: 150 };

  it('asks a player who never deposited for a first deposit, whatever the coins', () => {
    expect(gamificationPurchaseModal({ hasDeposited: false, coins: 10_000, item: spins })).toBe(
      'SMARTICO_DEPOSIT_FIRST',
    );
    expect(gamificationPurchaseModal({ hasDeposited: false, coins: 0, item: money })).toBe(
      'SMARTICO_DEPOSIT_FIRST',
    );
  });

  it('says there are too few coins one coin short, per kind', () => {
    expect(gamificationPurchaseModal({ hasDeposited: true, coins: 99, item: spins })).toBe(
      'NO_COINS_FOR_FREESPIN_EVENT',
    );
    expect(gamificationPurchaseModal({ hasDeposited: true, coins: 149, item: money })).toBe(
      'NO_COINS_FOR_MONEY_EVENT',
    );
  });

  it('confirms the purchase with exactly the price or more, per kind', () => {
    expect(gamificationPurchaseModal({ hasDeposited: true, coins: 100, item: spins })).toBe(
      'BUY_FREESPINS_EVENT',
    );
    expect(gamificationPurchaseModal({ hasDeposited: true, coins: 500, item: money })).toBe(
      'BUY_MONEY_EVENT',
    );
  });
});

describe('what travels with it', () => {
  it('reads an announced event from the realtime feed', () => {
    const event = { type: 'GAMIFICATION_EVENT', data: { id: 3, title: 'Coin rush', text: 'x2' } };
    expect(parseRealtimeMessage(event)).toEqual(event);
    expect(
      parseRealtimeMessage({ type: 'GAMIFICATION_EVENT', data: { id: 3, title: '', text: 'x' } }),
    ).toBeUndefined();
  });

  it('keeps a guest’s gamification wish through sign-up', () => {
    expect(
      signUpContinuationSchema.parse({ kind: 'open_gamification', action: 'missions' }),
    ).toEqual({ kind: 'open_gamification', action: 'missions' });
    expect(
      signUpContinuationSchema.safeParse({ kind: 'open_gamification', action: 'promo' }).success,
    ).toBe(false);
  });
});
