import type { LanguageCode, ModalName } from '@casino/shared';
import type { ComponentType } from 'react';
import type { RouteId } from '../config/paths.js';
import type { GameSlotPart } from './game-slot.js';
import type { RealtimeHandlers } from './realtime-events.js';
import type { Bootstrap } from './session.js';
import type { ApiClients } from './trpc.js';
import type { WaitingActionRegistrations } from './waiting-action.js';

// How a feature plugs into the app: one `feature.ts` per feature declares its routes, its modals
// and its i18n namespace; app/features.ts lists the features, and the router, the modal host and
// i18n are built from that list. A new screen touches its own feature and nothing shared.

/**
 * The data each modal takes, by name. Each feature declares its modals' data beside them, by
 * augmenting this interface:
 *
 *     declare module '../../lib/features.js' {
 *       interface ModalDataMap { JACKPOT_WIN: JackpotWinModalData }
 *     }
 *
 * A modal missing here takes no data.
 */
export interface ModalDataMap {}

/** The data `name` takes: its declared type, or nothing. */
export type ModalData<N extends ModalName> = N extends keyof ModalDataMap
  ? ModalDataMap[N]
  : undefined;

/** The arguments after the name: the data when the modal takes some, else none. */
export type ModalDataArgs<N extends ModalName> =
  undefined extends ModalData<N> ? [data?: ModalData<N>] : [data: ModalData<N>];

/** What a modal component receives: its data and how to close itself. */
export interface ModalProps<N extends ModalName> {
  data: ModalData<N>;
  onClose: () => void;
}

/** A modal of a feature: its component, loaded when first shown. */
export interface ModalRegistration<N extends ModalName> {
  load: () => Promise<ComponentType<ModalProps<N>>>;
}

export type ModalRegistrations = { [N in ModalName]?: ModalRegistration<N> };

/**
 * A feature's modals: their names, which the main page's first JavaScript carries, and their table
 * of components (the feature's modals.ts), loaded with the first of them shown.
 */
export interface FeatureModals {
  names: readonly ModalName[];
  load: () => Promise<ModalRegistrations>;
}

/** Declares a feature's table of modals (an identity function that checks each registration). */
export function defineModals<R extends ModalRegistrations>(modals: R): R {
  return modals;
}

/** What /mock-modals opens a modal with: its sample data, and its variants, each by a short id. */
export interface ModalSample<N extends ModalName> {
  sample: ModalData<N>;
  variants?: readonly { id: string; data: ModalData<N> }[];
}

export type ModalSamples = { [N in ModalName]?: ModalSample<N> };

/** Declares a feature's modal samples (an identity function that checks each against its modal). */
export function defineModalSamples<S extends ModalSamples>(samples: S): S {
  return samples;
}

/** Who may open a route: anyone, players (guests go to main), or mock mode only (else 404). */
export type RouteAccess = 'public' | 'player' | 'mockMode';

export interface FeatureRoute {
  route: RouteId;
  access?: RouteAccess;
  /** The screen, loaded when the route is first visited. */
  load: () => Promise<ComponentType>;
  /**
   * On the page load that starts on this route: asks for the screen's first data as soon as the
   * bootstrap answer allows, beside the screen's chunk, instead of once the screen has rendered.
   */
  prefetch?: (context: RoutePrefetch) => void;
}

/** What a route's prefetch has: the API clients and the bootstrap answer on its way. */
export interface RoutePrefetch {
  clients: ApiClients;
  /** Undefined when the bootstrap call failed: the app shows that error itself. */
  bootstrap: Promise<Bootstrap | undefined>;
}

/** A feature's i18n namespace: its strings per language, each language loaded on its own. */
export interface FeatureNamespace {
  name: string;
  load: (language: LanguageCode) => Promise<Record<string, unknown>>;
}

export interface Feature {
  name: string;
  routes?: readonly FeatureRoute[];
  modals?: FeatureModals;
  /**
   * Its modals' samples, one for each modal: loaded by /mock-modals (mock mode) only, so that
   * sample data never travels with the app.
   */
  samples?: () => Promise<ModalSamples>;
  /** The kinds of statusSignUp wish the feature does once a guest is a player. */
  waitingActions?: WaitingActionRegistrations;
  namespace?: FeatureNamespace;
  /**
   * The realtime frames the feature handles, each handler typed by its frame's schema; loaded
   * before the socket opens, so that no frame arrives before its handler.
   */
  realtime?: FeatureRealtime;
  /** Parts shown beside a running game (the game page renders them with the game's context). */
  gameSide?: readonly GameSlotPart[];
}

/** A feature's realtime handlers, loaded with the realtime client (after the first screen). */
export interface FeatureRealtime {
  load: () => Promise<RealtimeHandlers>;
}

/** Declares a feature (an identity function that checks the shape where it is written). */
export function defineFeature(feature: Feature): Feature {
  return feature;
}
