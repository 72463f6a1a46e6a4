import type { Counters } from '@casino/mock-world/qa';
import { useState } from 'react';
import { qaClient, useQaAction } from '../../api/qa.js';
import { ActionButton, Section, useQaT, type QaLevel } from '../qa-controls.js';
import styles from '../qa-panel.module.css';

// The world's counters of upstream calls, and the reset to its seed.

export function WorldSection({ level }: { level: QaLevel }) {
  const t = useQaT();
  const { status, run } = useQaAction();
  const [counters, setCounters] = useState<Counters>();
  return (
    <Section title={t('world.title')} level={level} status={status}>
      {counters === undefined ? null : (
        <>
          <p className={styles.note}>{t('world.counters', { total: counters.total })}</p>
          <ul className={styles.counters}>
            {Object.entries(counters.byUpstream).map(([name, count]) => (
              <li key={name}>{t('world.byUpstream', { name, count })}</li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.actions}>
        <ActionButton
          onPress={() => {
            void run(
              () => qaClient.counters(),
              (read) => t('world.counters', { total: read.total }),
            ).then((read) => {
              if (read !== undefined) setCounters(read);
            });
          }}
        >
          {t('world.readCounters')}
        </ActionButton>
        <ActionButton
          tone="danger"
          onPress={() => {
            setCounters(undefined);
            void run(
              () => qaClient.reset(),
              () => t('world.wasReset'),
              { refresh: true },
            );
          }}
        >
          {t('world.reset')}
        </ActionButton>
      </div>
    </Section>
  );
}
