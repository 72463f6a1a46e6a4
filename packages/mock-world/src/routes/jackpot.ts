import {
  JACKPOT_WIN_TRANSACTION_TYPE,
  type JackpotWinItem,
  type JackpotsSum,
  currencyCodeSchema,
  jackpotDecisionRequestSchema,
} from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MockContext } from '../context.js';
import { jackpotsAt } from '../data/jackpots.js';
import { roundMoney } from '../data/seeded.js';
import { requirePlayer } from '../http/auth.js';
import { MockHttpError } from '../http/errors.js';
import { onceByKey } from '../http/idempotency.js';
import { parseRequest } from '../http/parse.js';
import {
  JACKPOT_WIN_STATUSES,
  type JackpotWinRecord,
  type PlayerAccount,
} from '../state/player-store.js';

const currencyQuerySchema = z.object({ currency: currencyCodeSchema.default('EUR') });
const winsQuerySchema = z.object({ status: z.enum(JACKPOT_WIN_STATUSES).default('pending') });

export function toJackpotWinItem(win: JackpotWinRecord): JackpotWinItem {
  return {
    id: win.id,
    amount: win.amount,
    currency: win.currency,
    game: { id: win.gameId },
    wager: win.wager,
    // A completed win's date is its completion; any other's, when it was won.
    dateComplete: new Date(win.completedAtMs ?? win.wonAtMs).toISOString(),
    type: JACKPOT_WIN_TRANSACTION_TYPE,
  };
}

/**
 * Claiming credits the win: to the bonus balance under its wager (a jackpot_win row, pending its
 * wager), else to real money as a jackpot payout (a jackpot row, complete): the player's jackpot
 * transactions, which the SPA polls at the adaptive interval.
 */
export function creditJackpotWin(
  context: MockContext,
  account: PlayerAccount,
  win: JackpotWinRecord,
): void {
  const wagered = win.wager !== null;
  if (wagered) {
    account.balances.bonusCasino = roundMoney(account.balances.bonusCasino + win.amount);
    account.wageringGames ??= [];
    if (!account.wageringGames.includes(win.gameId) && account.wageringGames.length > 0) {
      account.wageringGames.push(win.gameId);
    }
  } else {
    account.balances.main = roundMoney(account.balances.main + win.amount);
  }
  win.creditTransactionId = context.store.newTransactionId();
  account.transactions.unshift({
    id: win.creditTransactionId,
    scope: 'game',
    wallet: wagered ? 'bonus' : 'basic',
    type: wagered ? 'jackpot_win' : 'jackpot',
    amount: win.amount,
    currency: win.currency,
    status: wagered ? 'pending_wager' : 'complete',
    method: null,
    fee: null,
    balance: wagered ? account.balances.bonusCasino : account.balances.main,
    agoMs: null,
    atMs: context.clock.now(),
  });
}

export function registerJackpotRoutes(app: FastifyInstance, context: MockContext): void {
  const { world, clock, store } = context;

  app.get('/jackpots', (request) => {
    const { currency } = parseRequest(currencyQuerySchema, request.query, 'query');
    return jackpotsAt(world.jackpotTiers, clock.now(), currency, context.jackpotBumpsEur);
  });

  app.get('/jackpots/sum', (request): JackpotsSum => {
    const { currency } = parseRequest(currencyQuerySchema, request.query, 'query');
    const jackpots = jackpotsAt(world.jackpotTiers, clock.now(), currency, context.jackpotBumpsEur);
    return {
      currency,
      jackpotsFund: roundMoney(jackpots.reduce((sum, jackpot) => sum + jackpot.amount, 0)),
    };
  });

  app.get('/jackpots/wins', (request) => {
    const account = requirePlayer(request, store);
    const { status } = parseRequest(winsQuerySchema, request.query, 'query');
    return account.jackpotWins.filter((win) => win.status === status).map(toJackpotWinItem);
  });

  app.post('/jackpots/decision', (request, reply) => {
    const account = requirePlayer(request, store);
    const body = parseRequest(jackpotDecisionRequestSchema, request.body, 'body');
    const scope = { answers: store.idempotentAnswers, playerId: account.id, operation: 'decision' };
    return onceByKey(request, reply, scope, () => {
      const win = account.jackpotWins.find((entry) => entry.id === body.bonus_id);
      if (win === undefined) throw new MockHttpError('not_found', 'No such jackpot win');
      // A queued win can still be claimed or declined; a decided one cannot change.
      if (win.status !== 'pending' && !(win.status === 'queue' && body.status !== 'Queue')) {
        throw new MockHttpError('invalid_state', `The win is already ${win.status}`);
      }
      switch (body.status) {
        case 'Activated':
          win.status = 'activated';
          creditJackpotWin(context, account, win);
          break;
        case 'Queue':
          win.status = 'queue';
          break;
        case 'Rejected':
          win.status = 'rejected';
          break;
      }
      return { status: 204, body: undefined };
    });
  });
}
