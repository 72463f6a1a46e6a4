import { type Context, type SessionPlayer } from '../trpc/context.js';

/** What a service acting for the signed-in player needs: the clients, the call context, the player. */
export type PlayerServiceContext = Pick<Context, 'clients' | 'upstreamCall'> & {
  readonly player: SessionPlayer;
};
