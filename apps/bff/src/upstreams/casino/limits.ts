import { playerLimitsSchema, type LimitKind, type PlayerLimits } from '@casino/shared';
import { requestOptions, segment, type UpstreamCallContext } from '../call-context.js';
import type { CasinoUpstream } from './shared.js';

/** The player's limits (docs/UPSTREAMS.md, "Limits"): every call answers them all, fresh. */
export function limitsCalls({ http, mapped }: CasinoUpstream) {
  return {
    limits: (token: string, context?: UpstreamCallContext): Promise<PlayerLimits> =>
      mapped(http.get('/limits', playerLimitsSchema, requestOptions(context, { token }))),

    /** A decrease applies at once, an increase (or null, a removal) after 24 hours. */
    setLimit: (
      token: string,
      kind: LimitKind,
      value: number | null,
      context?: UpstreamCallContext,
    ): Promise<PlayerLimits> =>
      mapped(
        http.put(
          `/limits/${segment(kind)}`,
          { value },
          playerLimitsSchema,
          requestOptions(context, { token, route: '/limits/:kind' }),
        ),
      ),

    cancelPendingLimit: (
      token: string,
      kind: LimitKind,
      context?: UpstreamCallContext,
    ): Promise<PlayerLimits> =>
      mapped(
        http.delete(
          `/limits/${segment(kind)}/pending`,
          playerLimitsSchema,
          requestOptions(context, { token, route: '/limits/:kind/pending' }),
        ),
      ),

    declineLimitPrompt: (token: string, context?: UpstreamCallContext): Promise<PlayerLimits> =>
      mapped(
        http.post(
          '/limits/prompt-declined',
          undefined,
          playerLimitsSchema,
          requestOptions(context, { token }),
        ),
      ),

    reviewedLimits: (token: string, context?: UpstreamCallContext): Promise<PlayerLimits> =>
      mapped(
        http.post(
          '/limits/reviewed',
          undefined,
          playerLimitsSchema,
          requestOptions(context, { token }),
        ),
      ),
  };
}
