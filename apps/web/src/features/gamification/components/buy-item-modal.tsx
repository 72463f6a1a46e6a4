import { formatMoney } from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { errorDomainCodeOf, errorMessageOf } from '../../../lib/app-error.js';
import type { ModalProps } from '../../../lib/features.js';
import { newIdempotencyKey } from '../../../lib/idempotency-key.js';
import { useToasts } from '../../../lib/toasts.js';
import { useBuyGamificationItem } from '../api/gamification.js';
import { GAMIFICATION_NAMESPACE } from '../locales/namespace.js';
import styles from './gamification-modals.module.css';
import { itemName } from './item-name.js';

/**
 * BUY_FREESPINS_EVENT and BUY_MONEY_EVENT: the player confirms spending coins on a store item.
 * One idempotency key per confirmation shown, so a double press or a retry buys once.
 */
export function BuyItemModal({
  data,
  onClose,
}: ModalProps<'BUY_FREESPINS_EVENT'> | ModalProps<'BUY_MONEY_EVENT'>) {
  const { t } = useTranslation(GAMIFICATION_NAMESPACE);
  const { t: message } = useTranslation();
  const { show } = useToasts();
  const buy = useBuyGamificationItem();
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string>();
  const { item, coins } = data;

  const confirm = async () => {
    setFailure(undefined);
    try {
      await buy.mutateAsync({ itemId: item.id, idempotencyKey: key });
      show(
        'success',
        item.kind === 'free_spins'
          ? t('buy.boughtFreeSpins', { count: item.spins })
          : t('buy.boughtMoney', { amount: formatMoney(item.amount, item.currency) }),
      );
      onClose();
    } catch (error) {
      // The store's own refusals (another tab spent the coins meanwhile) in the store's words.
      const code = errorDomainCodeOf(error);
      if (code === 'not_enough_coins') setFailure(t('buy.notEnoughCoins'));
      else if (code === 'first_deposit_needed') setFailure(t('depositFirst.title'));
      else {
        const { key, values } = errorMessageOf(error);
        setFailure(message(key, values));
      }
    }
  };

  return (
    <Dialog
      title={item.kind === 'free_spins' ? t('buy.freeSpinsTitle') : t('buy.moneyTitle')}
      role="alertdialog"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <div className={styles.stack}>
        <p>{t('buy.text', { item: itemName(t, item), price: item.price, coins })}</p>
        {failure === undefined ? null : (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <Button autoFocus isLoading={buy.isPending} onPress={() => void confirm()}>
            {t('buy.confirm', { price: item.price })}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {t('buy.cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
