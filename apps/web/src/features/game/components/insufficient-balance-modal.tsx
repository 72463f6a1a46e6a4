import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import type { ModalProps } from '../../../lib/features.js';
import { useOpenDeposit } from '../../payments/public.js';
import { GAME_NAMESPACE } from '../locales/namespace.js';
import styles from './game-modals.module.css';
import { GameModalFrame } from './modal-frame.js';

/**
 * INSUFFICIENT_BALANCE_MODAL: 'Not enough money on account' for a real-money launch with nothing
 * to bet with (docs/decisions/018), or, without a game, 'Insufficient balance to place a bet' for
 * a sportsbook bet above the balance (docs/decisions/035); and the way to a deposit: the payments
 * feature's DEPOSIT modal, over the game or the sportsbook.
 */
export function InsufficientBalanceModal({
  data,
  onClose,
}: ModalProps<'INSUFFICIENT_BALANCE_MODAL'>) {
  const { t } = useTranslation(GAME_NAMESPACE);
  const { t: message } = useTranslation();
  const openDeposit = useOpenDeposit();
  const deposit = () => {
    onClose();
    openDeposit();
  };
  return (
    <GameModalFrame
      title={message(data.game === null ? 'errors.insufficientBalance' : 'errors.notEnoughMoney')}
      icon="wallet"
      tone="warning"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('insufficientBalance.notNow')}
          </Button>
          <Button onPress={deposit}>{t('insufficientBalance.deposit')}</Button>
        </>
      }
    >
      <p className={styles.text}>
        {data.game === null
          ? t('insufficientBalance.betText')
          : t('insufficientBalance.text', { name: data.game.name })}
      </p>
    </GameModalFrame>
  );
}
