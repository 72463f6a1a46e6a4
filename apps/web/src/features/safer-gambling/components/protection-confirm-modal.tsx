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
import { useStartProtection } from '../api/protection.js';
import { SAFER_GAMBLING_NAMESPACE } from '../locales/namespace.js';
import { protectionLengthKey, type ProtectionStarted } from './protection-length.js';
import styles from './limits-modals.module.css';

/**
 * PROTECTION_CONFIRM: the last step of a time-out or self-exclusion. It says what happens (logged
 * out everywhere at once, no login until the end, no marketing meanwhile) before anything does;
 * confirming starts it and leads to the break page, which says until when.
 */
export function ProtectionConfirmModal({ data, onClose }: ModalProps<'PROTECTION_CONFIRM'>) {
  const { t } = useTranslation(SAFER_GAMBLING_NAMESPACE);
  const { t: message } = useTranslation();
  const { href } = useLanguage();
  const navigate = useNavigate();
  const start = useStartProtection();
  const [failure, setFailure] = useState<ErrorMessage>();
  const length = t(protectionLengthKey(data));
  const timeOut = data.kind === 'timeOut';

  const confirm = async () => {
    setFailure(undefined);
    try {
      const view = await start.mutateAsync({ ...data, idempotencyKey: newIdempotencyKey() });
      const started: ProtectionStarted = { kind: view.kind, endsAt: view.endsAt };
      onClose();
      void navigate(href(path('saferGamblingBreak')), { state: { started } });
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };

  return (
    <Dialog
      title={
        timeOut ? t('protection.confirm.timeOutTitle') : t('protection.confirm.exclusionTitle')
      }
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <div className={styles.stack}>
        <p>
          {timeOut
            ? t('protection.confirm.timeOutText', { length })
            : t('protection.confirm.exclusionText', { length })}
        </p>
        <ul className={styles.list}>
          <li>{t('protection.confirm.loggedOut')}</li>
          <li>
            {timeOut ? t('protection.confirm.noEarlyEnd') : t('protection.confirm.coolingOff')}
          </li>
          <li>{t('protection.confirm.noMarketing')}</li>
        </ul>
        {failure === undefined ? null : (
          <p className={styles.error} role="alert">
            {message(failure.key, failure.values)}
          </p>
        )}
        <div className={styles.actions}>
          <Button autoFocus variant="secondary" onPress={onClose}>
            {t('protection.confirm.cancel')}
          </Button>
          <Button isLoading={start.isPending} onPress={() => void confirm()}>
            {timeOut
              ? t('protection.confirm.timeOutConfirm')
              : t('protection.confirm.exclusionConfirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
