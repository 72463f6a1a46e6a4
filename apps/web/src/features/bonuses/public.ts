// The bonuses feature's public entry: the bonus card and its skeleton (with the place for the
// wagering progress of the bonus being wagered), and the namespace of their words.
export { BonusCard, BonusCardSkeleton, type BonusCardProps } from './components/bonus-card.js';
export { BONUSES_NAMESPACE } from './locales/namespace.js';
