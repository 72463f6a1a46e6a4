import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { Money } from '../../../components/ui/money.js';
import { path } from '../../../config/paths.js';
import { errorMessageOf, type ErrorMessage } from '../../../lib/app-error.js';
import type { ModalProps } from '../../../lib/features.js';
import { newIdempotencyKey } from '../../../lib/idempotency-key.js';
import { useLanguage } from '../../../lib/language.js';
import { useLogout } from '../../auth/public.js';
import { useAcknowledgeRealityCheck, useRealityCheck } from '../api/reality-check.js';
import { SAFER_GAMBLING_NAMESPACE } from '../locales/namespace.js';
import { formatElapsed, useElapsed } from './session-clock.js';
import styles from './limits-modals.module.css';

/**
 * REALITY_CHECK (UKGC RTS 13): at the player's interval, over everything (a running game waits
 * under it), the time played and the net position since login, and three answers: continue, see
 * the history, log out; closing it is continuing. A click beside it does nothing; until answered,
 * every reload and every tab shows it again (the BFF keeps it due).
 */
export function RealityCheckModal({ onClose }: ModalProps<'REALITY_CHECK'>) {
  const { t } = useTranslation(SAFER_GAMBLING_NAMESPACE);
  const { t: message } = useTranslation();
  const { href } = useLanguage();
  const navigate = useNavigate();
  const status = useRealityCheck();
  const acknowledge = useAcknowledgeRealityCheck();
  const logout = useLogout();
  const [failure, setFailure] = useState<ErrorMessage>();
  const elapsed = useElapsed(status.data?.sessionStartedAt, status.data?.now);

  const answer = async (history: boolean) => {
    setFailure(undefined);
    try {
      await acknowledge.mutateAsync({ idempotencyKey: newIdempotencyKey() });
      onClose();
      if (history) void navigate(href(path('accountGameTransactions')));
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };

  const data = status.data;
  return (
    <Dialog
      title={t('reality.title')}
      isOpen
      isDismissable={false}
      role="alertdialog"
      onOpenChange={(isOpen) => {
        // Closing it (Escape, the close button) is an answer too: the player goes on playing.
        if (!isOpen && !acknowledge.isPending) void answer(false);
      }}
    >
      <div className={styles.stack}>
        <p>{t('reality.text', { minutes: data?.intervalMinutes ?? '' })}</p>
        <dl className={styles.figures}>
          <div>
            <dt>{t('reality.elapsed')}</dt>
            <dd>{formatElapsed(elapsed)}</dd>
          </div>
          <div>
            <dt>{t('reality.net')}</dt>
            <dd>
              {data === undefined ? (
                '…'
              ) : (
                <Money
                  amount={data.net}
                  currency={data.currency}
                  tone={data.net < 0 ? 'loss' : data.net > 0 ? 'win' : 'neutral'}
                />
              )}
            </dd>
          </div>
        </dl>
        {failure === undefined ? null : (
          <p className={styles.error} role="alert">
            {message(failure.key, failure.values)}
          </p>
        )}
        <div className={styles.actions}>
          <Button autoFocus isLoading={acknowledge.isPending} onPress={() => void answer(false)}>
            {t('reality.continue')}
          </Button>
          <Button variant="secondary" onPress={() => void answer(true)}>
            {t('reality.history')}
          </Button>
          <Button
            variant="ghost"
            isLoading={logout.isPending}
            onPress={() => {
              onClose();
              logout.mutate();
            }}
          >
            {t('reality.logout')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
