import { jackpotDecisionStatus, jackpotWinOptions, type JackpotWinChoice } from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from '../../../components/ui/button.js';
import { OfflineNotice, useMoneyActionsBlocked } from '../../../components/ui/offline-guard.js';
import type { ButtonVariant } from '../../../components/ui/button-look.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { GameTileSkeleton } from '../../../components/ui/game-tile.js';
import { Money } from '../../../components/ui/money.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import type { ModalProps } from '../../../lib/features.js';
import { useAttemptKey } from '../../../lib/idempotency-key.js';
import { useToasts } from '../../../lib/toasts.js';
import { isGamePagePath, useGame, usePlayGame } from '../../game/public.js';
import { LobbyGameTile } from '../../lobby/public.js';
import { useShortBalance } from '../../wallet/public.js';
import { markJackpotWinHandled, useJackpotDecision } from '../api/jackpot-wins.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import styles from './jackpot-win-modal.module.css';

const JACKPOT_OFFLINE_NOTICE = 'jackpot-win-offline';

const VARIANT: Readonly<Record<JackpotWinChoice, ButtonVariant>> = {
  claim: 'primary',
  claim_and_play: 'primary',
  queue: 'secondary',
  decline: 'ghost',
};

/** The toast each decision ends with. */
const DONE: Readonly<Record<JackpotWinChoice, string>> = {
  claim: 'jackpot.claimed',
  claim_and_play: 'jackpot.claimed',
  queue: 'jackpot.queued',
  decline: 'jackpot.declined',
};

/** The win's game as a lobby tile (its Play opens the game; the win stays to be decided). */
function WinGame({ gameId }: { gameId: number }) {
  const { t } = useTranslation(BONUSES_NAMESPACE);
  const game = useGame(gameId);
  return (
    <div className={styles.game}>
      <p className={styles.label}>{t('jackpot.wonOn')}</p>
      <div className={styles.tile}>
        {game.data === undefined ? (
          game.isError ? null : (
            <GameTileSkeleton />
          )
        ) : (
          <LobbyGameTile game={game.data.game} jackpot headingLevel={3} />
        )}
      </div>
    </div>
  );
}

/**
 * JACKPOT_WIN: the amount and currency won and the game it was won on. A pending win offers the
 * buttons of the shared rule for the page the player is on (Claim or Claim and play, Add to queue,
 * Decline); the decision is sent once (one key per attempt), then the modal closes and, for Claim
 * and play, the game launches through the play flow. A win credited without wagering (the
 * no-wager variant) only says so.
 */
export function JackpotWinModal({ data, onClose }: ModalProps<'JACKPOT_WIN'>) {
  const { t } = useTranslation(BONUSES_NAMESPACE);
  const { t: message } = useTranslation();
  const { win } = data;
  const { pathname } = useLocation();
  const onGamePage = isGamePagePath(pathname);
  const { balance } = useShortBalance();
  const { send } = useJackpotDecision();
  const attempt = useAttemptKey();
  const play = usePlayGame();
  const { show } = useToasts();
  const [sending, setSending] = useState<JackpotWinChoice>();
  const [failure, setFailure] = useState<string>();
  const pending = win.kind === 'pending';
  // A decision waits for the network; the notice inside the modal says why.
  const blocked = useMoneyActionsBlocked();

  // A pending win carries wagering (a no-wager win is credited at once); the buttons wait for the
  // bonus balance, which decides between Claim and Claim and play.
  const choices =
    pending && balance !== undefined
      ? jackpotWinOptions({ onGamePage, hasWager: true, bonusCasino: balance.bonusCasino })
      : [];

  const dismiss = () => {
    markJackpotWinHandled(win.id);
    onClose();
  };

  const decide = async (choice: JackpotWinChoice) => {
    if (sending !== undefined) return;
    setSending(choice);
    setFailure(undefined);
    const status = jackpotDecisionStatus(choice);
    try {
      const result = await send({
        bonusId: win.id,
        status,
        onGamePage,
        idempotencyKey: attempt.current({ bonusId: win.id, status, onGamePage }),
      });
      attempt.settle();
      markJackpotWinHandled(win.id);
      show('success', t(DONE[choice]));
      onClose();
      if (choice === 'claim_and_play') {
        // The play flow reads the game itself (games.byId) before it launches it.
        play({ id: result.gameId, name: '' }, 'real');
      }
    } catch (error) {
      const { key, values } = errorMessageOf(error);
      setFailure(message(key, values));
      setSending(undefined);
    }
  };

  return (
    <Dialog
      title={pending ? t('jackpot.title') : t('jackpot.creditedTitle')}
      isOpen
      isDismissable={false}
      onOpenChange={(isOpen) => {
        if (!isOpen && sending === undefined) dismiss();
      }}
      footer={
        <div className={styles.actions} role="group" aria-label={t('jackpot.choices')}>
          {pending ? (
            choices.length === 0 ? (
              <Button isDisabled>{t('jackpot.claim')}</Button>
            ) : (
              choices.map((choice) => (
                <Button
                  key={choice}
                  variant={VARIANT[choice]}
                  isDisabled={blocked || (sending !== undefined && sending !== choice)}
                  aria-describedby={blocked ? JACKPOT_OFFLINE_NOTICE : undefined}
                  isLoading={sending === choice}
                  onPress={() => void decide(choice)}
                >
                  {t(`jackpot.${choice}`)}
                </Button>
              ))
            )
          ) : (
            <Button onPress={dismiss}>{t('jackpot.ok')}</Button>
          )}
        </div>
      }
    >
      <div className={styles.body}>
        <div className={styles.prize}>
          <p className={styles.label}>{t('jackpot.amount')}</p>
          <p className={styles.amount} data-testid="jackpot-win-amount">
            <Money amount={win.amount} currency={win.currency} />
          </p>
          <p className={styles.lead}>
            {pending ? t('jackpot.pendingLead') : t('jackpot.creditedLead')}
          </p>
        </div>
        {win.gameId === null ? null : <WinGame gameId={win.gameId} />}
        {pending ? <OfflineNotice id={JACKPOT_OFFLINE_NOTICE} /> : null}
        {failure === undefined ? null : (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
