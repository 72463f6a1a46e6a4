import { errorKey, passwordSchema } from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  passwordResetCompleteBodySchema,
  passwordResetRequestBodySchema,
} from '@casino/upstream-contract';
import type { MockContext } from '../../context.js';
import { MockHttpError } from '../../http/errors.js';
import { parseRequest, validateInput } from '../../http/parse.js';

export function registerPasswordResetRoutes(app: FastifyInstance, context: MockContext): void {
  const { store, clock } = context;

  // Answers 204 whether or not the address has an account, so the call tells nobody which
  // addresses exist. The "email" is the token QA reads at /qa/players/{id}/password-reset.
  app.post('/auth/password-reset', (request, reply) => {
    const body = parseRequest(passwordResetRequestBodySchema, request.body, 'body');
    const account = store.byEmail(body.email.trim());
    if (account !== undefined) store.issuePasswordReset(account, clock.now());
    return reply.code(204).send();
  });

  app.post('/auth/password-reset/complete', async (request, reply) => {
    const body = parseRequest(passwordResetCompleteBodySchema, request.body, 'body');
    // The rules first: a password that breaks one must not use up the link.
    validateInput(z.object({ password: passwordSchema }), { password: body.password });
    const account = store.redeemPasswordReset(body.token, clock.now());
    if (account === undefined) {
      throw new MockHttpError('not_found', 'No such reset link, or it was used or expired', [
        { path: 'token', message: errorKey('errors.passwordResetInvalid') },
      ]);
    }
    await store.changePassword(account, body.password);
    // A reset means the password may have leaked: every session of the account ends.
    store.closeSessionsOf(account);
    return reply.code(204).send();
  });
}
