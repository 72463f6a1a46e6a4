// The bonuses feature's public entry: the bonus card and its skeleton (with the live wagering
// meter of the bonus being wagered), the namespace of their words, and the shell's place for the
// player's jackpot wins (the watch that opens JACKPOT_WIN).
export { BonusCard, BonusCardSkeleton, type BonusCardProps } from './components/bonus-card.js';
export { JackpotWins } from './components/jackpot-wins.js';
export { BONUSES_NAMESPACE } from './locales/namespace.js';
export { GuestSignUpOffer } from './components/sign-up-offer.js';
