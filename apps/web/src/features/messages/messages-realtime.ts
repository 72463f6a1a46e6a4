import { toastKindForMessage } from '@casino/shared';
import type { RealtimeHandlers } from '../../lib/realtime-events.js';

/** A USER_MESSAGE shows its own text: failure as an error, success as a success, else info. */
export const MESSAGES_REALTIME: RealtimeHandlers = {
  USER_MESSAGE: (frame, { showToast }) => {
    showToast(toastKindForMessage(frame.data.messageType), frame.data.text);
  },
};
