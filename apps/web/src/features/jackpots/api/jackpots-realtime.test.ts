import type { ServerFrame } from '@casino/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRealtimeDispatcher,
  feedsFor,
  type RealtimeHandlerContext,
} from '../../../lib/realtime-events.js';
import { JACKPOTS_REALTIME } from './jackpots-realtime.js';
import { createPushedJackpotsStore, pushedJackpots } from './pushed-jackpots.js';

const CONTEXT = { utils: {}, showToast: () => undefined } as unknown as RealtimeHandlerContext;

const JACKPOTS = [
  { id: 1, tier: 'gold', amount: 50_100, currency: 'EUR', jackpotInfo: { probability: 95 } },
] as const;

const JACKPOTS_FRAME: ServerFrame = {
  type: 'JACKPOTS',
  data: { currency: 'EUR', jackpots: [...JACKPOTS] },
};

/** Every other frame the socket may hand on. */
const OTHER_FRAMES: readonly ServerFrame[] = [
  { type: 'READY', data: { signedIn: false, pingIntervalMs: 25_000 } },
  { type: 'USER_MESSAGE', id: 1, data: { messageType: 'success', text: 'Welcome' } },
  { type: 'USER_BONUS', id: 2, data: { id: 7 } },
  { type: 'USER_FREESPINS', id: 3, data: { number: 5 } },
  { type: 'BALANCE_CHANGED', id: 4, data: {} },
  { type: 'RESYNC', data: {} },
  { type: 'PING', data: {} },
  {
    type: 'NEW_WINNER',
    data: { amount: 900, currency: 'EUR', login: 'ana', game: { id: 4, name: 'Gold Rush' } },
  },
];

afterEach(() => {
  pushedJackpots.clear();
});

describe('the jackpots feature’s realtime handler', () => {
  it('handles JACKPOTS and no other type, and so wants the jackpots feed alone', () => {
    expect(Object.keys(JACKPOTS_REALTIME)).toEqual(['JACKPOTS']);
    expect(feedsFor([JACKPOTS_REALTIME])).toEqual(['jackpots']);
  });

  it('keeps the list of a JACKPOTS frame, and is handed nothing else', () => {
    const dispatcher = createRealtimeDispatcher();
    dispatcher.attach([JACKPOTS_REALTIME], () => CONTEXT);
    const seen: (string | undefined)[] = [];
    pushedJackpots.subscribe(() => seen.push(pushedJackpots.get()?.currency));
    for (const frame of OTHER_FRAMES) dispatcher.dispatch(frame);
    expect(seen).toEqual([]);
    expect(pushedJackpots.get()).toBeUndefined();

    const before = Date.now();
    dispatcher.dispatch(JACKPOTS_FRAME);
    expect(seen).toEqual(['EUR']);
    expect(pushedJackpots.get()).toMatchObject({ currency: 'EUR', jackpots: JACKPOTS });
    expect(pushedJackpots.get()?.receivedAt).toBeGreaterThanOrEqual(before);
  });
});

describe('the pushed jackpots store', () => {
  it('stamps each frame with its arrival, tells its listeners, and stops when asked', () => {
    let now = 1_000;
    const store = createPushedJackpotsStore(() => now);
    let told = 0;
    const stop = store.subscribe(() => (told += 1));
    store.receive({ currency: 'RON', jackpots: [] });
    now = 2_000;
    store.receive({ currency: 'EUR', jackpots: [...JACKPOTS] });
    expect(store.get()).toEqual({ currency: 'EUR', jackpots: JACKPOTS, receivedAt: 2_000 });
    expect(told).toBe(2);
    stop();
    store.clear();
    expect(store.get()).toBeUndefined();
    expect(told).toBe(2);
  });
});
