import type { LanguageCode } from './language.js';
import { MESSAGES_DE } from './messages-de.js';
import { MESSAGES_PT } from './messages-pt.js';
import { MESSAGES_RO } from './messages-ro.js';
import { MESSAGES_EN, type MessageCatalogue } from './messages.js';

/**
 * The message catalogue in each language, keyed by route code. gb is English for the UK: the
 * same copy as en (money formatting, not wording, is what differs).
 */
export const MESSAGE_CATALOGUES: Readonly<Record<LanguageCode, MessageCatalogue>> = {
  en: MESSAGES_EN,
  gb: MESSAGES_EN,
  de: MESSAGES_DE,
  ro: MESSAGES_RO,
  pt: MESSAGES_PT,
};
