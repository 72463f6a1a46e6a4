import { type CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { type Config } from '../config.js';
import { type UpstreamClients } from '../upstreams/clients.js';
import { type UpstreamCallContext } from '../upstreams/call-context.js';

/** The signed-in player, as the session layer resolves it from a request. */
export interface SessionPlayer {
  readonly id: number;
}

/** Finds the player of a request (from its session cookie); null for a guest. */
export type PlayerResolver = (request: FastifyRequest) => Promise<SessionPlayer | null>;

export interface Context {
  readonly config: Config;
  /** The HTTP request and reply, for what rides on them (cookies, the client's IP, headers). */
  readonly req: FastifyRequest;
  readonly res: FastifyReply;
  readonly requestId: string;
  /** The request's logger: every line carries the request id. */
  readonly log: FastifyBaseLogger;
  /** The visitor's country from the geo header: upper-cased alpha-2 or alpha-3, else null. */
  readonly country: string | null;
  readonly player: SessionPlayer | null;
  /** The product's clock (mock mode may move it). */
  readonly now: () => Date;
  /** The typed upstream clients. */
  readonly clients: UpstreamClients;
  /** What every upstream call of this request forwards (the request id). */
  readonly upstreamCall: UpstreamCallContext;
}

export interface ContextDeps {
  config: Config;
  clients: UpstreamClients;
  resolvePlayer?: PlayerResolver;
  clock?: () => Date;
}

const guest: PlayerResolver = () => Promise.resolve(null);

/**
 * The visitor's country as the edge sends it. CDNs differ (alpha-2 or alpha-3), so both are kept
 * as given; anything else is treated as unknown rather than trusted.
 */
export function countryFromHeader(value: string | readonly string[] | undefined): string | null {
  const first = typeof value === 'string' ? value : value?.[0];
  const code = first?.trim().toUpperCase();
  return code !== undefined && /^[A-Z]{2,3}$/.test(code) ? code : null;
}

export function createContextFactory({
  config,
  clients,
  resolvePlayer = guest,
  clock = () => new Date(),
}: ContextDeps): (options: CreateFastifyContextOptions) => Promise<Context> {
  return async ({ req, res }) => ({
    config,
    req,
    res,
    requestId: req.id,
    log: req.log,
    country: countryFromHeader(req.headers[config.geo.countryHeader]),
    player: await resolvePlayer(req),
    now: clock,
    clients,
    upstreamCall: { requestId: req.id },
  });
}
