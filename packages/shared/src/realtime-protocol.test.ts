import { describe, expect, it } from 'vitest';
import {
  isPlayerEventFrame,
  parseClientFrame,
  parseServerFrame,
  type ServerFrame,
} from './realtime-protocol.js';

const json = (value: unknown) => JSON.stringify(value);

describe('parseServerFrame', () => {
  it('reads every server frame', () => {
    const frames: ServerFrame[] = [
      { type: 'READY', data: { signedIn: true, pingIntervalMs: 25_000 } },
      { type: 'USER_MESSAGE', id: 7, data: { messageType: 'success', text: 'Deposit received' } },
      { type: 'USER_BONUS', id: 8, data: { id: 42 } },
      { type: 'USER_FREESPINS', id: 9, data: { number: 20 } },
      { type: 'BALANCE_CHANGED', id: 10, data: {} },
      {
        type: 'JACKPOT_WIN',
        id: 11,
        data: { bonusId: 7_000_001, amount: 500, currency: 'EUR', gameId: 3, hasWager: true },
      },
      {
        type: 'JACKPOTS',
        data: {
          currency: 'EUR',
          jackpots: [
            {
              id: 1,
              tier: 'gold',
              amount: 1000.5,
              currency: 'EUR',
              jackpotInfo: { probability: 4 },
            },
          ],
        },
      },
      {
        type: 'NEW_WINNER',
        data: { amount: 12.5, currency: 'EUR', login: 'jo***', game: { id: 3, name: 'Fruits' } },
      },
      { type: 'RESYNC', data: {} },
      { type: 'RECONNECT', data: { reason: 'shutdown' } },
      { type: 'PING', data: {} },
      { type: 'ERROR', data: { code: 'bad_frame' } },
    ];
    for (const frame of frames) expect(parseServerFrame(json(frame))).toEqual(frame);
  });

  it('requires an id on the player’s events', () => {
    expect(parseServerFrame(json({ type: 'USER_BONUS', data: { id: 42 } }))).toBeUndefined();
    expect(parseServerFrame(json({ type: 'USER_BONUS', id: 0, data: { id: 42 } }))).toBeUndefined();
  });

  it('drops what is not JSON or not a frame', () => {
    expect(parseServerFrame('not json')).toBeUndefined();
    expect(parseServerFrame(json({ type: 'USER_LOGOUT', data: {} }))).toBeUndefined();
    expect(
      parseServerFrame(json({ type: 'RECONNECT', data: { reason: 'bored' } })),
    ).toBeUndefined();
  });

  it('tells the player’s events from the rest', () => {
    const event = parseServerFrame(json({ type: 'USER_FREESPINS', id: 3, data: { number: 1 } }));
    const ping = parseServerFrame(json({ type: 'PING', data: {} }));
    expect(event !== undefined && isPlayerEventFrame(event)).toBe(true);
    expect(ping !== undefined && isPlayerEventFrame(ping)).toBe(false);
  });
});

describe('parseClientFrame', () => {
  it('reads subscribe, resume and pong', () => {
    const frames = [
      { type: 'SUBSCRIBE', feeds: ['jackpots', 'winners'], currency: 'RON' },
      { type: 'SUBSCRIBE', feeds: [] },
      { type: 'RESUME', lastEventId: 41 },
      { type: 'RESUME', lastEventId: null },
      { type: 'PONG' },
    ];
    for (const frame of frames) expect(parseClientFrame(json(frame))).toEqual(frame);
  });

  it('refuses unknown feeds, currencies, ids and types', () => {
    expect(parseClientFrame(json({ type: 'SUBSCRIBE', feeds: ['chat'] }))).toBeUndefined();
    expect(
      parseClientFrame(json({ type: 'SUBSCRIBE', feeds: ['jackpots'], currency: 'XXX' })),
    ).toBeUndefined();
    expect(
      parseClientFrame(json({ type: 'SUBSCRIBE', feeds: ['jackpots', 'winners', 'jackpots'] })),
    ).toBeUndefined();
    expect(parseClientFrame(json({ type: 'RESUME', lastEventId: -1 }))).toBeUndefined();
    expect(parseClientFrame(json({ type: 'RESUME', lastEventId: '5' }))).toBeUndefined();
    expect(parseClientFrame(json({ type: 'LOGOUT' }))).toBeUndefined();
    expect(parseClientFrame('{')).toBeUndefined();
  });
});
