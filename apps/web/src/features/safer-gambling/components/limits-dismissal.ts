import type { ModalName } from '@casino/shared';

// The limits modals the player closed without answering in this page load: they are not forced
// on again until the next load (the prompt and the reminder stay due at the BFF). A modal the app
// closed itself (the play flow starts from a clear screen) is not dismissed: it opens again.

const dismissed = new Set<ModalName>();

export function dismissLimitsModal(name: ModalName): void {
  dismissed.add(name);
}

export function isLimitsModalDismissed(name: ModalName): boolean {
  return dismissed.has(name);
}
