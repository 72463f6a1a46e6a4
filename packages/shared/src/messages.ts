// The message catalogue: every user-facing message of SPEC.md section 8 under its key, in
// English (the spec's copy where it gives one). Rules and schemas return keys, never text; the
// web app translates them with i18next (interpolation values in {{double braces}}).

import { FALLBACK_MESSAGES_EN } from './messages-fallback.js';

export const MESSAGES_EN = {
  blockedCountry: {
    documentTitle: 'Your country is blocked',
    title: 'Your region is blocked!',
    description: 'The internet site is not accepting visitors from your country.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The requested URL was not found on this server..',
    toMain: 'Go to the main page',
  },
  ...FALLBACK_MESSAGES_EN,
  errors: {
    unexpected: 'Oops! Something unexpected happened. Please try again later or contact support',
    notEnoughMoney: 'Not enough money on account',
    insufficientBalance: 'Insufficient balance to place a bet',
    bonusNotFound: 'Bonus not found',
    noBonusesInQueue: 'No bonuses found in the queue',
    transactionsNotFound: 'Transactions not found',
    noGamesFound: 'No games found',
    noSuchCountry: 'No such country',
    noSuchOption: 'No such option',
    noSuchCode: 'No such code',
    selectCountry: 'Please select a country from the list',
    promoCodeInvalid: 'Promo code is invalid',
    imageTooLarge: 'Image must be smaller than 5 MB',
    imageFormat: 'The image must be in png, jpeg, pdf, bmp or jpg format',
    tooManyImages: "Sorry! You can't upload images more than: {{count}}",
    fewerPhotos: 'You must have fewer than {{count}} photos',
    over18: 'You must be over 18',
    invalidBirthFormat: 'Invalid day of birth format',
    invalidDate: 'Enter a valid date',
    nonFilledBirth: 'Please fill in your date of birth to play this game',
    profileIncomplete: 'Please complete your profile to play this game',
    paymentProfileIncomplete: 'Please complete your profile to use this payment method',
    required: 'This field is required',
    valueRequired: 'This value is required',
    maxLength: "Value can't be longer than {{max}}",
    minLength: "Value can't be shorter than {{min}}",
    passwordsDontMatch: "Passwords don't match",
    samePassword: 'Old password must not be the same as the new password',
    passwordCharacters: 'Use only Latin letters, digits and #$-._@&!;%:?*()^',
    invalidEmail: 'Enter a valid email',
    incorrectNumber: 'Incorrect number',
    invalidPhone: 'Invalid phone number',
    phoneStartsWithZero: 'Phone number must not start with 0',
    onlyNumbers: 'You should use only numbers',
    amountMin: 'Amount must be >= {{min}}',
    amountMax: 'Maximum amount is {{max}}',
    positiveNumber: 'Enter a positive number',
    invalidAmount: 'Enter an amount with at most two decimals',
    invalidCharacters: 'This field contains characters that are not allowed',
    capitalLettersOnly: 'Use only capital letters and digits',
    lettersAndDigitsOnly: 'Use only Latin letters and digits',
    mustAgree: 'Please confirm to continue',
    withdrawalDetailsUnavailable:
      'We could not load the details of this withdrawal. Please ask support, quoting transaction id {{transactionId}}.',
    accessDenied: 'Access denied',
    accessDeniedText: 'This game is not available in your country. Please contact support.',
    unauthorized: 'Please log in to continue',
    batchTooLarge: 'This request asks for too much at once. Please reload the page.',
    tooManyRequests: 'Too many attempts. Please try again in a moment.',
    tooManyAttempts: 'Too many attempts. You can try again in {{seconds}} s.',
    upstreamUnavailable: 'This service is temporarily unavailable. Please try again later.',
    invalidCredentials: 'Wrong email or password',
    emailTaken: 'An account with this email already exists',
    wrongPassword: 'The current password is wrong',
    invalidInput: 'Please check the data you entered',
    notFound: 'The requested item was not found',
    actionUnavailable: 'This action is not available right now',
    dailyBonusCollected: "Today's bonus has already been collected",
    passwordResetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
    catchGameClosed: 'The catch game is not running today',
    idempotencyKeyReused:
      'This request was already sent with different details. Please start again.',
    requestInProgress: 'Your previous request is still being processed. Please wait a moment.',
    limitDepositDay:
      'This deposit would pass your 24-hour deposit limit of {{limit}} ({{used}} used). It resets on {{resetsAt}}.',
    limitDepositWeek:
      'This deposit would pass your 7-day deposit limit of {{limit}} ({{used}} used). It resets on {{resetsAt}}.',
    limitDepositMonth:
      'This deposit would pass your monthly deposit limit of {{limit}} ({{used}} used). It resets on {{resetsAt}}.',
    limitLoss:
      'Your 24-hour loss limit of {{limit}} is reached ({{used}} lost). It resets on {{resetsAt}}.',
    limitSession:
      'Your session-time limit of {{limit}} minutes is reached. Take a break: it resets when you sign in again.',
    timeOutActive: 'You are taking a break until {{until}}. You can log in again then.',
    selfExcluded: 'You are self-excluded until {{until}}. You cannot log in before then.',
    selfExcludedIndefinite: 'You are self-excluded with no end date. You cannot log in.',
    selfExclusionEnded:
      'Your self-exclusion period is over. Ask to return below; you can log in after a cooling-off.',
    selfExclusionCoolingOff: 'Your return is in its cooling-off. You can log in from {{until}}.',
    returnNotYet: 'You cannot ask to return before your self-exclusion period is over.',
    gamstopRegistered:
      'This email is registered with GAMSTOP, the national self-exclusion scheme, so it cannot be used to play.',
  },
  gameNotification: {
    notAvailable: 'This game is not available while you play with a bonus',
    notForBonusMoney: 'This game is not available for bonus money',
    notCountingTowardsWagering: 'This game does not count towards wagering',
  },
  shop: {
    notEnoughSnowflakes: 'Not enough snowflakes',
    notEnoughPoints: 'Not enough loyalty points',
  },
  miniGame: {
    levelTooLow: 'Sorry, you need to up your level',
    noChancesLeft: 'You used all your chances today. Try tomorrow, or deposit to get a new chance.',
  },
  deposit: {
    bankingDaysNote: 'Some payment methods take up to {{days}} banking days.',
  },
  verification: {
    approvalTime: 'Approval takes {{min}} to {{max}} hours.',
  },
} as const;

/** The shape every language's catalogue has: the same keys as English, any text. */
export type MessageCatalogue = {
  readonly [K in keyof typeof MESSAGES_EN]: (typeof MESSAGES_EN)[K] extends string
    ? string
    : { readonly [L in keyof (typeof MESSAGES_EN)[K]]: string };
};

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the message catalogue, e.g. `errors.required` or `blockedCountry.title`. */
export type MessageKey = Leaves<typeof MESSAGES_EN>;

function collectKeys(node: object, prefix: string, into: string[]): string[] {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string') into.push(`${prefix}${key}`);
    else collectKeys(value as object, `${prefix}${key}.`, into);
  }
  return into;
}

/** Every key of the catalogue, for checks that translations are complete. */
export const MESSAGE_KEYS = collectKeys(MESSAGES_EN, '', []) as readonly MessageKey[];

const messageKeySet = new Set<string>(MESSAGE_KEYS);

export function isMessageKey(value: string): value is MessageKey {
  return messageKeySet.has(value);
}

/** The English text of a key (tests, logs and the BFF's fallbacks; the SPA goes through i18next). */
export function englishMessage(
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], MESSAGES_EN);
  return (text as string).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
