import {
  LIMIT_KINDS,
  LIMIT_REVIEW_MONTHS,
  type LimitKind,
  type PlayerLimits,
} from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session.js';
import { qaClient, useQaAction, useQaRead } from '../../api/qa.js';
import {
  REVIEW_PICKS,
  limitsForm,
  limitsPatch,
  parseAgeHours,
  type LimitsField,
  type LimitsForm,
} from '../../rules/limits-controls.js';
import {
  ActionButton,
  CheckboxInput,
  Section,
  SelectInput,
  StatusLine,
  TextInput,
  useQaT,
  type QaLevel,
} from '../qa-controls.js';
import styles from '../qa-panel.module.css';

// The signed-in player's safer-gambling limits: set at once (no cooling-off), the prompt's
// answer and the last review (a review long enough ago makes the reminder due), and everything
// the limits count aged by some hours for this player alone.

function PlayerLimitsControls({ level, playerId }: { level: QaLevel; playerId: number }) {
  const t = useQaT();
  const { i18n } = useTranslation();
  const { now } = useSession();
  const { status, run, fail } = useQaAction();
  const age = useQaAction();
  const [limits, setLimits] = useState<PlayerLimits>();
  const [form, setForm] = useState<LimitsForm>();
  const [hours, setHours] = useState('24');

  const show = (read: PlayerLimits) => {
    setLimits(read);
    setForm(limitsForm(read));
  };
  useQaRead(() => qaClient.limits(playerId), show, playerId, fail);

  if (limits === undefined || form === undefined) {
    return (
      <Section title={t('limits.title')} level={level} status={status}>
        {null}
      </Section>
    );
  }
  const format = (instant: string) =>
    new Date(instant).toLocaleString(i18n.language === 'gb' ? 'en-GB' : i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  const kindLabel = (kind: LimitKind) => t(`limits.kinds.${kind}`, { currency: limits.currency });
  const label = (field: LimitsField) =>
    field === 'promptAnswered' || field === 'review' ? t(`limits.${field}`) : kindLabel(field);
  const save = () => {
    const result = limitsPatch(limits, form, now().getTime());
    if ('invalid' in result) {
      fail(t('invalid', { field: label(result.invalid) }));
      return;
    }
    void run(
      async () =>
        result.changed.length === 0 ? limits : qaClient.setLimits(playerId, result.patch),
      () =>
        result.changed.length === 0
          ? t('unchanged')
          : t('limits.saved', { fields: result.changed.map(label).join(', ') }),
      { refresh: result.changed.length > 0 },
    ).then((saved) => {
      if (saved !== undefined) show(saved);
    });
  };
  const inForce = limits.limits.filter((limit) => limit.value !== null || limit.pending !== null);
  return (
    <Section title={t('limits.title')} level={level}>
      <p className={styles.note}>{t('limits.note')}</p>
      <ul className={styles.counters}>
        {inForce.length === 0 ? <li>{t('limits.noneSet')}</li> : null}
        {inForce.map((limit) => (
          <li key={limit.kind}>
            {t('limits.used', {
              name: kindLabel(limit.kind),
              used: limit.used,
              value: limit.value ?? t('limits.noLimit'),
            })}
            {limit.pending === null
              ? null
              : ` · ${t('limits.pending', {
                  value: limit.pending.value ?? t('limits.noLimit'),
                  at: format(limit.pending.effectiveAt),
                })}`}
          </li>
        ))}
        <li>
          {limits.reviewDueAt === null
            ? t('limits.noReview')
            : t('limits.reviewDue', { at: format(limits.reviewDueAt) })}
        </li>
      </ul>
      <div className={styles.grid}>
        {LIMIT_KINDS.map((kind) => (
          <TextInput
            key={kind}
            label={kindLabel(kind)}
            value={form.limits[kind]}
            inputMode={kind === 'session' ? 'numeric' : 'decimal'}
            onChange={(value) => {
              setForm({ ...form, limits: { ...form.limits, [kind]: value } });
            }}
          />
        ))}
        <SelectInput
          label={t('limits.review')}
          value={form.review}
          options={REVIEW_PICKS.map((pick) => ({
            value: pick,
            label: t(`limits.reviewPicks.${pick}`, { months: LIMIT_REVIEW_MONTHS }),
          }))}
          onChange={(review) => {
            setForm({ ...form, review });
          }}
        />
      </div>
      <CheckboxInput
        label={t('limits.promptAnswered')}
        checked={form.promptAnswered}
        onChange={(promptAnswered) => {
          setForm({ ...form, promptAnswered });
        }}
      />
      <div className={styles.actions}>
        <ActionButton tone="primary" onPress={save}>
          {t('limits.save')}
        </ActionButton>
      </div>
      <StatusLine status={status} />
      <div className={styles.row}>
        <TextInput
          label={t('limits.ageHours')}
          value={hours}
          inputMode="decimal"
          onChange={setHours}
        />
        <div className={styles.actions}>
          <ActionButton
            onPress={() => {
              const parsed = parseAgeHours(hours);
              if (parsed === null) {
                age.fail(t('invalid', { field: t('limits.ageHours') }));
                return;
              }
              void age
                .run(
                  () => qaClient.ageLimits(playerId, { hours: parsed }),
                  () => t('limits.aged', { hours: parsed }),
                  { refresh: true },
                )
                .then((aged) => {
                  if (aged !== undefined) show(aged);
                });
            }}
          >
            {t('limits.age')}
          </ActionButton>
        </div>
      </div>
      <StatusLine status={age.status} />
    </Section>
  );
}

export function LimitsSection({ level, playerId }: { level: QaLevel; playerId: number | null }) {
  const t = useQaT();
  return playerId === null ? (
    <Section title={t('limits.title')} level={level}>
      <p className={styles.note}>{t('limits.needPlayer')}</p>
    </Section>
  ) : (
    <PlayerLimitsControls key={playerId} level={level} playerId={playerId} />
  );
}
