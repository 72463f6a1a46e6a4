import { type Context, type SessionPlayer } from '../trpc/context.js';

/** A signed-in player's request context: what player procedures hand their services. */
export type PlayerContext = Context & { player: SessionPlayer };
