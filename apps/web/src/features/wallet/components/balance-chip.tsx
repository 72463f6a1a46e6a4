import { displayedBalance, formatMoney } from '@casino/shared';
import { useSession } from '../../../lib/session.js';
import { useShortBalance } from '../api/use-balance.js';
import { BalanceChipFrame } from './balance-chip-frame.js';

/**
 * The player's total balance in the header, in the account currency (a forced currency exists
 * only for guests, who have no chip).
 */
export function BalanceChip() {
  const { player } = useSession();
  const { balance } = useShortBalance();
  const amount =
    balance === undefined || player === null
      ? undefined
      : formatMoney(
          displayedBalance(balance, { currency: player.currency }).total,
          player.currency,
        );
  return <BalanceChipFrame amount={amount} />;
}
