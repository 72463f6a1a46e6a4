import type { FillableProfileField } from '@casino/shared';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { MissingProfileFieldsForm } from '../../account/public.js';
import { PAYMENTS_NAMESPACE } from '../locales/namespace.js';
import styles from './deposit.module.css';

/**
 * FORM_FIELDS before a payment: the profile fields the method needs and the player lacks (a bank
 * transfer's address included), asked with the profile's own form and saved with
 * account.updateProfile; the payment goes on from there.
 */
export function ProfileStep({
  methodName,
  missing,
  onSaved,
  onBack,
}: {
  methodName: string;
  missing: readonly FillableProfileField[];
  onSaved: () => void;
  onBack?: () => void;
}) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const back =
    onBack === undefined ? undefined : (
      <Button variant="secondary" onPress={onBack}>
        {t('deposit.profileBack')}
      </Button>
    );
  return (
    <div className={styles.step}>
      <h3 className={styles.stepTitle}>{t('deposit.profileTitle')}</h3>
      <p className={styles.muted}>{t('deposit.profileLead', { method: methodName })}</p>
      <Suspense fallback={<Skeleton width="100%" height={72 * missing.length + 56} />}>
        <MissingProfileFieldsForm
          fields={missing}
          submitLabel={t('deposit.profileContinue')}
          secondaryAction={back}
          onSaved={onSaved}
        />
      </Suspense>
    </div>
  );
}
