import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { path } from '../../../config/paths.js';
import type { ModalProps } from '../../../lib/features.js';
import { useLanguage } from '../../../lib/language.js';
import { GAMIFICATION_NAMESPACE } from '../locales/namespace.js';
import styles from './gamification-modals.module.css';
import { itemName } from './item-name.js';

/**
 * NO_COINS_FOR_FREESPIN_EVENT and NO_COINS_FOR_MONEY_EVENT: the item costs more coins than the
 * player holds; the missions are where more come from.
 */
export function NoCoinsModal({
  data,
  onClose,
}: ModalProps<'NO_COINS_FOR_FREESPIN_EVENT'> | ModalProps<'NO_COINS_FOR_MONEY_EVENT'>) {
  const { t } = useTranslation(GAMIFICATION_NAMESPACE);
  const { href } = useLanguage();
  const navigate = useNavigate();
  const { item, coins } = data;
  return (
    <Dialog
      title={item.kind === 'free_spins' ? t('noCoins.freeSpinsTitle') : t('noCoins.moneyTitle')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <div className={styles.stack}>
        <p>{t('noCoins.text', { item: itemName(t, item), price: item.price, coins })}</p>
        <div className={styles.actions}>
          <Button
            autoFocus
            onPress={() => {
              onClose();
              void navigate(href(path('gamification', { action: 'missions' })));
            }}
          >
            {t('noCoins.missions')}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {t('noCoins.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
