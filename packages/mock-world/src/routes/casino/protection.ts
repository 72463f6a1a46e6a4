import {
  marketingPreferencesSchema,
  protectionRequestSchema,
  protectionViewOf,
  requestReturn,
  startProtection,
} from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { returnRequestSchema } from '@casino/upstream-contract';
import type { MockContext } from '../../context.js';
import { requirePlayer } from '../../http/auth.js';
import { MockHttpError } from '../../http/errors.js';
import { parseRequest } from '../../http/parse.js';
import { closeSessionsOf } from '../../state/protection.js';

// Time-out and self-exclusion (docs/UPSTREAMS.md, "Protection"): start one (every casino
// session of the player ends at once), a self-excluded player's request to return, and the
// player's marketing preferences.

export function registerProtectionRoutes(app: FastifyInstance, context: MockContext): void {
  const { store, clock } = context;

  app.post('/protection', (request) => {
    const account = requirePlayer(request, store);
    const body = parseRequest(protectionRequestSchema, request.body, 'body');
    const protection = startProtection(body, clock.now());
    account.saferGambling.protection = protection;
    closeSessionsOf(store, account);
    return protectionViewOf(protection);
  });

  app.get('/marketing', (request) => requirePlayer(request, store).saferGambling.marketing);

  app.put('/marketing', (request) => {
    const account = requirePlayer(request, store);
    account.saferGambling.marketing = parseRequest(
      marketingPreferencesSchema,
      request.body,
      'body',
    );
    return account.saferGambling.marketing;
  });

  /** No session is possible while excluded: the player names themself with their password. */
  app.post('/auth/return', async (request) => {
    const body = parseRequest(returnRequestSchema, request.body, 'body');
    const account = await store.authenticate(body.email.trim(), body.password);
    if (account === undefined) {
      throw new MockHttpError('invalid_credentials', 'The email or the password is wrong');
    }
    const result = requestReturn(account.saferGambling.protection, clock.now());
    if (result === 'too_early') {
      throw new MockHttpError('account_protected', 'The self-exclusion period is not over', [
        { path: 'messageKey', message: 'errors.returnNotYet' },
        { path: 'until', message: '' },
        { path: 'state', message: 'active' },
      ]);
    }
    if (result === 'not_excluded' || result === 'already_asked') {
      throw new MockHttpError('invalid_state', 'There is no self-exclusion to return from');
    }
    account.saferGambling.protection = result;
    return protectionViewOf(result);
  });
}
