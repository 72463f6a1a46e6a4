import { JACKPOT_TIERS, type JackpotTier } from '@casino/shared';
import { useState } from 'react';
import { qaClient, useQaAction } from '../../api/qa.js';
import {
  ActionButton,
  CheckboxInput,
  Section,
  SelectInput,
  TextInput,
  useQaT,
  type QaLevel,
} from '../qa-controls.js';
import styles from '../qa-panel.module.css';

// A jackpot win by tier, with or without wagering, and a bump of one tier or every tier.

export function JackpotsSection({ level, playerId }: { level: QaLevel; playerId: number | null }) {
  const t = useQaT();
  const { status, run, fail } = useQaAction();
  const [tier, setTier] = useState<JackpotTier>('gold');
  const [wager, setWager] = useState(true);
  const [bumpTier, setBumpTier] = useState<JackpotTier | 'all'>('all');
  const [amount, setAmount] = useState('1000');
  const tierOptions = JACKPOT_TIERS.map((value) => ({
    value,
    label: t(`jackpots.tiers.${value}`),
  }));
  return (
    <Section title={t('jackpots.title')} level={level} status={status}>
      {playerId === null ? null : (
        <>
          <div className={styles.row}>
            <SelectInput
              label={t('jackpots.tier')}
              value={tier}
              options={tierOptions}
              onChange={setTier}
            />
            <CheckboxInput label={t('jackpots.wager')} checked={wager} onChange={setWager} />
          </div>
          <div className={styles.actions}>
            <ActionButton
              onPress={() => {
                void run(
                  () => qaClient.awardJackpotWin(playerId, { tier, wager }),
                  (win) =>
                    t('jackpots.awarded', {
                      tier: t(`jackpots.tiers.${tier}`),
                      amount: win.amount,
                      currency: win.currency,
                    }),
                );
              }}
            >
              {t('jackpots.award')}
            </ActionButton>
          </div>
        </>
      )}
      <div className={styles.row}>
        <SelectInput
          label={t('jackpots.tier')}
          value={bumpTier}
          options={[{ value: 'all' as const, label: t('jackpots.tiers.all') }, ...tierOptions]}
          onChange={setBumpTier}
        />
        <TextInput
          label={t('jackpots.amount')}
          value={amount}
          inputMode="decimal"
          onChange={setAmount}
        />
      </div>
      <div className={styles.actions}>
        <ActionButton
          onPress={() => {
            const euros = Number(amount.replace(',', '.'));
            if (!Number.isFinite(euros) || euros <= 0) {
              fail(t('invalid', { field: t('jackpots.amount') }));
              return;
            }
            void run(
              () =>
                qaClient.bumpJackpots(
                  bumpTier === 'all' ? { amount: euros } : { tier: bumpTier, amount: euros },
                ),
              () => t('jackpots.bumped', { amount: euros }),
            );
          }}
        >
          {t('jackpots.bump')}
        </ActionButton>
      </div>
    </Section>
  );
}
