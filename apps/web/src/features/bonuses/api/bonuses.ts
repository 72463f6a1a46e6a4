import type { Bonus, BonusAction, BonusId, LanguageCode } from '@casino/shared';
import { useCallback } from 'react';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';
import { useWalletRefresh } from '../../wallet/public.js';
import { BONUS_QUERY_OPTIONS } from './bonus-query-options.js';

// The bonus procedures of the BFF as the bonus screens use them, with the cache settings of
// bonus-query-options.ts.

type Utils = ReturnType<typeof trpc.useUtils>;

/** After a bonus changed (an action, a promo code, a USER_BONUS): its lists and details again. */
export function invalidateBonuses(utils: Utils): Promise<unknown> {
  return Promise.all([
    utils.bonuses.list.invalidate(),
    utils.bonuses.queue.invalidate(),
    utils.bonuses.detail.invalidate(),
  ]);
}

/** One bonus as the BFF has it now: what a USER_BONUS opens. */
export function readBonus(utils: Utils, bonusId: BonusId): Promise<Bonus> {
  return utils.bonuses.detail.fetch({ bonusId }, { ...BONUS_QUERY_OPTIONS, staleTime: 0 });
}

/** Every bonus of the player (bonuses.list): the page sorts them onto its shelves. */
export function useBonusList() {
  const { player } = useSession();
  return trpc.bonuses.list.useQuery(undefined, {
    ...BONUS_QUERY_OPTIONS,
    enabled: player !== null,
  });
}

/** The queue (bonuses.queue), with the catalogue's message when it is empty. */
export function useBonusQueue() {
  const { player } = useSession();
  return trpc.bonuses.queue.useQuery(undefined, {
    ...BONUS_QUERY_OPTIONS,
    enabled: player !== null,
  });
}

/** One bonus of the player (bonuses.detail); nothing is asked without an id. */
export function useBonusDetail(bonusId: BonusId | undefined) {
  const { player } = useSession();
  return trpc.bonuses.detail.useQuery(
    { bonusId: bonusId ?? 0 },
    { ...BONUS_QUERY_OPTIONS, enabled: player !== null && bonusId !== undefined },
  );
}

/** An action on a bonus: the player's three (SPEC.md section 4) and the active bonus's cancel. */
export type BonusCommand = BonusAction | 'cancel';

export interface BonusCommandRequest {
  command: BonusCommand;
  bonusId: BonusId;
  /** The attempt's key (useAttemptKey): a retry of the same attempt runs once. */
  idempotencyKey: string;
}

/**
 * Activations this page made itself, each as the bonus ids it touched once answered: the one
 * asked for and the one answered (an activate-bonus link names a promotion, and the casino
 * activates the player's copy of it, under an id of its own). The casino's USER_BONUS for either
 * is the echo of the player's own action, which the action's answer has shown already, not news.
 */
const ownActivations = new Set<Promise<readonly BonusId[]>>();

/** The page activates the bonus: `answer` is the call's (noted before it: its event may come first). */
export function noteOwnActivation(bonusId: BonusId, answer: Promise<Bonus>): void {
  const entry = answer.then(
    (bonus) => [bonusId, bonus.id],
    () => {
      // A refused activation made no echo to wait for.
      ownActivations.delete(entry);
      return [];
    },
  );
  ownActivations.add(entry);
}

/**
 * Whether a USER_BONUS is the echo of an activation this page made (answered once per
 * activation); an echo that comes before its activation's answer waits for it.
 */
export async function takeOwnActivation(bonusId: BonusId): Promise<boolean> {
  for (const entry of [...ownActivations]) {
    if ((await entry).includes(bonusId)) return ownActivations.delete(entry);
  }
  return false;
}

/**
 * Runs a bonus action once per key (bonuses.activate, addToQueue, decline, cancel). Once it
 * answers, the bonus lists and details are read again, and the wallet too where money moved
 * (an activation credits the bonus balance, a cancel zeroes it).
 */
export function useBonusCommand() {
  const utils = trpc.useUtils();
  const refreshWallet = useWalletRefresh();
  const settle = useCallback(
    async (movesMoney: boolean) => {
      await Promise.all([invalidateBonuses(utils), movesMoney ? refreshWallet() : undefined]);
    },
    [utils, refreshWallet],
  );
  const activate = trpc.bonuses.activate.useMutation({ onSuccess: () => settle(true) });
  const addToQueue = trpc.bonuses.addToQueue.useMutation({ onSuccess: () => settle(false) });
  const decline = trpc.bonuses.decline.useMutation({ onSuccess: () => settle(false) });
  const cancel = trpc.bonuses.cancel.useMutation({ onSuccess: () => settle(true) });

  const run = useCallback(
    ({ command, bonusId, idempotencyKey }: BonusCommandRequest): Promise<Bonus> => {
      const input = { bonusId, idempotencyKey };
      switch (command) {
        case 'accept': {
          const answer = activate.mutateAsync(input);
          noteOwnActivation(bonusId, answer);
          return answer;
        }
        case 'add_to_queue':
          return addToQueue.mutateAsync(input);
        case 'decline':
          return decline.mutateAsync(input);
        case 'cancel':
          return cancel.mutateAsync(input);
      }
    },
    // The mutations' mutateAsync are stable; the objects around them are not.
    [activate.mutateAsync, addToQueue.mutateAsync, decline.mutateAsync, cancel.mutateAsync],
  );
  const isPending =
    activate.isPending || addToQueue.isPending || decline.isPending || cancel.isPending;
  return { run, isPending };
}

/**
 * Checks a promo code (bonuses.checkPromoCode): a valid one gives the player its bonus, so the
 * offers are read again; an unknown one fails with 'Promo code is invalid'.
 */
export function useCheckPromoCode() {
  const utils = trpc.useUtils();
  return trpc.bonuses.checkPromoCode.useMutation({
    onSuccess: () => invalidateBonuses(utils),
  });
}

/**
 * A guest's sign-up offer in their language (bonuses.signUpOffer): the locale's figures on the
 * registration promotion's card. Shared by every guest of a language, kept like the other bonus
 * data.
 */
export function useSignUpOffer(language: LanguageCode, enabled: boolean) {
  return trpc.bonuses.signUpOffer.useQuery({ language }, { ...BONUS_QUERY_OPTIONS, enabled });
}
