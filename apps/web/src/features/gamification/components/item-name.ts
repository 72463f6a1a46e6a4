import { formatMoney, type GamificationItem } from '@casino/shared';
import type { TFunction } from 'i18next';

/** An item as the modals name it: '10 free spins', '5,00 € bonus money'. */
export function itemName(t: TFunction, item: GamificationItem): string {
  return item.kind === 'free_spins'
    ? t('item.freeSpins', { count: item.spins })
    : t('item.money', { amount: formatMoney(item.amount, item.currency) });
}
