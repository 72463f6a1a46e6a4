import type { RealtimeFeed, ServerFrame, ServerFrameType, ToastKind } from '@casino/shared';
import type { ModalManager } from './modals.js';
import type { trpc } from './trpc.js';

// The realtime frames features may handle, and the dispatcher that hands each frame to the
// handlers of its type and to no other. The shell knows no feature: each registers its handlers
// in its feature.ts (`realtime`), or listens from a component with useRealtimeEvent.

/** The frames that reach features: the player's events, the public feeds and RESYNC. */
export const REALTIME_EVENT_TYPES = [
  'USER_MESSAGE',
  'USER_BONUS',
  'USER_FREESPINS',
  'JACKPOT_WIN',
  'BALANCE_CHANGED',
  'TOURNAMENT_POINTS',
  'JACKPOTS',
  'NEW_WINNER',
  'GAMIFICATION_EVENT',
  'RESYNC',
] as const satisfies readonly ServerFrameType[];
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

/** The frame of a type, as its schema in packages/shared parses it. */
export type RealtimeFrame<T extends RealtimeEventType> = Extract<ServerFrame, { type: T }>;

/** What a registered handler may act through: the API's query utilities, the toasts, the modals. */
export interface RealtimeHandlerContext {
  utils: ReturnType<typeof trpc.useUtils>;
  showToast: (kind: ToastKind, text: string) => void;
  /** Queues a modal with its data, as the modal manager's `open` (a USER_BONUS opens its bonus). */
  openModal: ModalManager['open'];
}

export type RealtimeHandler<T extends RealtimeEventType> = (
  frame: RealtimeFrame<T>,
  context: RealtimeHandlerContext,
) => void;

/** A feature's handlers, at most one per frame type. */
export type RealtimeHandlers = { readonly [T in RealtimeEventType]?: RealtimeHandler<T> };

/** The public feeds a frame type needs the socket to subscribe to. */
const FEED_OF: Partial<Record<RealtimeEventType, RealtimeFeed>> = {
  JACKPOTS: 'jackpots',
  NEW_WINNER: 'winners',
};

/** The public feeds some handler wants: a feed nobody handles is not subscribed to. */
export function feedsFor(handlerSets: readonly RealtimeHandlers[]): RealtimeFeed[] {
  const feeds = new Set<RealtimeFeed>();
  for (const handlers of handlerSets) {
    for (const type of REALTIME_EVENT_TYPES) {
      const feed = FEED_OF[type];
      if (feed !== undefined && handlers[type] !== undefined) feeds.add(feed);
    }
  }
  return [...feeds];
}

type AnyListener = (frame: ServerFrame) => void;

export interface RealtimeDispatcher {
  /** Listens to one type of frame; answers the function that stops listening. */
  on: <T extends RealtimeEventType>(
    type: T,
    listener: (frame: RealtimeFrame<T>) => void,
  ) => () => void;
  /** Hands the features' handlers the frames of their types, with the context of the moment. */
  attach: (
    handlerSets: readonly RealtimeHandlers[],
    context: () => RealtimeHandlerContext,
  ) => () => void;
  /** Hands a frame to the listeners of its type. */
  dispatch: (frame: ServerFrame) => void;
}

export function createRealtimeDispatcher(): RealtimeDispatcher {
  const listeners = new Map<ServerFrameType, Set<AnyListener>>();

  function on<T extends RealtimeEventType>(
    type: T,
    listener: (frame: RealtimeFrame<T>) => void,
  ): () => void {
    const set = listeners.get(type) ?? new Set<AnyListener>();
    listeners.set(type, set);
    // Only frames of `type` reach the set (dispatch looks it up by the frame's type).
    const wrapped = listener as AnyListener;
    set.add(wrapped);
    return () => {
      set.delete(wrapped);
    };
  }

  function attachOne<T extends RealtimeEventType>(
    type: T,
    handler: RealtimeHandler<T>,
    context: () => RealtimeHandlerContext,
  ): () => void {
    return on(type, (frame) => {
      handler(frame, context());
    });
  }

  return {
    on,
    attach: (handlerSets, context) => {
      const stops: (() => void)[] = [];
      for (const handlers of handlerSets) {
        for (const type of REALTIME_EVENT_TYPES) {
          const handler = handlers[type] as RealtimeHandler<typeof type> | undefined;
          if (handler !== undefined) stops.push(attachOne(type, handler, context));
        }
      }
      return () => {
        for (const stop of stops) stop();
      };
    },
    dispatch: (frame) => {
      for (const listener of [...(listeners.get(frame.type) ?? [])]) {
        // One failing handler must not keep the frame from the others.
        try {
          listener(frame);
        } catch (error) {
          console.error(`a ${frame.type} handler failed`, error);
        }
      }
    },
  };
}
