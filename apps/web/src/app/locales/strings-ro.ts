import { MESSAGES_RO } from '@casino/shared';
import { UI_RO } from './ui-ro.js';

/** The default namespace in this language: the shared message catalogue and the app's strings. */
export const STRINGS_RO = { ...MESSAGES_RO, ...UI_RO };
