import type { CurrencyCode } from '@casino/shared';

// What the auth feature's modals take (declared in ModalDataMap by feature.ts). Types only.

/** What a guest typed into SIGNUP before closing it half-way: kept in memory, never stored. */
export interface SignUpDraft {
  email?: string;
  password?: string;
  country?: string | null;
  currency?: CurrencyCode | null;
  promoCode?: string;
  consents?: { termsAndPrivacy?: boolean; personalDataProcessing?: boolean; over18?: boolean };
  marketing?: Partial<
    Record<'casino' | 'sport', Partial<Record<'email' | 'sms' | 'phone', boolean>>>
  >;
}

/** SIGNUP: empty, or filled again with the draft BACK_TO_SIGNUP kept. */
export type SignUpData = { draft?: SignUpDraft } | undefined;

/** BACK_TO_SIGNUP: the draft to go back to. */
export interface BackToSignUpData {
  draft: SignUpDraft;
}

/** RESET_PASSWORD_MODAL: without a token it asks for the address; with one, the new password. */
export type ResetPasswordData = { token?: string } | undefined;

/** WELCOME_BACK: the address to log in with; the remembered one (prevUserEmail) by default. */
export type WelcomeBackData = { email?: string } | undefined;
