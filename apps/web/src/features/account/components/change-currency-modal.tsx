import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { ModalBody, ModalLead, ModalWarning } from '../../../components/ui/modal-copy.js';
import { errorMessageOf, type ErrorMessage } from '../../../lib/app-error.js';
import type { ModalProps } from '../../../lib/features.js';
import { useAttemptKey } from '../../../lib/idempotency-key.js';
import { useSession } from '../../../lib/session.js';
import { useToasts } from '../../../lib/toasts.js';
import { useChangeCurrency } from '../api/currency.js';
import { ACCOUNT_NAMESPACE } from '../locales/namespace.js';
import styles from './account-modals.module.css';

/**
 * CHANGE_CURRENCY_MODAL: makes another currency the account's once the player has read that the
 * bonus balance is zeroed and pending bonuses and free spins are cancelled (SPEC.md section 4).
 */
export function ChangeCurrencyModal({ data, onClose }: ModalProps<'CHANGE_CURRENCY_MODAL'>) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { t: message } = useTranslation();
  const { player } = useSession();
  const { show } = useToasts();
  const change = useChangeCurrency();
  const attempt = useAttemptKey();
  const [failure, setFailure] = useState<ErrorMessage>();

  const confirm = async () => {
    setFailure(undefined);
    try {
      const result = await change.mutateAsync({
        currency: data.currency,
        confirmed: true,
        idempotencyKey: attempt.current(),
      });
      attempt.settle();
      show('success', t('changeCurrency.done', { currency: result.currency }));
      onClose();
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };

  return (
    <Dialog
      title={t('changeCurrency.title')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            {t('changeCurrency.cancel')}
          </Button>
          <Button variant="danger" isLoading={change.isPending} onPress={() => void confirm()}>
            {t('changeCurrency.confirm')}
          </Button>
        </div>
      }
    >
      <ModalBody>
        <ModalLead>
          {t('changeCurrency.lead', { from: player?.currency ?? '', to: data.currency })}
        </ModalLead>
        <ModalWarning>{t('changeCurrency.warning')}</ModalWarning>
        {failure === undefined ? null : (
          <p className={styles.error} role="alert">
            {message(failure.key, failure.values)}
          </p>
        )}
      </ModalBody>
    </Dialog>
  );
}
