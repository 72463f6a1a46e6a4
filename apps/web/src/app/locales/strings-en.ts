import { MESSAGES_EN } from '@casino/shared';
import { UI_EN } from './ui-en.js';

/** The default namespace in this language: the shared message catalogue and the app's strings. */
export const STRINGS_EN = { ...MESSAGES_EN, ...UI_EN };
