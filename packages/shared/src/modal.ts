/** Every modal of SPEC.md section 2. */
export const MODAL_NAMES = [
  'LOGIN',
  'SIGNUP',
  'THANK_FOR_REGISTRATION_MODAL',
  'BACK_TO_SIGNUP',
  'RESET_PASSWORD_MODAL',
  'RESET_PASSWORD_SUCCESS',
  'DEPOSIT',
  'BONUS_MODAL',
  'PROFILE_REQUIREMENTS_MODAL',
  'EVENT',
  'ATTENTION_BONUS_MODAL',
  'CHANGE_CURRENCY_MODAL',
  'GAME_NOTIFICATION_MODAL',
  'INSUFFICIENT_BALANCE_MODAL',
  'IOS_SETUP_MODAL',
  'IMAGE_PREVIEW',
  'SEARCH',
  'FORM_FIELDS',
  'DEPOSIT_CRYPTO',
  'JACKPOT_WIN',
  'FREE_SPINS',
  'SWITCH_TO_GAME_MODAL',
  'PAYMENT_COMPLETED',
  'WELCOME_BACK',
  'GPT_GAME_MODAL',
  'NO_COINS_FOR_FREESPIN_EVENT',
  'NO_COINS_FOR_MONEY_EVENT',
  'BUY_FREESPINS_EVENT',
  'BUY_MONEY_EVENT',
  'SMARTICO_DEPOSIT_FIRST',
  'GAME_NOT_AVAILABLE',
  // Safer gambling (docs/decisions/037): the prompt to set a limit, the six-monthly review.
  'LIMITS_PROMPT',
  'LIMITS_REVIEW',
  // Safer gambling (docs/decisions/040): confirming a time-out or self-exclusion.
  'PROTECTION_CONFIRM',
  // The reality check over everything, a running game included (RTS 13).
  'REALITY_CHECK',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export interface ModalDefinition {
  /** Only a logged-in player may see it; it closes on logout. */
  authOnly: boolean;
  /** A larger number shows over lower ones (SPEC-NOTES). */
  priority: number;
}

/** Priorities of SPEC.md section 2, with the flows and NO_COINS_* that SPEC-NOTES adds. */
export const MODALS: Readonly<Record<ModalName, ModalDefinition>> = {
  LOGIN: { authOnly: false, priority: 1 },
  SIGNUP: { authOnly: false, priority: 1 },
  THANK_FOR_REGISTRATION_MODAL: { authOnly: false, priority: 1 },
  BACK_TO_SIGNUP: { authOnly: false, priority: 1 },
  RESET_PASSWORD_MODAL: { authOnly: false, priority: 1 },
  RESET_PASSWORD_SUCCESS: { authOnly: false, priority: 1 },
  DEPOSIT: { authOnly: true, priority: 1 },
  BONUS_MODAL: { authOnly: true, priority: 1 },
  PROFILE_REQUIREMENTS_MODAL: { authOnly: true, priority: 1 },
  EVENT: { authOnly: false, priority: 3 },
  ATTENTION_BONUS_MODAL: { authOnly: true, priority: 50 },
  CHANGE_CURRENCY_MODAL: { authOnly: true, priority: 50 },
  GAME_NOTIFICATION_MODAL: { authOnly: true, priority: 60 },
  INSUFFICIENT_BALANCE_MODAL: { authOnly: true, priority: 100 },
  IOS_SETUP_MODAL: { authOnly: false, priority: 100 },
  IMAGE_PREVIEW: { authOnly: true, priority: 100 },
  SEARCH: { authOnly: false, priority: 50 },
  FORM_FIELDS: { authOnly: true, priority: 1 },
  DEPOSIT_CRYPTO: { authOnly: true, priority: 1 },
  JACKPOT_WIN: { authOnly: true, priority: 10 },
  FREE_SPINS: { authOnly: true, priority: 50 },
  SWITCH_TO_GAME_MODAL: { authOnly: false, priority: 100 },
  PAYMENT_COMPLETED: { authOnly: true, priority: 50 },
  WELCOME_BACK: { authOnly: false, priority: 100 },
  GPT_GAME_MODAL: { authOnly: false, priority: 60 },
  NO_COINS_FOR_FREESPIN_EVENT: { authOnly: true, priority: 100 },
  NO_COINS_FOR_MONEY_EVENT: { authOnly: true, priority: 100 },
  BUY_FREESPINS_EVENT: { authOnly: true, priority: 100 },
  BUY_MONEY_EVENT: { authOnly: true, priority: 100 },
  SMARTICO_DEPOSIT_FIRST: { authOnly: true, priority: 100 },
  GAME_NOT_AVAILABLE: { authOnly: false, priority: 110 },
  // Above the deposit flows (1): the prompt comes before the first deposit.
  LIMITS_PROMPT: { authOnly: true, priority: 2 },
  LIMITS_REVIEW: { authOnly: true, priority: 2 },
  PROTECTION_CONFIRM: { authOnly: true, priority: 2 },
  REALITY_CHECK: { authOnly: true, priority: 200 },
};

/** Whether a modal may open: auth-only ones need a logged-in player. */
export function canOpenModal(name: ModalName, isAuthenticated: boolean): boolean {
  return isAuthenticated || !MODALS[name].authOnly;
}

/** A request to show a modal; the web app adds the data each modal needs. */
export interface ModalRequest {
  name: ModalName;
}

/**
 * The modal queue, highest priority first; among equal priorities, first come first shown.
 * The head is the modal on screen, the rest wait.
 */
export type ModalQueue<R extends ModalRequest = ModalRequest> = readonly R[];

/**
 * The queue with `request` added behind every modal of the same or higher priority. A modal
 * already queued is replaced by the new request where it stands, so it never shows twice.
 */
export function enqueueModal<R extends ModalRequest>(queue: ModalQueue<R>, request: R): R[] {
  if (queue.some((queued) => queued.name === request.name)) {
    return queue.map((queued) => (queued.name === request.name ? request : queued));
  }
  const priority = MODALS[request.name].priority;
  const index = queue.findIndex((queued) => MODALS[queued.name].priority < priority);
  return index === -1
    ? [...queue, request]
    : [...queue.slice(0, index), request, ...queue.slice(index)];
}

/** The modal on screen, or undefined when none is. */
export function activeModal<R extends ModalRequest>(queue: ModalQueue<R>): R | undefined {
  return queue[0];
}

/** The queue without the modal `name` (closed, or withdrawn before it showed). */
export function dequeueModal<R extends ModalRequest>(queue: ModalQueue<R>, name: ModalName): R[] {
  return queue.filter((queued) => queued.name !== name);
}

/** The queued modals a logout must close: the auth-only ones, in queue order. */
export function modalsToCloseOnLogout(queue: ModalQueue): ModalName[] {
  return queue.filter((queued) => MODALS[queued.name].authOnly).map((queued) => queued.name);
}

/**
 * The modals of signing up and in. A step that waits for the visitor to become a player (SPEC.md
 * section 4, "Auth-flow success callback") runs only once none of them is open or queued.
 */
export const AUTH_FLOW_MODALS: readonly ModalName[] = [
  'LOGIN',
  'SIGNUP',
  'THANK_FOR_REGISTRATION_MODAL',
  'BACK_TO_SIGNUP',
  'RESET_PASSWORD_MODAL',
  'RESET_PASSWORD_SUCCESS',
  'WELCOME_BACK',
];

/** Whether an auth flow is on screen or waiting in the queue. */
export function isAuthFlowOpen(queue: ModalQueue): boolean {
  return queue.some((request) => AUTH_FLOW_MODALS.includes(request.name));
}
