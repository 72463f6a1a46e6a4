// The payments feature's strings in English (gb shares them): the deposit forms and modals, the
// crypto address, the result pages. Messages of SPEC.md section 8 (the amount's limits, the
// banking days note) come from the shared catalogue. Every key exists in every language.

export const PAYMENTS_EN = {
  deposit: {
    title: 'Deposit',
    kind: 'Payment type',
    banking: 'Banking',
    crypto: 'Crypto',
    method: 'Payment method',
    amount: 'Amount',
    presets: 'Quick amounts',
    limits: 'From {{min}} to {{max}}',
    summary: 'Summary',
    summaryMethod: 'Method',
    summaryAmount: 'You deposit',
    submit: 'Continue to payment',
    noMethods: 'No payment method takes {{currency}} at the moment.',
    loading: 'Loading the payment methods',
    profileTitle: 'A few details first',
    profileLead: '{{method}} needs these details before your payment.',
    profileContinue: 'Save and continue',
    profileBack: 'Back',
  },
  crypto: {
    title: 'Deposit with crypto',
    method: 'Currency',
    address: 'Your deposit address',
    network: 'Network',
    tag: 'Destination tag',
    tagNote: 'Send this tag with every deposit, or your money cannot be credited.',
    copy: 'Copy',
    copyAddress: 'Copy the address',
    copyTag: 'Copy the tag',
    copied: 'Copied',
    qr: 'QR code of your {{network}} deposit address',
    minimum: 'Minimum deposit: {{min}}',
    onlyNetwork: 'Send only on the {{network}} network: coins sent on another network are lost.',
    loading: 'Loading your address',
  },
  result: {
    successTitle: 'Deposit successful',
    successText: 'Your deposit of {{amount}} is on its way to your balance.',
    successPending: 'Your deposit is on its way to your balance.',
    play: 'Play now',
    history: 'Payment history',
    checking: 'Checking your payment',
    completedTitle: 'Payment completed',
    completedText: 'Your payment of {{amount}} is completed.',
    ok: 'OK',
  },
} as const;

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** The shape every language's payments strings have. */
export type PaymentsStrings = Strings<typeof PAYMENTS_EN>;
