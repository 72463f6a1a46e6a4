import {
  gameTransactionKindSchema,
  transactionStatusSchema,
  transactionTypeSchema,
} from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MockContext } from '../../context.js';
import { TRANSACTION_SCOPES, toTransactionRow } from '../../data/transactions.js';
import { requirePlayer } from '../../http/auth.js';
import { numberedPage } from '../../http/paging.js';
import { parseRequest } from '../../http/parse.js';

const transactionsQuerySchema = z.object({
  scope: z.enum(TRANSACTION_SCOPES).default('game'),
  kind: gameTransactionKindSchema.optional(),
  type: transactionTypeSchema.optional(),
  status: transactionStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export function registerTransactionRoutes(app: FastifyInstance, context: MockContext): void {
  app.get('/transactions', (request) => {
    const account = requirePlayer(request, context.store);
    const query = parseRequest(transactionsQuerySchema, request.query, 'query');
    const now = context.clock.now();
    const rows = account.transactions.filter(
      (row) =>
        row.scope === query.scope &&
        (query.kind === undefined || row.wallet === query.kind) &&
        (query.type === undefined || row.type === query.type) &&
        (query.status === undefined || row.status === query.status),
    );
    return numberedPage(rows, query.page, query.per_page, (row) => toTransactionRow(row, now));
  });
}
