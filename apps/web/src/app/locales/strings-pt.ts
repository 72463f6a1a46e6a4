import { MESSAGES_PT } from '@casino/shared';
import { UI_PT } from './ui-pt.js';

/** The default namespace in this language: the shared message catalogue and the app's strings. */
export const STRINGS_PT = { ...MESSAGES_PT, ...UI_PT };
