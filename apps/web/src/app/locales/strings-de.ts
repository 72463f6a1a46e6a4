import { MESSAGES_DE } from '@casino/shared';
import { UI_DE } from './ui-de.js';

/** The default namespace in this language: the shared message catalogue and the app's strings. */
export const STRINGS_DE = { ...MESSAGES_DE, ...UI_DE };
