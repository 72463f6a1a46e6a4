import {
  DEPOSIT_LIMIT_KINDS,
  currencySign,
  limitFormSchema,
  type DepositLimitKind,
} from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { Form, FormSubmit } from '../../../components/ui/form.js';
import { SegmentedControl } from '../../../components/ui/segmented-control.js';
import { FormTextField } from '../../../components/ui/text-field.js';
import { errorMessageOf, type ErrorMessage } from '../../../lib/app-error.js';
import type { ModalProps } from '../../../lib/features.js';
import { newIdempotencyKey } from '../../../lib/idempotency-key.js';
import { useSession } from '../../../lib/session.js';
import { useDeclineLimitPrompt, useSetLimit } from '../api/limits.js';
import { SAFER_GAMBLING_NAMESPACE } from '../locales/namespace.js';
import { dismissLimitsModal } from './limits-dismissal.js';
import styles from './limits-modals.module.css';

/**
 * LIMITS_PROMPT (RTS 12, MGA): before the first deposit and the first real-money game, a player
 * with no limit is asked to set a deposit limit. Setting one is the default; skipping takes a
 * second, confirmed step. Closing the dialog is not an answer: it asks again next time.
 */
export function LimitsPromptModal({ onClose }: ModalProps<'LIMITS_PROMPT'>) {
  const { t } = useTranslation(SAFER_GAMBLING_NAMESPACE);
  const { t: message } = useTranslation();
  const { player } = useSession();
  const setLimit = useSetLimit();
  const decline = useDeclineLimitPrompt();
  const [kind, setKind] = useState<DepositLimitKind>('depositDay');
  const [confirmingSkip, setConfirmingSkip] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage>();
  const currency = player?.currency ?? 'EUR';

  const skip = async () => {
    setFailure(undefined);
    try {
      await decline.mutateAsync({ idempotencyKey: newIdempotencyKey() });
      onClose();
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };

  return (
    <Dialog
      title={confirmingSkip ? t('prompt.skipTitle') : t('prompt.title')}
      isOpen
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        // Closed without an answer: not forced on again in this page load.
        dismissLimitsModal('LIMITS_PROMPT');
        onClose();
      }}
    >
      {confirmingSkip ? (
        <div className={styles.stack}>
          <p>{t('prompt.skipText')}</p>
          {failure === undefined ? null : (
            <p className={styles.error} role="alert">
              {message(failure.key, failure.values)}
            </p>
          )}
          <div className={styles.actions}>
            <Button
              autoFocus
              onPress={() => {
                setConfirmingSkip(false);
              }}
            >
              {t('prompt.back')}
            </Button>
            <Button variant="secondary" isLoading={decline.isPending} onPress={() => void skip()}>
              {t('prompt.skipConfirm')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.stack}>
          <p className={styles.lead}>{t('prompt.lead')}</p>
          <SegmentedControl
            label={t('prompt.period')}
            showLabel
            segments={[
              { id: 'depositDay', label: t('prompt.periods.depositDay') },
              { id: 'depositWeek', label: t('prompt.periods.depositWeek') },
              { id: 'depositMonth', label: t('prompt.periods.depositMonth') },
            ]}
            value={kind}
            onChange={(value) => {
              const next = DEPOSIT_LIMIT_KINDS.find((entry) => entry === value);
              if (next !== undefined) setKind(next);
            }}
          />
          <Form
            schema={limitFormSchema(kind)}
            defaultValues={{ value: '' }}
            aria-label={t('prompt.title')}
            className={styles.stack}
            onSubmit={async ({ value }) => {
              await setLimit.mutateAsync({ kind, value, idempotencyKey: newIdempotencyKey() });
              onClose();
            }}
          >
            <FormTextField
              name="value"
              inputMode="decimal"
              autoComplete="off"
              autoFocus
              label={t('limits.newValue', { unit: currencySign(currency) })}
              description={t('limits.newValueHint')}
            />
            <div className={styles.actions}>
              <FormSubmit>{t('prompt.set')}</FormSubmit>
              <Button
                variant="ghost"
                onPress={() => {
                  setConfirmingSkip(true);
                }}
              >
                {t('prompt.skip')}
              </Button>
            </div>
          </Form>
        </div>
      )}
    </Dialog>
  );
}
