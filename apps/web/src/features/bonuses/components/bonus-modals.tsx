import { bonusShelves } from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { OfflineNotice, useMoneyActionsBlocked } from '../../../components/ui/offline-guard.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { ModalBody, ModalLead, ModalWarning } from '../../../components/ui/modal-copy.js';
import { Money } from '../../../components/ui/money.js';
import { path } from '../../../config/paths.js';
import type { ModalProps } from '../../../lib/features.js';
import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { useBonusList } from '../api/bonuses.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import { BonusActions, useBonusFlow } from './bonus-actions.js';
import { BonusCard } from './bonus-card.js';
import styles from './bonus-modals.module.css';
import { wageringPartOf } from './wagering-meter.js';

const ATTENTION_OFFLINE_NOTICE = 'attention-bonus-offline';

/**
 * BONUS_MODAL: a bonus the casino granted or changed (a USER_BONUS), with what the player can do
 * with it. Accepting it while another bonus is being wagered goes through ATTENTION_BONUS_MODAL.
 */
export function BonusModal({ data, onClose }: ModalProps<'BONUS_MODAL'>) {
  const { t } = useTranslation(BONUSES_NAMESPACE);
  const { href } = useLanguage();
  const list = useBonusList();
  // The active bonus decides whether accepting asks first; a failed list asks nothing of it.
  const active =
    list.data === undefined
      ? list.isError
        ? null
        : undefined
      : bonusShelves(list.data.items).active;
  return (
    <Dialog
      title={t('modal.title')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      footer={
        <div className={styles.actions}>
          <ButtonLink to={href(path('bonuses'))} variant="secondary" onClick={onClose}>
            {t('modal.myBonuses')}
          </ButtonLink>
        </div>
      }
    >
      <BonusCard
        bonus={data.bonus}
        headingLevel={3}
        plain
        wagering={wageringPartOf(data.bonus)}
        actions={
          <BonusActions
            bonus={data.bonus}
            active={active}
            onSettled={(outcome) => {
              if (outcome !== 'failed') onClose();
            }}
          />
        }
      />
    </Dialog>
  );
}

/**
 * ATTENTION_BONUS_MODAL: the confirmation before a step that costs the player money. Accepting a
 * bonus while another is active burns the current wagering; cancelling a bonus zeroes the whole
 * bonus balance (SPEC.md section 4).
 */
export function AttentionBonusModal({ data, onClose }: ModalProps<'ATTENTION_BONUS_MODAL'>) {
  const { t } = useTranslation(BONUSES_NAMESPACE);
  const { perform } = useBonusFlow();
  const [busy, setBusy] = useState(false);
  // The step waits for the network; the notice inside the modal says why.
  const blocked = useMoneyActionsBlocked();
  const confirm = async () => {
    setBusy(true);
    const after = await perform(data.kind, data.bonus.id);
    setBusy(false);
    if (after !== undefined) onClose();
  };
  const accepting = data.kind === 'accept';
  return (
    <Dialog
      title={t('attention.title')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onClose}>
            {t('attention.keep')}
          </Button>
          <Button
            variant="danger"
            isLoading={busy}
            isDisabled={blocked}
            aria-describedby={blocked ? ATTENTION_OFFLINE_NOTICE : undefined}
            onPress={() => void confirm()}
          >
            {accepting
              ? t('attention.confirmAccept', { name: data.bonus.name })
              : t('attention.confirmCancel')}
          </Button>
        </div>
      }
    >
      <ModalBody>
        <OfflineNotice id={ATTENTION_OFFLINE_NOTICE} />
        <ModalLead>
          {data.kind === 'accept'
            ? t('attention.acceptLead', { name: data.bonus.name, active: data.active.name })
            : t('attention.cancelLead', { name: data.bonus.name })}
        </ModalLead>
        <ModalWarning>
          {data.kind === 'accept'
            ? t('attention.burns', { active: data.active.name })
            : t('attention.zeroes')}
        </ModalWarning>
      </ModalBody>
    </Dialog>
  );
}

/** FREE_SPINS: new free spins arrived (a USER_FREESPINS above the last count), and their bet. */
export function FreeSpinsModal({ data, onClose }: ModalProps<'FREE_SPINS'>) {
  const { t } = useTranslation(BONUSES_NAMESPACE);
  const { player } = useSession();
  return (
    <Dialog
      title={t('freeSpins.title')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      footer={
        <div className={styles.actions}>
          <Button onPress={onClose}>{t('freeSpins.ok')}</Button>
        </div>
      }
    >
      <ModalBody>
        <ModalLead>{t('freeSpins.lead')}</ModalLead>
        <dl className={styles.spins}>
          <div className={styles.spin}>
            <dt>{t('freeSpins.number')}</dt>
            <dd className={styles.count}>{data.number.toLocaleString('de-DE')}</dd>
          </div>
          <div className={styles.spin}>
            <dt>{t('freeSpins.bet')}</dt>
            <dd className={styles.count}>
              <Money amount={data.betAmount} currency={player?.currency ?? 'EUR'} />
            </dd>
          </div>
        </dl>
      </ModalBody>
    </Dialog>
  );
}
