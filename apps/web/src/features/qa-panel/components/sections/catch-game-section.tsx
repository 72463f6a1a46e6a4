import { CATCH_GAME_MAX_TRIES } from '@casino/shared';
import type { CatchGameFacts } from '@casino/mock-world/qa';
import { useState } from 'react';
import { qaClient, useQaAction } from '../../api/qa.js';
import {
  catchGameForm,
  catchGamePatch,
  type CatchGameField,
  type CatchGameForm,
} from '../../rules/game-controls.js';
import { ActionButton, Section, TextInput, useQaT, type QaLevel } from '../qa-controls.js';
import styles from '../qa-panel.module.css';

// The catch game's counts of the signed-in player: the snowflakes held and the tries used today
// (the world's UTC day). /qa has no read of them: the fields start empty (left as the world holds
// them) and then show the world's last answer.

function PlayerCatchGame({ level, playerId }: { level: QaLevel; playerId: number }) {
  const t = useQaT();
  const { status, run, fail } = useQaAction();
  const [facts, setFacts] = useState<CatchGameFacts>();
  const [form, setForm] = useState<CatchGameForm>(() => catchGameForm(undefined));
  const label = (field: CatchGameField) =>
    field === 'snowflakes'
      ? t('catchGame.snowflakes')
      : t('catchGame.triesUsedToday', { max: CATCH_GAME_MAX_TRIES });
  const save = () => {
    const result = catchGamePatch(facts, form);
    if ('invalid' in result) {
      fail(t('invalid', { field: label(result.invalid) }));
      return;
    }
    if (result.changed.length === 0) {
      fail(t('catchGame.nothing'));
      return;
    }
    void run(
      () => qaClient.setCatchGame(playerId, result.patch),
      (answered) =>
        t('catchGame.saved', {
          fields: result.changed.map(label).join(', '),
          snowflakes: answered.snowflakes,
          tries: answered.triesUsedToday,
          deposits: answered.depositsToday,
        }),
      { refresh: true },
    ).then((answered) => {
      if (answered === undefined) return;
      setFacts(answered);
      setForm(catchGameForm(answered));
    });
  };
  return (
    <Section title={t('catchGame.title')} level={level} status={status}>
      <p className={styles.note}>{t('catchGame.note')}</p>
      <div className={styles.grid}>
        {(['snowflakes', 'triesUsedToday'] as const).map((field) => (
          <TextInput
            key={field}
            label={label(field)}
            value={form[field]}
            inputMode="numeric"
            onChange={(value) => {
              setForm({ ...form, [field]: value });
            }}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <ActionButton tone="primary" onPress={save}>
          {t('catchGame.save')}
        </ActionButton>
      </div>
    </Section>
  );
}

export function CatchGameSection({ level, playerId }: { level: QaLevel; playerId: number | null }) {
  const t = useQaT();
  return playerId === null ? (
    <Section title={t('catchGame.title')} level={level}>
      <p className={styles.note}>{t('catchGame.needPlayer')}</p>
    </Section>
  ) : (
    <PlayerCatchGame key={playerId} level={level} playerId={playerId} />
  );
}
