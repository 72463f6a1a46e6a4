import {
  QA_UPSTREAM_NAMES,
  type QaUpstreamName,
  type Readiness,
  type UpstreamsSettings,
} from '@casino/mock-world/qa';
import { useEffect, useState } from 'react';
import { qaClient, useQaAction } from '../../api/qa.js';
import {
  ActionButton,
  Section,
  StatusLine,
  TextInput,
  useQaT,
  type QaLevel,
} from '../qa-controls.js';
import styles from '../qa-panel.module.css';

// Each upstream's latency and error rate, with the breaker state the BFF reports (GET /readyz).

type BreakerLabel = 'closed' | 'half_open' | 'open' | 'isolated' | 'unknown';

function UpstreamRow({
  name,
  initial,
  breaker,
  onApplied,
}: {
  name: QaUpstreamName;
  initial: UpstreamsSettings[QaUpstreamName];
  breaker: BreakerLabel;
  onApplied: () => void;
}) {
  const t = useQaT();
  const { status, run, fail } = useQaAction();
  const [latency, setLatency] = useState(String(initial.latencyMs));
  const [rate, setRate] = useState(String(initial.errorRate));
  return (
    <div className={styles.upstream}>
      <p className={styles.upstreamName}>
        <strong>{name}</strong>{' '}
        <span className={styles[`breaker_${breaker}`]}>
          {t('upstreams.breaker', { state: t(`upstreams.breakerStates.${breaker}`) })}
        </span>
      </p>
      <div className={styles.row}>
        <TextInput
          label={t('upstreams.latency', { name })}
          value={latency}
          inputMode="numeric"
          onChange={setLatency}
        />
        <TextInput
          label={t('upstreams.errorRate', { name })}
          value={rate}
          inputMode="decimal"
          onChange={setRate}
        />
      </div>
      <div className={styles.actions}>
        <ActionButton
          onPress={() => {
            const latencyMs = Number(latency);
            const errorRate = Number(rate.replace(',', '.'));
            if (!Number.isInteger(latencyMs) || latency.trim() === '') {
              fail(t('invalid', { field: t('upstreams.latency', { name }) }));
              return;
            }
            if (!Number.isFinite(errorRate) || rate.trim() === '') {
              fail(t('invalid', { field: t('upstreams.errorRate', { name }) }));
              return;
            }
            void run(
              () => qaClient.setUpstream(name, { latencyMs, errorRate }),
              (settings) =>
                t('upstreams.applied', {
                  name,
                  latency: settings.latencyMs,
                  rate: settings.errorRate,
                }),
            ).then(onApplied);
          }}
        >
          {t('upstreams.apply', { name })}
        </ActionButton>
      </div>
      <StatusLine status={status} />
    </div>
  );
}

export function UpstreamsSection({ level }: { level: QaLevel }) {
  const t = useQaT();
  const { status, run } = useQaAction();
  const [settings, setSettings] = useState<UpstreamsSettings>();
  const [readiness, setReadiness] = useState<Readiness>();
  const readBreakers = () =>
    run(
      () => qaClient.readiness(),
      () => t('upstreams.breakersRead'),
    ).then((read) => {
      if (read !== undefined) setReadiness(read);
    });
  useEffect(() => {
    void qaClient.upstreams().then(setSettings, () => undefined);
    void qaClient.readiness().then(setReadiness, () => undefined);
  }, []);
  return (
    <Section title={t('upstreams.title')} level={level} status={status}>
      {settings === undefined
        ? null
        : QA_UPSTREAM_NAMES.map((name) => (
            <UpstreamRow
              key={name}
              name={name}
              initial={settings[name]}
              breaker={readiness?.checks.upstreams[name].breaker ?? 'unknown'}
              onApplied={() => {
                void qaClient.readiness().then(setReadiness, () => undefined);
              }}
            />
          ))}
      <div className={styles.actions}>
        <ActionButton
          onPress={() => {
            void readBreakers();
          }}
        >
          {t('upstreams.readBreakers')}
        </ActionButton>
      </div>
    </Section>
  );
}
