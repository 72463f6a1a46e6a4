import {
  UK_COUNTRY,
  displayedBalance,
  freeSpinsUsage,
  resolveCurrency,
  type DisplayedBalance,
  type FreeSpins,
  type FreeSpinsUsage,
  type FullBalance,
  type PlayabilityInput,
  type ShortBalance,
} from '@casino/shared';
import type { PlayerContext } from './service-context.js';

// The player's money (SPEC.md sections 3 and 7). Every answer is the player's own: it is fetched
// with their token on each call and never cached under a shared key (the header polls the short
// balance every 3 s, which the upstream serves cheaply).

/**
 * The short balance read once per request: wallet.short, wallet.balance and wallet.playability
 * all stand on it, and the SPA asks for them together in one batch after a balance change. Keyed
 * by the request's upstream call context, an object each request has of its own.
 */
const shortBalanceByRequest = new WeakMap<object, Promise<ShortBalance>>();

export function shortBalance({
  clients,
  upstreamCall,
  player,
}: PlayerContext): Promise<ShortBalance> {
  const read = shortBalanceByRequest.get(upstreamCall);
  if (read !== undefined) return read;
  const fresh = clients.casino.shortBalance(player.token, upstreamCall);
  shortBalanceByRequest.set(upstreamCall, fresh);
  return fresh;
}

export function fullBalance({
  clients,
  upstreamCall,
  player,
}: PlayerContext): Promise<FullBalance> {
  return clients.casino.fullBalance(player.token, upstreamCall);
}

/**
 * The header's balance chip. The currency follows the shared rule (a player's account currency;
 * EUR is forced only on UK guests, who have no balance), so symbol and name come out as the
 * chip's money strings expect.
 */
export async function balanceForDisplay(ctx: PlayerContext): Promise<DisplayedBalance> {
  const short: ShortBalance = await shortBalance(ctx);
  const { user } = ctx.player;
  const currency = resolveCurrency({
    accountCurrency: user.currency,
    isUk: user.country === UK_COUNTRY,
    isAuthenticated: true,
    hasStag: false,
    language: user.language,
  });
  return displayedBalance(short, {
    currency: currency.currency,
    forcedCurrency: currency.forced ? currency.currency : undefined,
  });
}

/**
 * What the game rules read from the player's money (SPEC.md sections 2 and 5): the real and
 * casino bonus balances and the active wager's game list (empty without a wager, or when it takes
 * every game). The SPA hands it to gamePlayability, hasMoneyToPlay and gameCardBadges; the launch
 * applies the same rules to it.
 */
export async function playability(ctx: PlayerContext): Promise<PlayabilityInput> {
  const [balance, bonusAccount] = await Promise.all([
    shortBalance(ctx),
    ctx.clients.casino.bonusAccount(ctx.player.token, ctx.upstreamCall),
  ]);
  return {
    balanceMain: balance.balanceMain,
    bonusCasino: balance.bonusCasino,
    wageringGames: bonusAccount.wager?.bonus.wageringGames ?? [],
  };
}

export interface FreeSpinsView extends FreeSpins {
  /** numberDay/dayLimit as "used/limit"; null without a daily limit. */
  usage: FreeSpinsUsage | null;
}

export async function freeSpins(ctx: PlayerContext): Promise<FreeSpinsView> {
  const spins = await ctx.clients.casino.freeSpins(ctx.player.token, ctx.upstreamCall);
  return { ...spins, usage: freeSpinsUsage(spins) };
}
