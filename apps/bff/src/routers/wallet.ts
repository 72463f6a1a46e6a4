import {
  balanceForDisplay,
  freeSpins,
  fullBalance,
  playability,
  shortBalance,
} from '../services/wallet.js';
import { leanRead, playerProcedure, router } from '../trpc/init.js';

/** The player's money: the header chip, the balances and the free spins. */
export const walletRouter = router({
  /** The header's chip (DisplayedBalance); polled every 3 s while balance refetch is on. */
  balance: playerProcedure.meta(leanRead()).query(({ ctx }) => balanceForDisplay(ctx)),

  /** balanceMain, bonusCasino and their total. */
  short: playerProcedure.meta(leanRead()).query(({ ctx }) => shortBalance(ctx)),

  /** Per currency held, loyalty points, cashback and the free-spin balance. */
  full: playerProcedure.meta(leanRead()).query(({ ctx }) => fullBalance(ctx)),

  /**
   * What the game rules read (PlayabilityInput): balanceMain, bonusCasino and the active wager's
   * game list, for the availability rule, the money check and the wagering badge.
   */
  playability: playerProcedure.meta(leanRead()).query(({ ctx }) => playability(ctx)),

  /** number, numberDay, dayLimit, betAmount, and "used/limit" when a daily limit exists. */
  freeSpins: playerProcedure.meta(leanRead()).query(({ ctx }) => freeSpins(ctx)),
});
