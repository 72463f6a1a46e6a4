import { useEffect, useState } from 'react';
import { qaClient, useQaAction } from '../../api/qa.js';
import { parseSpinOutcomes } from '../../rules/qa-rules.js';
import { ActionButton, Section, TextInput, useQaT, type QaLevel } from '../qa-controls.js';
import styles from '../qa-panel.module.css';

// The sport-token lifetime and the signed-in player's next spins' outcomes.

export function PlaySection({ level, playerId }: { level: QaLevel; playerId: number | null }) {
  const t = useQaT();
  const { status, run, fail } = useQaAction();
  const [seconds, setSeconds] = useState('600');
  const [outcomes, setOutcomes] = useState('10, x2, 0');
  useEffect(() => {
    void qaClient.sport().then(
      (sport) => {
        setSeconds(String(Math.round(sport.tokenLifetimeMs / 1000)));
      },
      () => undefined,
    );
  }, []);
  return (
    <Section title={t('play.title')} level={level} status={status}>
      <div className={styles.row}>
        <TextInput
          label={t('play.tokenLifetime')}
          value={seconds}
          inputMode="numeric"
          onChange={setSeconds}
        />
        <div className={styles.actions}>
          <ActionButton
            onPress={() => {
              const value = Number(seconds);
              if (!Number.isInteger(value) || value <= 0) {
                fail(t('invalid', { field: t('play.tokenLifetime') }));
                return;
              }
              void run(
                () => qaClient.setSportTokenLifetime(value * 1000),
                () => t('play.lifetimeSet', { seconds: value }),
              );
            }}
          >
            {t('play.setLifetime')}
          </ActionButton>
        </div>
      </div>
      {playerId === null ? null : (
        <div className={styles.row}>
          <TextInput label={t('play.outcomes')} value={outcomes} onChange={setOutcomes} />
          <div className={styles.actions}>
            <ActionButton
              onPress={() => {
                const parsed = parseSpinOutcomes(outcomes);
                if (parsed === null) {
                  fail(t('invalid', { field: t('play.outcomes') }));
                  return;
                }
                void run(
                  () => qaClient.setNextSpins(playerId, { outcomes: parsed }),
                  (queued) => t('play.outcomesSet', { count: queued.outcomes.length }),
                );
              }}
            >
              {t('play.setOutcomes')}
            </ActionButton>
          </div>
        </div>
      )}
    </Section>
  );
}
