import { useState } from 'react';
import { qaClient, useQaAction, useQaRead } from '../../api/qa.js';
import { ActionButton, Section, TextInput, useQaT, type QaLevel } from '../qa-controls.js';
import styles from '../qa-panel.module.css';

// The geo country the whole mock world reports for its visitors.

export function GeoSection({ level }: { level: QaLevel }) {
  const t = useQaT();
  const { status, run, fail } = useQaAction();
  const [country, setCountry] = useState('');
  useQaRead(
    () => qaClient.geo(),
    (geo) => {
      setCountry(geo.country ?? '');
    },
    'geo',
  );
  return (
    <Section title={t('geo.title')} level={level} status={status}>
      <p className={styles.note}>{t('geo.note')}</p>
      <TextInput label={t('geo.country')} value={country} onChange={setCountry} />
      <div className={styles.actions}>
        <ActionButton
          onPress={() => {
            const code = country.trim().toUpperCase();
            if (code !== '' && !/^[A-Z]{3}$/.test(code)) {
              fail(t('invalid', { field: t('geo.country') }));
              return;
            }
            void run(
              () => qaClient.setGeo({ country: code === '' ? null : code }),
              (geo) => t('geo.applied', { country: geo.country ?? t('geo.none') }),
              { refresh: true },
            );
          }}
        >
          {t('geo.apply')}
        </ActionButton>
      </div>
    </Section>
  );
}
