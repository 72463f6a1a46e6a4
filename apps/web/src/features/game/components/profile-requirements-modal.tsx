import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import type { ModalProps } from '../../../lib/features.js';
import { MissingProfileFieldsForm } from '../../account/public.js';
import { usePlayFlow } from '../hooks/use-play-game.js';
import { GAME_NAMESPACE } from '../locales/namespace.js';
import styles from './game-modals.module.css';
import { GameModalFrame } from './modal-frame.js';

/**
 * PROFILE_REQUIREMENTS_MODAL: the provider needs profile fields the player lacks (SPEC.md
 * section 5: errors.nonFilledBirth for the birthday of providers 27 and 101). It asks for exactly
 * those, saves them, and the launch goes on: the profile was the flow's last check.
 */
export function ProfileRequirementsModal({
  data,
  onClose,
}: ModalProps<'PROFILE_REQUIREMENTS_MODAL'>) {
  const { t } = useTranslation(GAME_NAMESPACE);
  const { t: message } = useTranslation();
  const { openGame } = usePlayFlow();
  const onlyBirthday = data.missing.length === 1 && data.missing[0] === 'birthday';
  return (
    <GameModalFrame
      title={onlyBirthday ? t('profile.birthdayTitle') : t('profile.title')}
      icon="user"
      tone="accent"
      onClose={onClose}
    >
      <p className={styles.lead}>{message(data.messageKey)}</p>
      <p className={styles.text}>{t('profile.why')}</p>
      <div className={styles.form}>
        {/* The form's chunk and the account's strings load with the first such modal. */}
        <Suspense fallback={<Skeleton width="100%" height={72 * data.missing.length + 56} />}>
          <MissingProfileFieldsForm
            fields={data.missing}
            submitLabel={t('profile.saveAndPlay')}
            secondaryAction={
              <Button variant="secondary" onPress={onClose}>
                {t('profile.cancel')}
              </Button>
            }
            onSaved={() => {
              onClose();
              openGame(data.game, data.mode ?? 'real', { noticeSeen: data.noticeSeen === true });
            }}
          />
        </Suspense>
      </div>
    </GameModalFrame>
  );
}
