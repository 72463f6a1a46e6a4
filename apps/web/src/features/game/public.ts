import { lazy } from 'react';

// The game feature's public entry: the play flow every Play control calls, and the form that asks
// a player for the profile fields they miss (the account area reuses it).
export { usePlayGame, type GamePageState, type PlayMode } from './hooks/use-play-game.js';
export { type PlayGameInput } from './modal-data.js';
export { type MissingProfileFieldsFormProps } from './components/missing-profile-fields-form.js';

/**
 * The missing-profile-fields form, loaded when first rendered (under a Suspense boundary): the
 * pages that import the play flow do not pay for it.
 */
export const MissingProfileFieldsForm = lazy(async () => ({
  default: (await import('./components/missing-profile-fields-form.js')).MissingProfileFieldsForm,
}));
