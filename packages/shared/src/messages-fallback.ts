// The three messages the app shell's error fallback shows when the language's strings may be
// gone with the failure: a module of their own, so that the always-loaded shell carries these
// and not the whole catalogue (messages.ts spreads them into MESSAGES_EN).

export const FALLBACK_MESSAGES_EN = {
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongText: 'Please try again.',
  retry: 'Retry',
} as const;
