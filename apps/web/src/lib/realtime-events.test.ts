import type { ServerFrame } from '@casino/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  createRealtimeDispatcher,
  feedsFor,
  type RealtimeHandlerContext,
  type RealtimeHandlers,
} from './realtime-events.js';

const FRAMES: readonly ServerFrame[] = [
  { type: 'READY', data: { signedIn: true, pingIntervalMs: 25_000 } },
  { type: 'USER_MESSAGE', id: 1, data: { messageType: 'success', text: 'Welcome' } },
  { type: 'USER_BONUS', id: 2, data: { id: 7 } },
  { type: 'USER_FREESPINS', id: 3, data: { number: 5 } },
  { type: 'BALANCE_CHANGED', id: 4, data: {} },
  { type: 'JACKPOTS', data: { currency: 'EUR', jackpots: [] } },
  { type: 'RESYNC', data: {} },
  { type: 'PING', data: {} },
];

const CONTEXT = {
  utils: {},
  showToast: () => undefined,
} as unknown as RealtimeHandlerContext;

describe('the realtime dispatcher', () => {
  it('hands a feature’s handler the frames of its type and no other', () => {
    const dispatcher = createRealtimeDispatcher();
    const bonuses: unknown[] = [];
    const spins: number[] = [];
    const bonusFeature: RealtimeHandlers = {
      USER_BONUS: (frame, context) => {
        bonuses.push([frame.data.id, context]);
      },
    };
    const spinsFeature: RealtimeHandlers = {
      USER_FREESPINS: (frame) => {
        spins.push(frame.data.number);
      },
    };
    dispatcher.attach([bonusFeature, spinsFeature], () => CONTEXT);
    for (const frame of FRAMES) dispatcher.dispatch(frame);
    expect(bonuses).toEqual([[7, CONTEXT]]);
    expect(spins).toEqual([5]);
  });

  it('passes the context of the moment each frame is handled', () => {
    const dispatcher = createRealtimeDispatcher();
    const seen: unknown[] = [];
    let context = CONTEXT;
    dispatcher.attach([{ RESYNC: (_frame, current) => seen.push(current) }], () => context);
    dispatcher.dispatch({ type: 'RESYNC', data: {} });
    const later = { ...CONTEXT };
    context = later;
    dispatcher.dispatch({ type: 'RESYNC', data: {} });
    expect(seen).toEqual([CONTEXT, later]);
  });

  it('stops handing frames once detached or unsubscribed', () => {
    const dispatcher = createRealtimeDispatcher();
    const handled: string[] = [];
    const detach = dispatcher.attach(
      [{ BALANCE_CHANGED: () => handled.push('registered') }],
      () => CONTEXT,
    );
    const stop = dispatcher.on('BALANCE_CHANGED', () => handled.push('hook'));
    dispatcher.dispatch({ type: 'BALANCE_CHANGED', id: 1, data: {} });
    detach();
    stop();
    dispatcher.dispatch({ type: 'BALANCE_CHANGED', id: 2, data: {} });
    expect(handled).toEqual(['registered', 'hook']);
  });

  it('keeps handing a frame on when one of its handlers throws', () => {
    const dispatcher = createRealtimeDispatcher();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const texts: string[] = [];
    dispatcher.on('USER_MESSAGE', () => {
      throw new Error('broken');
    });
    dispatcher.on('USER_MESSAGE', (frame) => texts.push(frame.data.text));
    dispatcher.dispatch({
      type: 'USER_MESSAGE',
      id: 1,
      data: { messageType: 'other', text: 'Still here' },
    });
    expect(texts).toEqual(['Still here']);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

describe('the handlers’ types', () => {
  it('type each handler by its frame’s schema, and take only the frames features handle', () => {
    const handlers: RealtimeHandlers = {
      USER_BONUS: (frame) => {
        // @ts-expect-error a USER_BONUS carries a bonus id, not a message's text
        frame.data.text = 'no such field';
      },
      USER_MESSAGE: (frame) => frame.data.text.length,
      // @ts-expect-error READY is the client's own business, not a feature's
      READY: () => undefined,
    };
    expect(Object.keys(handlers)).toEqual(['USER_BONUS', 'USER_MESSAGE', 'READY']);
  });
});

describe('feedsFor', () => {
  it('subscribes the public feeds some handler wants, and no other', () => {
    expect(feedsFor([{ USER_MESSAGE: () => undefined }])).toEqual([]);
    expect(
      feedsFor([
        { JACKPOTS: () => undefined },
        { NEW_WINNER: () => undefined, BALANCE_CHANGED: () => undefined },
      ]),
    ).toEqual(['jackpots', 'winners']);
  });
});
