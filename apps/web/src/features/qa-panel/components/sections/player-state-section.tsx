import { KYC_STATUSES, USER_LEVELS } from '@casino/shared';
import type { PlayerState } from '@casino/mock-world/qa';
import { useState } from 'react';
import { qaClient, useQaAction, useQaRead } from '../../api/qa.js';
import {
  playerStateForm,
  playerStatePatch,
  type PlayerStateField,
  type PlayerStateForm,
} from '../../rules/qa-rules.js';
import {
  ActionButton,
  Section,
  SelectInput,
  TextInput,
  useQaT,
  type QaLevel,
} from '../qa-controls.js';
import styles from '../qa-panel.module.css';

// The signed-in player's state: KYC, balances, wagering list, levels, points, free spins,
// birthday and account country; only the changed fields are sent.

const FIELD_LABELS: Readonly<Record<PlayerStateField, string>> = {
  kycStatus: 'state.kycStatus',
  userLevel: 'state.userLevel',
  loyaltyLevel: 'state.loyaltyLevel',
  loyaltyPoints: 'state.loyaltyPoints',
  main: 'state.main',
  bonusCasino: 'state.bonusCasino',
  cashback: 'state.cashback',
  freeSpins: 'state.freeSpins',
  birthday: 'state.birthday',
  country: 'state.country',
  wageringGames: 'state.wagering',
};

const TEXT_FIELDS: readonly Exclude<PlayerStateField, 'kycStatus' | 'userLevel'>[] = [
  'loyaltyLevel',
  'loyaltyPoints',
  'main',
  'bonusCasino',
  'cashback',
  'freeSpins',
  'birthday',
  'country',
  'wageringGames',
];

export function PlayerStateSection({ level, playerId }: { level: QaLevel; playerId: number }) {
  const t = useQaT();
  const { status, run, fail } = useQaAction();
  const [state, setState] = useState<PlayerState>();
  const [form, setForm] = useState<PlayerStateForm>();

  useQaRead(
    () => qaClient.playerState(playerId),
    (loaded) => {
      setState(loaded);
      setForm(playerStateForm(loaded));
    },
    playerId,
    fail,
  );

  if (state === undefined || form === undefined) {
    return (
      <Section title={t('state.title')} level={level} status={status}>
        {null}
      </Section>
    );
  }
  const set = (field: PlayerStateField) => (value: string) => {
    setForm({ ...form, [field]: value });
  };
  const save = () => {
    const result = playerStatePatch(state, form);
    if ('invalid' in result) {
      fail(t('invalid', { field: t(FIELD_LABELS[result.invalid]) }));
      return;
    }
    void run(
      () => qaClient.setPlayerState(playerId, result.patch),
      () =>
        result.changed.length === 0
          ? t('state.unchanged')
          : t('state.saved', {
              fields: result.changed.map((field) => t(FIELD_LABELS[field])).join(', '),
            }),
      { refresh: true },
    ).then((saved) => {
      if (saved === undefined) return;
      setState(saved);
      setForm(playerStateForm(saved));
    });
  };
  return (
    <Section title={t('state.title')} level={level} status={status}>
      <div className={styles.grid}>
        <SelectInput
          label={t('state.kycStatus')}
          value={form.kycStatus}
          options={KYC_STATUSES.map((value) => ({ value, label: value }))}
          onChange={(value) => {
            setForm({ ...form, kycStatus: value });
          }}
        />
        <SelectInput
          label={t('state.userLevel')}
          value={form.userLevel}
          options={USER_LEVELS.map((value) => ({ value, label: value }))}
          onChange={(value) => {
            setForm({ ...form, userLevel: value });
          }}
        />
        {TEXT_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(FIELD_LABELS[field])}
            value={form[field]}
            type={field === 'birthday' ? 'date' : 'text'}
            inputMode={
              ['country', 'birthday', 'wageringGames'].includes(field) ? undefined : 'decimal'
            }
            onChange={set(field)}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <ActionButton tone="primary" onPress={save}>
          {t('state.save')}
        </ActionButton>
      </div>
    </Section>
  );
}
