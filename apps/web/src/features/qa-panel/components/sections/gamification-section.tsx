import type { GamificationView } from '@casino/mock-world/qa';
import { useState } from 'react';
import { qaClient, useQaAction, useQaRead } from '../../api/qa.js';
import {
  gamificationForm,
  gamificationPatch,
  type GamificationField,
  type GamificationForm,
} from '../../rules/game-controls.js';
import { ActionButton, Section, TextInput, useQaT, type QaLevel } from '../qa-controls.js';
import styles from '../qa-panel.module.css';

// The gamification service's hold on the signed-in player: the coins, each mission's progress,
// and an event announced to them (GAMIFICATION_EVENT on their feed, EVENT in the page).

function PlayerGamification({ level, playerId }: { level: QaLevel; playerId: number }) {
  const t = useQaT();
  const { status, run, fail } = useQaAction();
  const [view, setView] = useState<GamificationView>();
  const [form, setForm] = useState<GamificationForm>({ coins: '', progress: {} });
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');

  const show = (next: GamificationView) => {
    setView(next);
    setForm(gamificationForm(next));
  };

  useQaRead(() => qaClient.gamification(playerId), show, playerId, fail);

  const fieldLabel = (field: GamificationField) =>
    field.kind === 'coins' ? t('gamification.coins') : t('gamification.mission', { id: field.id });
  const save = () => {
    if (view === undefined) return;
    const result = gamificationPatch(view, form);
    if ('invalid' in result) {
      fail(t('invalid', { field: fieldLabel(result.invalid) }));
      return;
    }
    if (result.changed.length === 0) {
      fail(t('gamification.nothing'));
      return;
    }
    void run(
      () => qaClient.setGamification(playerId, result.patch),
      (answered) => t('gamification.saved', { coins: answered.coins }),
      { refresh: true },
    ).then((answered) => {
      if (answered !== undefined) show(answered);
    });
  };

  const announce = () => {
    if (title.trim() === '' || text.trim() === '') {
      fail(t('gamification.announcementNeeded'));
      return;
    }
    void run(
      () =>
        qaClient.announceGamificationEvent(playerId, { title: title.trim(), text: text.trim() }),
      (answered) => t('gamification.announced', { id: answered.eventId }),
    );
  };

  return (
    <Section title={t('gamification.title')} level={level} status={status}>
      {view === undefined ? null : (
        <>
          <div className={styles.grid}>
            <TextInput
              label={t('gamification.coins')}
              value={form.coins}
              inputMode="numeric"
              onChange={(coins) => {
                setForm({ ...form, coins });
              }}
            />
            {view.missions.map((mission) => (
              <TextInput
                key={mission.id}
                label={t('gamification.missionOf', { id: mission.id, target: mission.target })}
                value={form.progress[mission.id] ?? ''}
                inputMode="numeric"
                onChange={(value) => {
                  setForm({ ...form, progress: { ...form.progress, [mission.id]: value } });
                }}
              />
            ))}
          </div>
          <div className={styles.actions}>
            <ActionButton tone="primary" onPress={save}>
              {t('gamification.save')}
            </ActionButton>
          </div>
        </>
      )}
      <div className={styles.grid}>
        <TextInput label={t('gamification.eventTitle')} value={title} onChange={setTitle} />
        <TextInput label={t('gamification.eventText')} value={text} onChange={setText} />
      </div>
      <div className={styles.actions}>
        <ActionButton onPress={announce}>{t('gamification.announce')}</ActionButton>
      </div>
    </Section>
  );
}

export function GamificationSection({
  level,
  playerId,
}: {
  level: QaLevel;
  playerId: number | null;
}) {
  const t = useQaT();
  return playerId === null ? (
    <Section title={t('gamification.title')} level={level}>
      <p className={styles.note}>{t('gamification.needPlayer')}</p>
    </Section>
  ) : (
    <PlayerGamification key={playerId} level={level} playerId={playerId} />
  );
}
