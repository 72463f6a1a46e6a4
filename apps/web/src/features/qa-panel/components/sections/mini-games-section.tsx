import { MINI_GAMES } from '@casino/shared';
import type { MiniGamesView } from '@casino/mock-world/qa';
import { useState } from 'react';
import { qaClient, useQaAction, useQaRead } from '../../api/qa.js';
import {
  miniGamesForm,
  miniGamesPatch,
  type MiniGamesField,
  type MiniGamesForm,
} from '../../rules/game-controls.js';
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

// The mini-games: closed or open for every player (the world's switch), and the signed-in
// player's plays today by game, the daily bonus's day and whether today's is collected.

const DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The world's switch: every mini-game closed for every player, or open. */
function MiniGamesWorld() {
  const t = useQaT();
  const { status, run } = useQaAction();
  const [closed, setClosed] = useState<boolean>();
  useQaRead(
    () => qaClient.miniGamesWorld(),
    (world) => {
      setClosed(world.closed);
    },
    'world',
  );
  return (
    <div className={styles.upstream}>
      <p className={styles.note}>
        {closed === undefined
          ? t('miniGames.worldUnknown')
          : closed
            ? t('miniGames.worldClosed')
            : t('miniGames.worldOpen')}
      </p>
      <div className={styles.actions}>
        <ActionButton
          tone={closed === true ? 'secondary' : 'danger'}
          onPress={() => {
            const next = closed !== true;
            void run(
              () => qaClient.setMiniGamesWorld({ closed: next }),
              (world) => (world.closed ? t('miniGames.closedDone') : t('miniGames.openedDone')),
              { refresh: true },
            ).then((world) => {
              if (world !== undefined) setClosed(world.closed);
            });
          }}
        >
          {closed === true ? t('miniGames.open') : t('miniGames.close')}
        </ActionButton>
      </div>
      <StatusLine status={status} />
    </div>
  );
}

function PlayerMiniGames({ playerId }: { playerId: number }) {
  const t = useQaT();
  const { status, run, fail } = useQaAction();
  const [view, setView] = useState<MiniGamesView>();
  const [form, setForm] = useState<MiniGamesForm>();
  useQaRead(
    () => qaClient.miniGames(playerId),
    (loaded) => {
      setView(loaded);
      setForm(miniGamesForm(loaded));
    },
    playerId,
    fail,
  );

  if (view === undefined || form === undefined) return <StatusLine status={status} />;
  const label = (field: MiniGamesField) =>
    field === 'currentDay' || field === 'collectedToday'
      ? t(`miniGames.${field}`)
      : t('miniGames.plays', { game: t(`miniGames.games.${field}`) });
  const save = () => {
    const result = miniGamesPatch(view, form);
    if ('invalid' in result) {
      fail(t('invalid', { field: label(result.invalid) }));
      return;
    }
    void run(
      async () =>
        result.changed.length === 0 ? view : qaClient.setMiniGames(playerId, result.patch),
      () =>
        result.changed.length === 0
          ? t('unchanged')
          : t('miniGames.saved', { fields: result.changed.map(label).join(', ') }),
      { refresh: result.changed.length > 0 },
    ).then((saved) => {
      if (saved === undefined) return;
      setView(saved);
      setForm(miniGamesForm(saved));
    });
  };
  return (
    <>
      <p className={styles.note}>
        {t('miniGames.today', {
          left: MINI_GAMES.map((game) =>
            t('miniGames.left', {
              game: t(`miniGames.games.${game}`),
              count: view.attemptsLeft[game],
            }),
          ).join(' · '),
          deposits: view.depositsToday,
        })}
      </p>
      <div className={styles.grid}>
        {MINI_GAMES.map((game) => (
          <TextInput
            key={game}
            label={label(game)}
            value={form.plays[game]}
            inputMode="numeric"
            onChange={(value) => {
              setForm({ ...form, plays: { ...form.plays, [game]: value } });
            }}
          />
        ))}
        <SelectInput
          label={label('currentDay')}
          value={DAYS.find((day) => day === form.currentDay) ?? '1'}
          options={DAYS.map((day) => ({ value: day, label: day }))}
          onChange={(value) => {
            setForm({ ...form, currentDay: value });
          }}
        />
      </div>
      <CheckboxInput
        label={label('collectedToday')}
        checked={form.collectedToday}
        onChange={(checked) => {
          setForm({ ...form, collectedToday: checked });
        }}
      />
      <div className={styles.actions}>
        <ActionButton tone="primary" onPress={save}>
          {t('miniGames.save')}
        </ActionButton>
      </div>
      <StatusLine status={status} />
    </>
  );
}

export function MiniGamesSection({ level, playerId }: { level: QaLevel; playerId: number | null }) {
  const t = useQaT();
  return (
    <Section title={t('miniGames.title')} level={level}>
      <MiniGamesWorld />
      {playerId === null ? (
        <p className={styles.note}>{t('miniGames.needPlayer')}</p>
      ) : (
        <PlayerMiniGames key={playerId} playerId={playerId} />
      )}
    </Section>
  );
}
