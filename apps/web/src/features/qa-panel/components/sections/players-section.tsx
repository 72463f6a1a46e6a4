import { DEMO_PLAYERS } from '@casino/mock-world/qa';
import { useState } from 'react';
import { useSession } from '../../../../lib/session.js';
import { qaClient, useQaAction } from '../../api/qa.js';
import { useSignInAs } from '../../api/sign-in-as.js';
import { ActionButton, Section, SelectInput, useQaT, type QaLevel } from '../qa-controls.js';
import styles from '../qa-panel.module.css';

// A demo player, or a fresh copy of one, signed in as the casino's session callback would, on
// the page QA is on (api/sign-in-as.ts).

export function PlayersSection({ level }: { level: QaLevel }) {
  const t = useQaT();
  const { player } = useSession();
  const signInAs = useSignInAs();
  const { status, run } = useQaAction();
  const [template, setTemplate] = useState<string>(DEMO_PLAYERS.plain);

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
            // Signing in reads bootstrap again (the session's setPlayer).
            void run(
              () => signInAs(template),
              (signedIn) => t('players.signedIn', { email: signedIn.email }),
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
