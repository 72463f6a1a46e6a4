import { accountCalls } from './casino/account.js';
import { authCalls } from './casino/auth.js';
import { bonusesCalls } from './casino/bonuses.js';
import { eventsCalls } from './casino/events.js';
import { gamesCalls } from './casino/games.js';
import { gamificationCalls } from './casino/gamification.js';
import { limitsCalls } from './casino/limits.js';
import { miniGamesCalls } from './casino/mini-games.js';
import { protectionCalls } from './casino/protection.js';
import { passwordResetCalls } from './casino/password-reset.js';
import { paymentsCalls } from './casino/payments.js';
import { casinoUpstream } from './casino/shared.js';
import { shopsCalls } from './casino/shops.js';
import { tournamentsCalls } from './casino/tournaments.js';
import { transactionsCalls } from './casino/transactions.js';
import { verificationCalls } from './casino/verification.js';
import type { UpstreamHttpClient } from './http-client.js';
import type { MediaUrlRewriter } from './media-urls.js';

// The casino upstream in domain types (docs/UPSTREAMS.md, "Casino"), one module per domain
// under casino/, as the mock's routes are. Calls that send a player's token take it first: a
// string for player calls, `string | null` where a guest may call too.

// The client's own vocabulary, so its callers name it from the client they use.
export type { PasswordChange, ProfileUpdate } from './casino/account.js';
export type { BonusesQuery, PromotionsQuery } from './casino/bonuses.js';
export type { EventsQuery } from './casino/events.js';
export type { GamesFilter, GamesPaging, GamesQuery } from './casino/games-paging.js';
export type { GameLaunchOptions } from './casino/games.js';
export type { TransactionScope, TransactionsQuery } from './casino/transactions.js';

export interface CasinoClientOptions {
  /** How game art and launch URLs reach the browser (mock mode); kept as they are without one. */
  mediaUrls?: MediaUrlRewriter;
}

export function createCasinoClient(http: UpstreamHttpClient, options: CasinoClientOptions = {}) {
  const upstream = casinoUpstream(http);
  return {
    ...authCalls(upstream),
    ...passwordResetCalls(upstream),
    ...accountCalls(upstream),
    ...verificationCalls(upstream),
    ...gamesCalls(upstream, options.mediaUrls),
    ...bonusesCalls(upstream),
    ...transactionsCalls(upstream),
    ...tournamentsCalls(upstream),
    ...miniGamesCalls(upstream),
    ...shopsCalls(upstream),
    ...eventsCalls(upstream),
    ...paymentsCalls(upstream),
    ...limitsCalls(upstream),
    ...gamificationCalls(upstream),
    ...protectionCalls(upstream),
  };
}

export type CasinoClient = ReturnType<typeof createCasinoClient>;
