import { type FastifyInstance } from 'fastify';
import { type DepositIntent, depositRequestSchema } from '../../../upstreams/contract.js';
import { type MockContext, originOf } from '../../context.js';
import { requirePlayer } from '../../http/auth.js';
import { MockHttpError } from '../../http/errors.js';
import { parseRequest } from '../../http/parse.js';

export function registerPaymentRoutes(app: FastifyInstance, context: MockContext): void {
  app.post('/payments/deposits', (request, reply) => {
    const account = requirePlayer(request, context.store);
    const body = parseRequest(depositRequestSchema, request.body, 'body');
    if (body.currency !== account.currency) {
      throw new MockHttpError('validation_failed', 'Deposits are made in the account currency', [
        { path: 'currency', message: 'errors.noSuchOption' },
      ]);
    }
    const deposit = context.store.createDeposit({
      playerId: account.id,
      amount: body.amount,
      currency: body.currency,
      method: body.method,
      returnUrl: body.returnUrl,
      successUrl: body.successUrl ?? null,
      failureUrl: body.failureUrl ?? null,
      cancelUrl: body.cancelUrl ?? null,
    });
    const redirectUrl = new URL(`${originOf(request, context)}/pages/pay`);
    redirectUrl.searchParams.set('payment_id', deposit.id);
    const intent: DepositIntent = { paymentId: deposit.id, redirectUrl: redirectUrl.toString() };
    return reply.code(201).send(intent);
  });
}
