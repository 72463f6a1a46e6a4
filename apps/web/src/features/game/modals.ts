import { defineModals } from '../../lib/features.js';

// The feature's modals, each loaded when first shown; this table itself loads with the first of
// them, so that the main page's first JavaScript carries only their names (feature.ts).

export const MODALS = defineModals({
  GAME_NOT_AVAILABLE: {
    load: async () =>
      (await import('./components/game-not-available-modal.js')).GameNotAvailableModal,
  },
  GAME_NOTIFICATION_MODAL: {
    load: async () =>
      (await import('./components/game-notification-modal.js')).GameNotificationModal,
  },
  SWITCH_TO_GAME_MODAL: {
    load: async () => (await import('./components/switch-to-game-modal.js')).SwitchToGameModal,
  },
  INSUFFICIENT_BALANCE_MODAL: {
    load: async () =>
      (await import('./components/insufficient-balance-modal.js')).InsufficientBalanceModal,
  },
  PROFILE_REQUIREMENTS_MODAL: {
    load: async () =>
      (await import('./components/profile-requirements-modal.js')).ProfileRequirementsModal,
  },
});
