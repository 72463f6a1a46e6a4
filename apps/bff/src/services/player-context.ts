import { type Context, type SessionPlayer } from '../trpc/context.js';

/** What a service acting for the signed-in player needs: the clients, the call context, the player. */
export type PlayerServiceContext = Pick<Context, 'clients' | 'upstreamCall'> & {
  readonly player: SessionPlayer;
};

/** A signed-in player's request context: what player procedures hand their services. */
export type PlayerContext = Context & { player: SessionPlayer };

/** The product's time: the BFF's clock moved by QA's offset in mock mode (none in live mode). */
export async function productNow(ctx: Context): Promise<Date> {
  const offsetMs = await ctx.qaOverrides.clockOffsetMs(ctx.upstreamCall);
  return new Date(ctx.now().getTime() + offsetMs);
}
