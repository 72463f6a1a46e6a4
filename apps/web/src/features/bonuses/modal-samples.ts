import { defineModalSamples } from '../../lib/features.js';
import type { Bonus } from '@casino/shared';

// What /mock-modals opens the bonuses feature's modals with: loaded by that page only, never
// with the app.

/** A drawn bonus banner for the sample (an inline image, no request). */
const SAMPLE_ART = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#3b2a8f"/><stop offset="1" stop-color="#0f1a3d"/></linearGradient></defs>' +
    '<rect width="640" height="360" fill="url(#g)"/>' +
    '<circle cx="500" cy="120" r="90" fill="#f5c542" opacity="0.85"/>' +
    '<rect x="60" y="220" width="260" height="28" rx="14" fill="#ffffff" opacity="0.8"/></svg>',
)}`;

/** What /mock-modals opens BONUS_MODAL with: an offer as the mock casino describes one. */
const SAMPLE_BONUS: Bonus = {
  id: 9001,
  name: 'Weekend reload',
  imageBackground: SAMPLE_ART,
  shortDescription: '50% up to 200 EUR and 25 free spins on your next deposit',
  maxBet: 5,
  minBet: 0.2,
  wagering: 35,
  activationDate: null,
  type: 'deposits',
  status: 'pending',
  currency: 'EUR',
};

export const MODAL_SAMPLES = defineModalSamples({
  BONUS_MODAL: {
    sample: { bonus: SAMPLE_BONUS },
  },
  ATTENTION_BONUS_MODAL: {
    sample: {
      kind: 'accept',
      bonus: { id: SAMPLE_BONUS.id, name: SAMPLE_BONUS.name },
      active: { id: 9000, name: 'Welcome bonus' },
    },
  },
  FREE_SPINS: {
    sample: { number: 50, betAmount: 0.2 },
  },
  JACKPOT_WIN: {
    sample: {
      // 1001 is the mock world's first game; where no such game is read, the tile is left out.
      win: { id: 7_000_001, amount: 12_345.67, currency: 'EUR', gameId: 1_001, kind: 'pending' },
    },
  },
});
