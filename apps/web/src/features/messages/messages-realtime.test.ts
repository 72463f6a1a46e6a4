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
    expect(Object.keys(MESSAGES_REALTIME)).toEqual(['USER_MESSAGE']);
  });
});
