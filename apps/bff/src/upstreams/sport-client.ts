import { sportListSchema, type SportList } from '@casino/shared';
import { requestOptions, type UpstreamCallContext } from './call-context.js';
import { sportTokenWithExpirySchema } from '@casino/upstream-contract';
import type { UpstreamHttpClient, UpstreamLogger } from './http-client.js';
import { withDomainErrors } from './upstream-domain-errors.js';
import { UpstreamError } from './upstream-error.js';

// The sport upstream (docs/UPSTREAMS.md, "Sport"): the sports list and the sportsbook token.

/** A sportsbook token; an empty token (and no expiry) opens the sportsbook logged out. */
export interface SportToken {
  token: string;
  /** ISO instant; the token is refreshed 30 s before it. */
  expiresAt: string | null;
}

export const EMPTY_SPORT_TOKEN: Readonly<SportToken> = { token: '', expiresAt: null };

export interface SportClientOptions {
  logger?: UpstreamLogger;
}

/** What a failed token call is logged with: never the player's token nor the sportsbook's. */
function failureDetails(error: unknown): object {
  if (error instanceof UpstreamError) {
    return {
      kind: error.kind,
      status: error.status,
      upstreamCode: error.upstreamCode,
      detail: error.message,
    };
  }
  return { detail: error instanceof Error ? error.message : String(error) };
}

export function createSportClient(http: UpstreamHttpClient, options: SportClientOptions = {}) {
  const { logger } = options;

  return {
    sports: (context?: UpstreamCallContext): Promise<SportList> =>
      withDomainErrors(http.get('/sports', sportListSchema, requestOptions(context))),

    /**
     * The player's sportsbook token. Any failure (no answer, an error, a malformed answer) yields
     * an empty token, so the sportsbook opens logged out instead of not at all (SPEC.md section 7).
     */
    sportToken: async (
      token: string,
      sportId: number,
      context?: UpstreamCallContext,
    ): Promise<SportToken> => {
      try {
        const answer = await http.get(
          '/token',
          sportTokenWithExpirySchema,
          requestOptions(context, { token, query: { 'sport-id': sportId }, sensitive: true }),
        );
        return { token: answer.data.token, expiresAt: answer.data.expiresAt };
      } catch (error) {
        // The caller gave up (its client went away): there is no one to hand a token to.
        if (context?.signal?.aborted === true) throw error;
        logger?.warn(
          { upstream: http.name, sportId, ...failureDetails(error) },
          'sport token unavailable: the sportsbook opens logged out',
        );
        return { ...EMPTY_SPORT_TOKEN };
      }
    },
  };
}

export type SportClient = ReturnType<typeof createSportClient>;
