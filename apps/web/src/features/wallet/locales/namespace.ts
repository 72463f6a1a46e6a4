/** The i18next namespace of the wallet feature's own strings. */
export const WALLET_NAMESPACE = 'wallet';
