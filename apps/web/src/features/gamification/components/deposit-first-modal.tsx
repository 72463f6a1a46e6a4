import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Dialog } from '../../../components/ui/dialog.js';
import type { ModalProps } from '../../../lib/features.js';
import { useOpenDeposit } from '../../payments/public.js';
import { GAMIFICATION_NAMESPACE } from '../locales/namespace.js';
import styles from './gamification-modals.module.css';

/**
 * SMARTICO_DEPOSIT_FIRST: the store opens with a first deposit (whether the player ever
 * deposited is the casino's, through the BFF); its button opens DEPOSIT.
 */
export function DepositFirstModal({ onClose }: ModalProps<'SMARTICO_DEPOSIT_FIRST'>) {
  const { t } = useTranslation(GAMIFICATION_NAMESPACE);
  const openDeposit = useOpenDeposit();
  return (
    <Dialog
      title={t('depositFirst.title')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <div className={styles.stack}>
        <p>{t('depositFirst.text')}</p>
        <div className={styles.actions}>
          <Button
            autoFocus
            onPress={() => {
              onClose();
              openDeposit();
            }}
          >
            {t('depositFirst.deposit')}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {t('depositFirst.later')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
