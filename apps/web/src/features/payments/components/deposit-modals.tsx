import { DEPOSIT_MAX_BANKING_DAYS, formatMoney } from '@casino/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { SegmentedControl } from '../../../components/ui/segmented-control.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import type { ModalProps } from '../../../lib/features.js';
import { useModals } from '../../../lib/modals.js';
import { MissingProfileFieldsForm } from '../../account/public.js';
import { PAYMENTS_NAMESPACE } from '../locales/namespace.js';
import { CryptoDeposit } from './crypto-deposit.js';
import { DepositForm } from './deposit-form.js';
import styles from './deposit.module.css';

/** Banking or crypto: each is its own modal; switching closes one and opens the other. */
function KindSwitch({ current }: { current: 'DEPOSIT' | 'DEPOSIT_CRYPTO' }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const { open, close } = useModals();
  return (
    <SegmentedControl
      label={t('deposit.kind')}
      block
      segments={[
        { id: 'DEPOSIT', label: t('deposit.banking'), icon: 'bank' },
        { id: 'DEPOSIT_CRYPTO', label: t('deposit.crypto'), icon: 'crypto' },
      ]}
      value={current}
      onChange={(next) => {
        if (next === current) return;
        close(current);
        open(next === 'DEPOSIT' ? 'DEPOSIT' : 'DEPOSIT_CRYPTO');
      }}
    />
  );
}

function closer(onClose: () => void) {
  return (isOpen: boolean) => {
    if (!isOpen) onClose();
  };
}

/** DEPOSIT: the bank deposit form in a modal. */
export function DepositModal({ onClose }: ModalProps<'DEPOSIT'>) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  return (
    <Dialog title={t('deposit.title')} isOpen onOpenChange={closer(onClose)}>
      <div className={styles.form}>
        <KindSwitch current="DEPOSIT" />
        <DepositForm />
      </div>
    </Dialog>
  );
}

/** DEPOSIT_CRYPTO: the crypto address in a modal. */
export function DepositCryptoModal({ onClose }: ModalProps<'DEPOSIT_CRYPTO'>) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  return (
    <Dialog title={t('crypto.title')} isOpen onOpenChange={closer(onClose)}>
      <div className={styles.form}>
        <KindSwitch current="DEPOSIT_CRYPTO" />
        <CryptoDeposit />
      </div>
    </Dialog>
  );
}

/** PAYMENT_COMPLETED: the deposit went through; some methods take up to 5 banking days. */
export function PaymentCompletedModal({ data, onClose }: ModalProps<'PAYMENT_COMPLETED'>) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const { t: message } = useTranslation();
  return (
    <Dialog
      title={t('result.completedTitle')}
      isOpen
      onOpenChange={closer(onClose)}
      footer={<Button onPress={onClose}>{t('result.ok')}</Button>}
    >
      <div className={styles.step}>
        <p>{t('result.completedText', { amount: formatMoney(data.amount, data.currency) })}</p>
        <p className={styles.note}>
          {message('deposit.bankingDaysNote', { days: DEPOSIT_MAX_BANKING_DAYS })}
        </p>
      </div>
    </Dialog>
  );
}

/**
 * FORM_FIELDS: the profile fields a payment method needs and the player lacks, over a page that
 * pays (the withdrawal forms); saved, it closes and the payment's form is where it was. Inside the
 * deposit modal the same step shows in place.
 */
export function FormFieldsModal({ data, onClose }: ModalProps<'FORM_FIELDS'>) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  return (
    <Dialog title={t('deposit.profileTitle')} isOpen onOpenChange={closer(onClose)}>
      <div className={styles.step}>
        <p className={styles.muted}>{t('deposit.profileLead', { method: data.methodName })}</p>
        <Suspense fallback={<Skeleton width="100%" height={72 * data.fields.length + 56} />}>
          <MissingProfileFieldsForm
            fields={data.fields}
            submitLabel={t('deposit.profileContinue')}
            secondaryAction={
              <Button variant="secondary" onPress={onClose}>
                {t('deposit.profileBack')}
              </Button>
            }
            onSaved={onClose}
          />
        </Suspense>
      </div>
    </Dialog>
  );
}
