import { requestOptions, type UpstreamCallContext } from '../call-context.js';
import type {
  PasswordResetCompleteBody,
  PasswordResetRequestBody,
} from '@casino/upstream-contract';
import { NOT_FOUND } from '../upstream-domain-errors.js';
import { noContent, type CasinoUpstream } from './shared.js';

export function passwordResetCalls({ http, mapped }: CasinoUpstream) {
  return {
    /** Sends a reset link to the address; answers the same whether or not it has an account. */
    requestPasswordReset: (
      input: PasswordResetRequestBody,
      context?: UpstreamCallContext,
    ): Promise<void> =>
      mapped(
        http.post(
          '/auth/password-reset',
          input,
          noContent,
          requestOptions(context, { sensitive: true }),
        ),
      ),

    /** Sets the new password with a link's one-time token; every session of the account ends. */
    completePasswordReset: (
      input: PasswordResetCompleteBody,
      context?: UpstreamCallContext,
    ): Promise<void> =>
      mapped(
        http.post(
          '/auth/password-reset/complete',
          input,
          noContent,
          requestOptions(context, { sensitive: true }),
        ),
        NOT_FOUND.passwordReset,
      ),
  };
}
