import {
  acceptBurnsWagering,
  bonusActionsFor,
  canCancelBonus,
  type Bonus,
  type BonusAction,
  type BonusId,
} from '@casino/shared';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button.js';
import { path } from '../../../config/paths.js';
import { OFFLINE_NOTICE_ID, useMoneyActionsBlocked } from '../../../components/ui/offline-guard.js';
import type { ButtonVariant } from '../../../components/ui/button-look.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { useAttemptKey } from '../../../lib/idempotency-key.js';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { useToasts } from '../../../lib/toasts.js';
import { useBonusCommand, type BonusCommand } from '../api/bonuses.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import type { BonusRef } from '../modal-data.js';

/** The toast each command ends with. */
const DONE: Readonly<Record<BonusCommand, string>> = {
  accept: 'actions.accepted',
  add_to_queue: 'actions.queued',
  decline: 'actions.declined',
  cancel: 'actions.cancelled',
};

const VARIANT: Readonly<Record<BonusAction, ButtonVariant>> = {
  accept: 'primary',
  add_to_queue: 'secondary',
  decline: 'ghost',
};

const refOf = (bonus: BonusRef): BonusRef => ({ id: bonus.id, name: bonus.name });

/** How a request ended: done, refused (the toast said why), or handed to a confirmation. */
export type BonusRequestOutcome = 'done' | 'failed' | 'confirming';

/**
 * The bonus flow of SPEC.md section 4 for one screen: a command runs once per attempt key and
 * ends with a toast; cancelling, and accepting while another bonus is being wagered, ask first
 * (ATTENTION_BONUS_MODAL) because they burn the wagering or zero the bonus balance.
 */
export function useBonusFlow() {
  const { t } = useTranslation(BONUSES_NAMESPACE);
  const { t: message } = useTranslation();
  const { open } = useModals();
  const { show } = useToasts();
  const { run } = useBonusCommand();
  const attempt = useAttemptKey();
  const [running, setRunning] = useState<{ command: BonusCommand; bonusId: BonusId }>();

  /**
   * Runs the command now, without asking; answers the bonus as it is after it, or undefined when
   * it was refused (the toast said why).
   */
  const perform = useCallback(
    async (command: BonusCommand, bonusId: BonusId): Promise<Bonus | undefined> => {
      setRunning({ command, bonusId });
      try {
        const bonus = await run({
          command,
          bonusId,
          idempotencyKey: attempt.current({ command, bonusId }),
        });
        attempt.settle();
        show('success', t(DONE[command], { name: bonus.name }));
        return bonus;
      } catch (error) {
        const failure = errorMessageOf(error);
        show('error', message(failure.key, failure.values));
        return undefined;
      } finally {
        setRunning(undefined);
      }
    },
    [run, attempt, show, t, message],
  );

  /** What a card's button asks for: the command, or its confirmation first. */
  const request = useCallback(
    async (
      command: BonusCommand,
      bonus: BonusRef,
      active: BonusRef | null,
    ): Promise<BonusRequestOutcome> => {
      if (command === 'cancel') {
        open('ATTENTION_BONUS_MODAL', { kind: 'cancel', bonus: refOf(bonus) });
        return 'confirming';
      }
      if (command === 'accept' && active !== null && acceptBurnsWagering(bonus, active)) {
        open('ATTENTION_BONUS_MODAL', {
          kind: 'accept',
          bonus: refOf(bonus),
          active: refOf(active),
        });
        return 'confirming';
      }
      return (await perform(command, bonus.id)) === undefined ? 'failed' : 'done';
    },
    [open, perform],
  );

  return { request, perform, running };
}

/**
 * Activates a bonus from a link (activate-bonus/{bonusId}, or a guest's wish after signing up),
 * then goes to main in the language shown when the answer comes: the player's own language may
 * be detected while it is on its way (the session arrives with the page), and main in the one
 * the page started in would undo it.
 */
export function useActivateThenMain(): (bonusId: number) => Promise<void> {
  const { perform } = useBonusFlow();
  const { href } = useLanguage();
  const navigate = useNavigate();
  const hrefNow = useRef(href);
  hrefNow.current = href;
  return useCallback(
    async (bonusId: number) => {
      await perform('accept', bonusId);
      await navigate(hrefNow.current(path('main')), { replace: true });
    },
    [perform, navigate],
  );
}

export interface BonusActionsProps {
  bonus: Bonus;
  /** The bonus being wagered (from the player's list); undefined while the list loads. */
  active: Bonus | null | undefined;
  /** Called once a request ended or was handed to its confirmation (a modal closes itself). */
  onSettled?: (outcome: BonusRequestOutcome) => void;
}

/**
 * A bonus's buttons: accept, add to queue and decline as the shared rule offers them, or cancel
 * for the active bonus. They wait for the player's list, which says whether accepting must ask.
 */
export function BonusActions({ bonus, active, onSettled }: BonusActionsProps) {
  const { t } = useTranslation(BONUSES_NAMESPACE);
  const { request, running } = useBonusFlow();
  // A bonus decision waits for the network (the offline notice says why).
  const blocked = useMoneyActionsBlocked();
  const known = active !== undefined;
  const commands: BonusCommand[] = [
    ...bonusActionsFor(bonus, {
      hasActiveBonus: active !== null && active !== undefined && active.id !== bonus.id,
    }),
    ...(canCancelBonus(bonus) ? (['cancel'] as const) : []),
  ];
  if (commands.length === 0) return null;

  const press = (command: BonusCommand) => {
    void request(command, bonus, active ?? null).then((outcome) => onSettled?.(outcome));
  };
  return (
    <>
      {commands.map((command) => (
        <Button
          key={command}
          variant={command === 'cancel' ? 'danger' : VARIANT[command]}
          size="md"
          isDisabled={!known || blocked || (running !== undefined && running.command !== command)}
          aria-describedby={blocked ? OFFLINE_NOTICE_ID : undefined}
          isLoading={running?.command === command && running.bonusId === bonus.id}
          onPress={() => {
            press(command);
          }}
        >
          {t(`actions.${command}`)}
        </Button>
      ))}
    </>
  );
}
