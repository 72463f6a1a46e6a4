import { describe, expect, it } from 'vitest';
import type { RealtimeHandlerContext } from '../../lib/realtime-events.js';
import { MESSAGES_REALTIME } from './messages-realtime.js';

describe('the messages feature’s realtime handler', () => {
  it('shows a USER_MESSAGE as a toast of its kind (SPEC.md section 4)', () => {
    const toasts: [string, string][] = [];
    const context = {
      utils: {},
      showToast: (kind: string, text: string) => toasts.push([kind, text]),
    } as unknown as RealtimeHandlerContext;
    const handle = MESSAGES_REALTIME.USER_MESSAGE;
    for (const messageType of ['failure', 'success', 'other'] as const) {
      handle?.({ type: 'USER_MESSAGE', id: 1, data: { messageType, text: messageType } }, context);
    }
    expect(toasts).toEqual([
      ['error', 'failure'],
      ['success', 'success'],
      ['info', 'other'],
    ]);
    expect(Object.keys(MESSAGES_REALTIME)).toEqual(['USER_MESSAGE', 'GAMIFICATION_EVENT']);
  });

  it('opens EVENT with an event the gamification service announced (decision 039)', () => {
    const opened: unknown[] = [];
    const context = {
      openModal: (...args: unknown[]) => opened.push(args),
    } as unknown as RealtimeHandlerContext;
    MESSAGES_REALTIME.GAMIFICATION_EVENT?.(
      {
        type: 'GAMIFICATION_EVENT',
        id: 4,
        data: { id: 2, title: 'Coin rush', text: 'Double coins' },
      },
      context,
    );
    expect(opened).toEqual([['EVENT', { title: 'Coin rush', text: 'Double coins' }]]);
  });
});
