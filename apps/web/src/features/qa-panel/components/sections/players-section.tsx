import { DEMO_PLAYERS } from '@casino/mock-world/qa';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { path } from '../../../../config/paths.js';
import { useLanguage } from '../../../../lib/language.js';
import { useSession } from '../../../../lib/session.js';
import { qaClient, useQaAction } from '../../api/qa.js';
import { ActionButton, Section, SelectInput, useQaT, type QaLevel } from '../qa-controls.js';
import styles from '../qa-panel.module.css';

// A demo player, or a fresh copy of one, signed in through the session route
// (auth?session_uuid=…), as the casino's callback would.

export function PlayersSection({ level }: { level: QaLevel }) {
  const t = useQaT();
  const { player } = useSession();
  const { href } = useLanguage();
  const navigate = useNavigate();
  const { status, run } = useQaAction();
  const [template, setTemplate] = useState<string>(DEMO_PLAYERS.plain);

  /** Signs in through the session route (auth?session_uuid=…), as the casino's callback would. */
  const signInAs = async (reference: number | string) => {
    const uuid = await qaClient.sessionUuid(reference);
    await navigate({
      pathname: href(path('auth')),
      search: `?${new URLSearchParams({ session_uuid: uuid }).toString()}`,
    });
  };

  return (
    <Section title={t('players.title')} level={level} status={status}>
      <p className={styles.note}>
        {player === null
          ? t('players.guest')
          : t('players.signedInAs', { email: player.email, id: player.id })}
      </p>
      <SelectInput
        label={t('players.demo')}
        value={template}
        options={Object.values(DEMO_PLAYERS).map((email) => ({ value: email, label: email }))}
        onChange={setTemplate}
      />
      <div className={styles.actions}>
        <ActionButton
          tone="primary"
          onPress={() => {
            // The session route signs in and reads bootstrap again itself.
            void run(
              () => signInAs(template),
              () => t('players.signingIn', { email: template }),
            );
          }}
        >
          {t('players.signIn')}
        </ActionButton>
        <ActionButton
          onPress={() => {
            void run(
              async () => {
                const fresh = await qaClient.createPlayer({ template });
                await signInAs(fresh.id);
                return fresh;
              },
              (fresh) => t('players.created', { email: fresh.email }),
            );
          }}
        >
          {t('players.fresh')}
        </ActionButton>
      </div>
    </Section>
  );
}
