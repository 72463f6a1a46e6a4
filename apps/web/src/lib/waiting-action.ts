import type { SignUpContinuation } from '@casino/shared';
import type { ComponentType } from 'react';
import { localStore, rawStoredText } from './storage.js';

// statusSignUp: the one way to say "do this once the guest is a player" (SPEC-NOTES). A feature
// stores its wish here and opens SIGNUP (or LOGIN); a feature that owns a kind of wish registers
// a runner for it in its feature.ts. The app runs the wish once the visitor is a player and no
// sign-in or sign-up modal is open or waiting (SPEC.md section 4), then it is gone. Stored in
// local storage, so it survives a reload; read back through its zod schema.

export type WaitingAction = SignUpContinuation;
export type WaitingActionKind = WaitingAction['kind'];
export type WaitingActionOf<K extends WaitingActionKind> = Extract<WaitingAction, { kind: K }>;

/** Keeps the wish (one at a time: the latest wins). */
export function rememberWaitingAction(action: WaitingAction): void {
  localStore.set('statusSignUp', action);
}

/** Whether anything is stored under statusSignUp (read without its parser, at no cost). */
export function hasWaitingAction(): boolean {
  return rawStoredText('local', 'statusSignUp') !== null;
}

/**
 * The stored wish, if any and well-formed. Its parser (zod) loads with this call, never with the
 * first screen.
 */
export async function readWaitingAction(): Promise<WaitingAction | undefined> {
  const { storedValues } = await import('./stored-values.js');
  return storedValues.local('statusSignUp');
}

/** Drops the wish (run, or given up). */
export function forgetWaitingAction(): void {
  localStore.remove('statusSignUp');
}

/** What a runner gets: the wish, and a call to make once it has done what it does. */
export interface WaitingActionProps<K extends WaitingActionKind> {
  action: WaitingActionOf<K>;
  onDone: () => void;
}

export interface WaitingActionRegistration<K extends WaitingActionKind> {
  /** A component that does the wish when mounted (it may use any hook), loaded when needed. */
  load: () => Promise<ComponentType<WaitingActionProps<K>>>;
}

export type WaitingActionRegistrations = {
  [K in WaitingActionKind]?: WaitingActionRegistration<K>;
};
