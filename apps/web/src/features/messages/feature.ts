import { defineFeature } from '../../lib/features.js';

// The casino's messages to the player (SPEC.md section 4): each realtime USER_MESSAGE is a toast;
// an event the gamification service announces opens EVENT (decision 039).

export const messagesFeature = defineFeature({
  name: 'messages',
  realtime: {
    load: async () => (await import('./messages-realtime.js')).MESSAGES_REALTIME,
  },
});
