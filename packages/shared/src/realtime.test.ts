import { describe, expect, it } from 'vitest';
import {
  REALTIME_MESSAGE_TYPES,
  TOAST_KINDS,
  parseRealtimeMessage,
  realtimeMessageSchema,
  toastKindForMessage,
} from './realtime.js';

describe('realtimeMessageSchema', () => {
  it('parses USER_MESSAGE, USER_BONUS, USER_FREESPINS and JACKPOT_WIN', () => {
    const messages = [
      { type: 'USER_MESSAGE', data: { messageType: 'success', text: 'Deposit received' } },
      { type: 'USER_BONUS', data: { id: 42 } },
      { type: 'USER_FREESPINS', data: { number: 20 } },
      {
        type: 'JACKPOT_WIN',
        data: { bonusId: 7_000_001, amount: 1250.5, currency: 'RON', gameId: 12, hasWager: true },
      },
      {
        type: 'JACKPOT_WIN',
        data: { bonusId: 7_000_002, amount: 10, currency: 'EUR', gameId: null, hasWager: false },
      },
    ];
    for (const message of messages) expect(realtimeMessageSchema.parse(message)).toEqual(message);
  });

  it('reads an unknown message type as other', () => {
    expect(
      parseRealtimeMessage({ type: 'USER_MESSAGE', data: { messageType: 'warning', text: 'Hi' } }),
    ).toEqual({ type: 'USER_MESSAGE', data: { messageType: 'other', text: 'Hi' } });
  });

  it('drops unknown events and malformed data', () => {
    expect(parseRealtimeMessage({ type: 'USER_LOGOUT', data: {} })).toBeUndefined();
    expect(parseRealtimeMessage({ type: 'USER_BONUS', data: { id: 'x' } })).toBeUndefined();
    expect(parseRealtimeMessage({ type: 'USER_FREESPINS', data: { number: -1 } })).toBeUndefined();
    expect(
      parseRealtimeMessage({ type: 'USER_MESSAGE', data: { messageType: 'success' } }),
    ).toBeUndefined();
    expect(parseRealtimeMessage('USER_BONUS')).toBeUndefined();
    const win = { bonusId: 1, amount: 10, currency: 'EUR', gameId: 3, hasWager: true };
    expect(parseRealtimeMessage({ type: 'JACKPOT_WIN', data: win })).toBeDefined();
    expect(
      parseRealtimeMessage({ type: 'JACKPOT_WIN', data: { ...win, amount: -10 } }),
    ).toBeUndefined();
    expect(
      parseRealtimeMessage({ type: 'JACKPOT_WIN', data: { ...win, currency: 'XXX' } }),
    ).toBeUndefined();
    expect(
      parseRealtimeMessage({ type: 'JACKPOT_WIN', data: { ...win, hasWager: undefined } }),
    ).toBeUndefined();
  });

  it('lists the types it knows', () => {
    expect(REALTIME_MESSAGE_TYPES).toEqual([
      'USER_MESSAGE',
      'USER_BONUS',
      'USER_FREESPINS',
      'JACKPOT_WIN',
      'BALANCE_CHANGED',
      'TOURNAMENT_POINTS',
      'GAMIFICATION_EVENT',
    ]);
  });

  it('reads a tournament points event and refuses negative points', () => {
    const event = { type: 'TOURNAMENT_POINTS', data: { tournamentId: 2_002_900, points: 40 } };
    expect(parseRealtimeMessage(event)).toEqual(event);
    expect(
      parseRealtimeMessage({ ...event, data: { tournamentId: 2_002_900, points: -1 } }),
    ).toBeUndefined();
  });
});

describe('toastKindForMessage', () => {
  it('shows failure as an error, success as a success and anything else as info', () => {
    expect(toastKindForMessage('failure')).toBe('error');
    expect(toastKindForMessage('success')).toBe('success');
    expect(toastKindForMessage('other')).toBe('info');
  });

  it('uses only the three toast kinds', () => {
    expect(TOAST_KINDS).toEqual(['error', 'success', 'info']);
  });
});
