import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/money.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import type { GameSlotContext } from '../../../lib/game-slot.js';
import { useSession } from '../../../lib/session.js';
import { useGameOpenRefetch } from '../api/balance-refetch.js';
import { useFreeSpins, useShortBalance } from '../api/use-balance.js';
import { WALLET_NAMESPACE } from '../locales/namespace.js';
import styles from './game-wallet.module.css';

/**
 * Beside a running game: the player's balance and, when a daily limit exists, the free spins
 * used today of it (numberDay/dayLimit, SPEC.md section 3). While the game's frame shows, the
 * balance refetch is on (SPEC-NOTES "Balance refetch enabled"), for this and the header's chip.
 */
export function GameWallet({ isOpen }: GameSlotContext) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { player } = useSession();
  useGameOpenRefetch(isOpen && player !== null);
  const { balance } = useShortBalance();
  const spins = useFreeSpins();
  if (player === null) return null;
  const usage = spins.data?.usage ?? null;
  return (
    <dl className={styles.wallet} aria-label={t('gameSide.label')}>
      <div className={styles.item}>
        <dt className={styles.label}>{t('gameSide.balance')}</dt>
        <dd className={styles.value}>
          {balance === undefined ? (
            <Skeleton width={72} height={18} shape="text" />
          ) : (
            <Money amount={balance.balance} currency={player.currency} />
          )}
        </dd>
      </div>
      {usage === null ? null : (
        <div className={styles.item}>
          <dt className={styles.label}>{t('gameSide.freeSpinsToday')}</dt>
          <dd className={styles.value}>{`${String(usage.used)}/${String(usage.limit)}`}</dd>
        </div>
      )}
    </dl>
  );
}
