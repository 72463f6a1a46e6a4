import { z } from 'zod';
import { LANGUAGE_CODES } from './language.js';
import { REFERRAL_FLAGS } from './language-resolution.js';

// The schemas of language.ts and language-resolution.ts. Those modules run in the app shell's
// first chunk; their schemas live here so that zod loads with the first screen that parses, not
// with the shell.

export const languageCodeSchema = z.enum(LANGUAGE_CODES);

/** ISO 3166-1 alpha-3 country codes, as the geo header and the account carry them. */
export const countryAlpha3Schema = z.string().regex(/^[A-Z]{3}$/, 'errors.noSuchCode');

/** The session flag recording how a guest arrived. */
export const referralFlagSchema = z.enum(REFERRAL_FLAGS);
