import { balanceForDisplay, freeSpins, fullBalance, shortBalance } from '../services/wallet.js';
import { playerProcedure, router } from '../trpc/init.js';

/** The player's money: the header chip, the balances and the free spins. */
export const walletRouter = router({
  /** The header's chip (DisplayedBalance); polled every 3 s while balance refetch is on. */
  balance: playerProcedure.query(({ ctx }) => balanceForDisplay(ctx)),

  /** balanceMain, bonusCasino and their total. */
  short: playerProcedure.query(({ ctx }) => shortBalance(ctx)),

  /** Per currency held, loyalty points, cashback and the free-spin balance. */
  full: playerProcedure.query(({ ctx }) => fullBalance(ctx)),

  /** number, numberDay, dayLimit, betAmount, and "used/limit" when a daily limit exists. */
  freeSpins: playerProcedure.query(({ ctx }) => freeSpins(ctx)),
});
