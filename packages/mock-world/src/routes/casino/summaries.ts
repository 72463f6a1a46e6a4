import { netDeposits, type NetDeposits, type PlaySummary } from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MockContext } from '../../context.js';
import type { TransactionRecord } from '../../data/transactions.js';
import { requirePlayer } from '../../http/auth.js';
import { parseRequest } from '../../http/parse.js';

// Sums of the player's ledger (docs/UPSTREAMS.md, "Protection"): real-money play since an
// instant (the reality check's net position) and net deposits over 30 days, 3 months and all
// time (the balance page).

const playSummaryQuerySchema = z.object({ since: z.iso.datetime({ offset: true }) });

/** When a row happened: made through the API at its instant, generated history by its age. */
function atOf(row: TransactionRecord, nowMs: number): number {
  return row.atMs ?? nowMs - (row.agoMs ?? 0);
}

export function registerSummaryRoutes(app: FastifyInstance, context: MockContext): void {
  const { store, clock } = context;

  app.get('/play-summary', (request): PlaySummary => {
    const account = requirePlayer(request, store);
    const { since } = parseRequest(playSummaryQuerySchema, request.query, 'query');
    const start = Date.parse(since);
    const now = clock.now();
    let wageredCents = 0;
    let wonCents = 0;
    for (const row of account.transactions) {
      if (row.scope !== 'game' || row.wallet !== 'basic' || row.status !== 'complete') continue;
      const at = atOf(row, now);
      if (at < start || at > now) continue;
      if (row.type === 'bet') wageredCents += Math.round(-row.amount * 100);
      if (row.type === 'win') wonCents += Math.round(row.amount * 100);
    }
    return { currency: account.currency, wagered: wageredCents / 100, won: wonCents / 100 };
  });

  app.get('/net-deposits', (request): NetDeposits => {
    const account = requirePlayer(request, store);
    const now = clock.now();
    const entries = account.transactions
      .filter(
        (row) =>
          row.scope === 'payments' &&
          row.status === 'complete' &&
          (row.type === 'deposit' || row.type === 'withdraw'),
      )
      .map((row) => ({
        atMs: atOf(row, now),
        // Withdrawals are stored negative already; a deposit positive.
        amount: row.type === 'withdraw' ? -Math.abs(row.amount) : Math.abs(row.amount),
      }));
    return { currency: account.currency, ...netDeposits(entries, now) };
  });
}
