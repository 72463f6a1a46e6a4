import { accountFeature } from '../features/account/feature.js';
import { authFeature } from '../features/auth/feature.js';
import { contentFeature } from '../features/content/feature.js';
import { gameFeature } from '../features/game/feature.js';
import { lobbyFeature } from '../features/lobby/feature.js';
import { miniGamesFeature } from '../features/mini-games/feature.js';
import { paymentsFeature } from '../features/payments/feature.js';
import { promotionsFeature } from '../features/promotions/feature.js';
import { searchFeature } from '../features/search/feature.js';
import { sportFeature } from '../features/sport/feature.js';
import { styleguideFeature } from '../features/styleguide/feature.js';
import type { Feature } from '../lib/features.js';

/** Every feature of the app: the router, the modal host and i18n are built from this list. */
export const FEATURES: readonly Feature[] = [
  lobbyFeature,
  gameFeature,
  searchFeature,
  authFeature,
  accountFeature,
  paymentsFeature,
  promotionsFeature,
  contentFeature,
  sportFeature,
  miniGamesFeature,
  styleguideFeature,
];
