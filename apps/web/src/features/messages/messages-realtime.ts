import { toastKindForMessage } from '@casino/shared';
import type { RealtimeHandlers } from '../../lib/realtime-events.js';

/** A USER_MESSAGE shows its own text: failure as an error, success as a success, else info. */
export const MESSAGES_REALTIME: RealtimeHandlers = {
  USER_MESSAGE: (frame, { showToast }) => {
    showToast(toastKindForMessage(frame.data.messageType), frame.data.text);
  },
  /**
   * An event the gamification service announces to the player: EVENT (the gamification
   * feature's modal) with its title and text. Handled here, with the other messages to the
   * player, so that the app's first chunk carries no handler of its own for it.
   */
  GAMIFICATION_EVENT: ({ data }, { openModal }) => {
    openModal('EVENT', { title: data.title, text: data.text });
  },
};
