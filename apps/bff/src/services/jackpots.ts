import {
  gameIdSchema,
  jackpotDecisionStatus,
  jackpotDecisionStatusSchema,
  jackpotPollInterval,
  jackpotWinOptions,
  jackpotsListSchema,
  pendingJackpotWins,
  recentNoWagerJackpotWins,
  type CurrencyCode,
  type JackpotDecisionStatus,
  type JackpotWinItem,
  type JackpotsList,
  type PlayerJackpotWins,
} from '@casino/shared';
import { z } from 'zod';
import { cacheKey } from '../cache/keys.js';
import { DomainError } from '../errors.js';
import {
  type DataContext,
  type PlayerContext,
  type Served,
  productNow,
} from './service-context.js';

// Jackpots (SPEC.md sections 3, 4 and 9): the shared list and sum, and a player's decision on a
// jackpot win under the rules of packages/shared/src/jackpot-rules.ts.

export interface JackpotsView {
  items: JackpotsList;
  /**
   * How often to poll the player's pending jackpot wins and jackpot transactions now, from the
   * highest probability of this list (jackpotPollInterval).
   */
  pollIntervalMs: number;
}

export async function jackpotsList(
  ctx: DataContext,
  currency: CurrencyCode,
): Promise<Served<JackpotsView>> {
  const { value, stale } = await ctx.cache.get({
    kind: 'jackpotsList',
    key: cacheKey('jackpotsList', { currency }),
    schema: jackpotsListSchema,
    load: () => ctx.clients.jackpot.jackpots(currency, ctx.upstreamCall),
  });
  const pollIntervalMs = jackpotPollInterval(
    value.map((jackpot) => jackpot.jackpotInfo.probability),
  );
  return { value: { items: value, pollIntervalMs }, stale };
}

/**
 * The player's jackpot wins to act on, one read for both of the SPA's uses: the pending wins
 * (type 16; each opens the jackpot win modal, polled at the adaptive interval) and the no-wager
 * wins completed in the last 24 hours of the product's clock (the modal's no-wager variant picks
 * those of the player's local today it has not shown). Entries of any other type are dropped,
 * whatever the upstream sends.
 */
export async function playerJackpotWins(ctx: PlayerContext): Promise<PlayerJackpotWins> {
  const { clients, upstreamCall, player } = ctx;
  const [pending, complete, now] = await Promise.all([
    clients.jackpot.jackpotWins(player.token, 'pending', upstreamCall),
    clients.jackpot.jackpotWins(player.token, 'complete', upstreamCall),
    productNow(ctx),
  ]);
  return {
    pending: pendingJackpotWins(pending),
    completedNoWager: recentNoWagerJackpotWins(complete, now),
  };
}

export interface JackpotDecisionInput {
  /** The win's id, which is the bonus id the decision sends. */
  bonusId: number;
  status: JackpotDecisionStatus;
  /** The modal is open over a game page (Add to queue is offered only there). */
  onGamePage: boolean;
}

export const jackpotDecisionResultSchema = z.object({
  bonusId: z.number().int().positive(),
  status: jackpotDecisionStatusSchema,
  /** The win's game, for Claim and play. */
  gameId: gameIdSchema,
});
export type JackpotDecisionResult = z.infer<typeof jackpotDecisionResultSchema>;

/**
 * Sends the player's decision on a pending (or queued) win. The server offers the same buttons
 * as the modal: a choice the rules do not offer for this win and balance is refused before the
 * upstream hears of it.
 */
export async function decideJackpotWin(
  { clients, upstreamCall, player }: PlayerContext,
  input: JackpotDecisionInput,
): Promise<JackpotDecisionResult> {
  const [pending, queued, balance] = await Promise.all([
    clients.jackpot.jackpotWins(player.token, 'pending', upstreamCall),
    clients.jackpot.jackpotWins(player.token, 'queue', upstreamCall),
    clients.casino.shortBalance(player.token, upstreamCall),
  ]);
  const byId = (win: JackpotWinItem) => win.id === input.bonusId;
  const pendingWin = pending.find(byId);
  const win = pendingWin ?? queued.find(byId);
  if (win === undefined) {
    throw new DomainError({
      code: 'bonus_not_found',
      status: 'NOT_FOUND',
      messageKey: 'errors.bonusNotFound',
    });
  }
  const offered = jackpotWinOptions({
    onGamePage: input.onGamePage,
    hasWager: win.wager != null,
    bonusCasino: balance.bonusCasino,
  })
    .map(jackpotDecisionStatus)
    // A queued win can still be claimed or declined, not queued again.
    .filter((status) => pendingWin !== undefined || status !== 'Queue');
  if (!offered.includes(input.status)) {
    throw new DomainError({
      code: 'jackpot_choice_unavailable',
      status: 'CONFLICT',
      messageKey: 'errors.actionUnavailable',
    });
  }
  await clients.jackpot.decideJackpotWin(
    player.token,
    { bonus_id: input.bonusId, status: input.status },
    upstreamCall,
  );
  return { bonusId: input.bonusId, status: input.status, gameId: win.game.id };
}
