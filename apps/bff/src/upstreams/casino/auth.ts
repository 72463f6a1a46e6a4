import { requestOptions, segment, type UpstreamCallContext } from '../call-context.js';
import {
  authResultSchema,
  type AuthResult,
  type LoginRequest,
  type SignUpRequest,
} from '@casino/upstream-contract';
import { NOT_FOUND } from '../upstream-domain-errors.js';
import { noContent, type CasinoUpstream } from './shared.js';

// Logins, sign-ups and sessions. Every answer holds a token: none is ever logged.

export function authCalls({ http, mapped }: CasinoUpstream) {
  return {
    login: (input: LoginRequest, context?: UpstreamCallContext): Promise<AuthResult> =>
      mapped(
        http.post(
          '/auth/login',
          input,
          authResultSchema,
          requestOptions(context, { sensitive: true }),
        ),
      ),

    signUp: (input: SignUpRequest, context?: UpstreamCallContext): Promise<AuthResult> =>
      mapped(
        http.post(
          '/auth/signup',
          input,
          authResultSchema,
          requestOptions(context, { sensitive: true }),
        ),
      ),

    logout: (token: string, context?: UpstreamCallContext): Promise<void> =>
      mapped(http.post('/auth/logout', undefined, noContent, requestOptions(context, { token }))),

    /** A session uuid of the session callback; one use only. */
    redeemSession: (sessionUuid: string, context?: UpstreamCallContext): Promise<AuthResult> =>
      mapped(
        http.get(
          `/auth/session/${segment(sessionUuid)}`,
          authResultSchema,
          requestOptions(context, { route: '/auth/session/:session_uuid', sensitive: true }),
        ),
        NOT_FOUND.session,
      ),
  };
}
