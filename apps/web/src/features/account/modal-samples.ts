import { defineModalSamples } from '../../lib/features.js';

// What /mock-modals opens the account feature's modals with: loaded by that page only, never
// with the app.

/** A drawn document for IMAGE_PREVIEW's sample in /mock-modals (an inline image, no request). */
const PREVIEW_SAMPLE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">' +
    '<rect width="640" height="400" rx="24" fill="#e8ecf4"/>' +
    '<circle cx="150" cy="180" r="70" fill="#9aa6bd"/>' +
    '<rect x="260" y="120" width="300" height="24" rx="12" fill="#9aa6bd"/>' +
    '<rect x="260" y="170" width="240" height="24" rx="12" fill="#b9c2d3"/>' +
    '<rect x="260" y="220" width="270" height="24" rx="12" fill="#b9c2d3"/></svg>',
)}`;

export const MODAL_SAMPLES = defineModalSamples({
  CHANGE_CURRENCY_MODAL: {
    sample: { currency: 'USD' },
  },
  IMAGE_PREVIEW: {
    sample: { name: 'passport.png', url: PREVIEW_SAMPLE, isImage: true },
  },
});
