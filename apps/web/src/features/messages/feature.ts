import { defineFeature } from '../../lib/features.js';

// The casino's messages to the player (SPEC.md section 4): each realtime USER_MESSAGE is a toast.

export const messagesFeature = defineFeature({
  name: 'messages',
  realtime: {
    load: async () => (await import('./messages-realtime.js')).MESSAGES_REALTIME,
  },
});
