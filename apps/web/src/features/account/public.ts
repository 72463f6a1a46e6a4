import { lazy } from 'react';

// The account feature's public entry: the account area's frame, which the deposit pages share,
// and the form that asks a player for the profile fields they miss (the profile page's own form,
// which the game's and the payments' modals reuse).
export {
  AccountLayout,
  type AccountLayoutProps,
  type AccountSwitcher,
} from './components/account-layout.js';
export { type MissingProfileFieldsFormProps } from './components/missing-profile-fields-form.js';
// The form's words are the account's namespace (profileForm): a test of another feature's screen
// that shows the form loads them without a backend.
export { ACCOUNT_STRINGS } from './locales/account-strings.js';
export { ACCOUNT_NAMESPACE } from './locales/namespace.js';

/**
 * The missing-profile-fields form, loaded when first rendered (under a Suspense boundary): the
 * screens that import this entry for the layout do not pay for it.
 */
export const MissingProfileFieldsForm = lazy(async () => ({
  default: (await import('./components/missing-profile-fields-form.js')).MissingProfileFieldsForm,
}));
