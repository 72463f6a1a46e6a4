import { accountFeature } from '../features/account/feature.js';
import { authFeature } from '../features/auth/feature.js';
import { bonusesFeature } from '../features/bonuses/feature.js';
import { contentFeature } from '../features/content/feature.js';
import { gameFeature } from '../features/game/feature.js';
import { gamificationFeature } from '../features/gamification/feature.js';
import { jackpotsFeature } from '../features/jackpots/feature.js';
import { lobbyFeature } from '../features/lobby/feature.js';
import { loyaltyFeature } from '../features/loyalty/feature.js';
import { messagesFeature } from '../features/messages/feature.js';
import { miniGamesFeature } from '../features/mini-games/feature.js';
import { opsFeature } from '../features/ops/feature.js';
import { paymentsFeature } from '../features/payments/feature.js';
import { promotionsFeature } from '../features/promotions/feature.js';
import { qaPanelFeature } from '../features/qa-panel/feature.js';
import { pwaFeature } from '../features/pwa/feature.js';
import { saferGamblingFeature } from '../features/safer-gambling/feature.js';
import { searchFeature } from '../features/search/feature.js';
import { sportFeature } from '../features/sport/feature.js';
import { styleguideFeature } from '../features/styleguide/feature.js';
import { tournamentsFeature } from '../features/tournaments/feature.js';
import { walletFeature } from '../features/wallet/feature.js';
import type { Feature, FeatureRealtime } from '../lib/features.js';
import type { GameSlotPart } from '../lib/game-slot.js';

/** Every feature of the app: the router, the modal host and i18n are built from this list. */
export const FEATURES: readonly Feature[] = [
  lobbyFeature,
  gameFeature,
  // The wallet before the others: its balance is the first part beside a running game.
  walletFeature,
  searchFeature,
  authFeature,
  accountFeature,
  paymentsFeature,
  bonusesFeature,
  promotionsFeature,
  tournamentsFeature,
  contentFeature,
  loyaltyFeature,
  sportFeature,
  miniGamesFeature,
  styleguideFeature,
  messagesFeature,
  jackpotsFeature,
  pwaFeature,
  saferGamblingFeature,
  qaPanelFeature,
  opsFeature,
  gamificationFeature,
];

/** The features' realtime handlers, loaded with the realtime client. */
export const REALTIME_REGISTRATIONS: readonly FeatureRealtime[] = FEATURES.flatMap((feature) =>
  feature.realtime === undefined ? [] : [feature.realtime],
);

/** The parts beside a running game, in the features' order. */
export const GAME_SIDE_PARTS: readonly GameSlotPart[] = FEATURES.flatMap(
  (feature) => feature.gameSide ?? [],
);
