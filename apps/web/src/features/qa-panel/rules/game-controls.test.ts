import type { MiniGamesView } from '@casino/mock-world/qa';
import { describe, expect, it } from 'vitest';
import {
  catchGameForm,
  catchGamePatch,
  gamificationForm,
  gamificationPatch,
  miniGamesForm,
  miniGamesPatch,
} from './game-controls.js';

const VIEW: MiniGamesView = {
  plays: { 'lucky-card': 0, wheel: 1, bird: 2 },
  attemptsLeft: { 'lucky-card': 1, wheel: 0, bird: 0 },
  depositsToday: 1,
  dailyBonus: { currentDay: 7, collectedToday: true },
};

describe('miniGamesPatch', () => {
  it('sends nothing when nothing changed (spaces around a count are no change)', () => {
    const form = miniGamesForm(VIEW);
    expect(miniGamesPatch(VIEW, form)).toEqual({ patch: {}, changed: [] });
    expect(miniGamesPatch(VIEW, { ...form, plays: { ...form.plays, wheel: ' 1 ' } })).toEqual({
      patch: {},
      changed: [],
    });
  });

  it('sends only the changed games and daily-bonus fields', () => {
    const form = miniGamesForm(VIEW);
    expect(
      miniGamesPatch(VIEW, {
        plays: { ...form.plays, bird: '0' },
        currentDay: '1',
        collectedToday: false,
      }),
    ).toEqual({
      patch: { plays: { bird: 0 }, dailyBonus: { currentDay: 1, collectedToday: false } },
      changed: ['bird', 'currentDay', 'collectedToday'],
    });
    expect(miniGamesPatch(VIEW, { ...form, currentDay: '6' })).toEqual({
      patch: { dailyBonus: { currentDay: 6 } },
      changed: ['currentDay'],
    });
  });

  it('names the first field that does not read', () => {
    const form = miniGamesForm(VIEW);
    for (const text of ['', '-1', '1.5', 'x']) {
      expect(
        miniGamesPatch(VIEW, { ...form, plays: { ...form.plays, 'lucky-card': text } }),
      ).toEqual({ invalid: 'lucky-card' });
    }
    expect(miniGamesPatch(VIEW, { ...form, currentDay: '0' })).toEqual({ invalid: 'currentDay' });
    expect(miniGamesPatch(VIEW, { ...form, currentDay: '8' })).toEqual({ invalid: 'currentDay' });
  });
});

describe('catchGamePatch', () => {
  it('sends nothing while every field is empty', () => {
    expect(catchGamePatch(undefined, catchGameForm(undefined))).toEqual({
      patch: {},
      changed: [],
    });
  });

  it('sends every filled field before the first answer, 0 included', () => {
    expect(catchGamePatch(undefined, { snowflakes: '0', triesUsedToday: '' })).toEqual({
      patch: { snowflakes: 0 },
      changed: ['snowflakes'],
    });
  });

  it('after an answer, sends only what differs from it', () => {
    const last = { depositsToday: 2, triesUsedToday: 3, snowflakes: 40 };
    expect(catchGameForm(last)).toEqual({ snowflakes: '40', triesUsedToday: '3' });
    expect(catchGamePatch(last, { snowflakes: '40', triesUsedToday: '0' })).toEqual({
      patch: { triesUsedToday: 0 },
      changed: ['triesUsedToday'],
    });
    expect(catchGamePatch(last, catchGameForm(last))).toEqual({ patch: {}, changed: [] });
  });

  it('names a count that does not read', () => {
    expect(catchGamePatch(undefined, { snowflakes: '-3', triesUsedToday: '' })).toEqual({
      invalid: 'snowflakes',
    });
    expect(catchGamePatch(undefined, { snowflakes: '', triesUsedToday: '2.5' })).toEqual({
      invalid: 'triesUsedToday',
    });
  });
});

describe('gamificationPatch', () => {
  const view = {
    coins: 120,
    missions: [
      { id: 'spin-10', progress: 2, target: 10, done: false },
      { id: 'win-5', progress: 0, target: 5, done: false },
    ],
  };

  it('sends nothing for an untouched form, and only the coins or missions QA changed', () => {
    expect(gamificationPatch(view, gamificationForm(view))).toEqual({ patch: {}, changed: [] });
    const form = gamificationForm(view);
    expect(gamificationPatch(view, { ...form, coins: ' 0 ' })).toEqual({
      patch: { coins: 0 },
      changed: [{ kind: 'coins' }],
    });
    expect(
      gamificationPatch(view, { ...form, progress: { ...form.progress, 'win-5': '5' } }),
    ).toEqual({
      patch: { missionProgress: { 'win-5': 5 } },
      changed: [{ kind: 'mission', id: 'win-5' }],
    });
  });

  it('names the first field that does not read: the coins, then a mission', () => {
    const form = gamificationForm(view);
    for (const coins of ['', '-1', '1.5', 'x']) {
      expect(gamificationPatch(view, { ...form, coins })).toEqual({ invalid: { kind: 'coins' } });
    }
    expect(
      gamificationPatch(view, { ...form, progress: { ...form.progress, 'spin-10': '' } }),
    ).toEqual({ invalid: { kind: 'mission', id: 'spin-10' } });
  });
});
