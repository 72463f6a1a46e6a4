import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { path } from '../../../config/paths.js';
import { errorMessageOf, type ErrorMessage } from '../../../lib/app-error.js';
import type { ModalProps } from '../../../lib/features.js';
import { newIdempotencyKey } from '../../../lib/idempotency-key.js';
import { useLanguage } from '../../../lib/language.js';
import { useReviewedLimits } from '../api/limits.js';
import { SAFER_GAMBLING_NAMESPACE } from '../locales/namespace.js';
import { dismissLimitsModal } from './limits-dismissal.js';
import styles from './limits-modals.module.css';

/**
 * LIMITS_REVIEW (RTS 12): every six months the player is asked to review their limits. Either
 * answer counts as the review, so the reminder comes back six months later; closing the dialog
 * leaves it due.
 */
export function LimitsReviewModal({ onClose }: ModalProps<'LIMITS_REVIEW'>) {
  const { t } = useTranslation(SAFER_GAMBLING_NAMESPACE);
  const { t: message } = useTranslation();
  const { href } = useLanguage();
  const navigate = useNavigate();
  const reviewed = useReviewedLimits();
  const [failure, setFailure] = useState<ErrorMessage>();

  const answer = async (open: boolean) => {
    setFailure(undefined);
    try {
      await reviewed.mutateAsync({ idempotencyKey: newIdempotencyKey() });
      onClose();
      if (open) void navigate(href(path('accountLimits')));
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };

  return (
    <Dialog
      title={t('limits.review.title')}
      isOpen
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        // Closed without an answer: not forced on again in this page load.
        dismissLimitsModal('LIMITS_REVIEW');
        onClose();
      }}
    >
      <div className={styles.stack}>
        <p>{t('limits.review.text')}</p>
        {failure === undefined ? null : (
          <p className={styles.error} role="alert">
            {message(failure.key, failure.values)}
          </p>
        )}
        <div className={styles.actions}>
          <Button autoFocus isLoading={reviewed.isPending} onPress={() => void answer(true)}>
            {t('limits.review.open')}
          </Button>
          <Button variant="secondary" onPress={() => void answer(false)}>
            {t('limits.review.done')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
