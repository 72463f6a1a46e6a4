import { USER_MESSAGE_TYPES, type UserMessageType } from '@casino/shared';
import { useState } from 'react';
import { qaClient, useQaAction } from '../../api/qa.js';
import {
  ActionButton,
  Section,
  SelectInput,
  TextInput,
  useQaT,
  type QaLevel,
} from '../qa-controls.js';
import styles from '../qa-panel.module.css';

// Realtime events into the signed-in player's feed: USER_MESSAGE of each kind, USER_BONUS and
// USER_FREESPINS.

export function EventsSection({ level, playerId }: { level: QaLevel; playerId: number }) {
  const t = useQaT();
  const { status, run, fail } = useQaAction();
  const [messageType, setMessageType] = useState<UserMessageType>('failure');
  const [text, setText] = useState(() => t('events.defaultText'));
  const [bonusId, setBonusId] = useState('1');
  const [spins, setSpins] = useState('10');
  const send = (message: Parameters<typeof qaClient.fireEvent>[1]) => {
    void run(
      () => qaClient.fireEvent(playerId, message),
      (fired) => t('events.sent', { type: message.type, id: fired.id }),
    );
  };
  return (
    <Section title={t('events.title')} level={level} status={status}>
      <div className={styles.grid}>
        <SelectInput
          label={t('events.messageType')}
          value={messageType}
          options={USER_MESSAGE_TYPES.map((value) => ({
            value,
            label: t(`events.messageTypes.${value}`),
          }))}
          onChange={setMessageType}
        />
        <TextInput label={t('events.messageText')} value={text} onChange={setText} />
      </div>
      <div className={styles.actions}>
        <ActionButton
          onPress={() => {
            if (text.trim() === '') {
              fail(t('invalid', { field: t('events.messageText') }));
              return;
            }
            send({ type: 'USER_MESSAGE', data: { messageType, text: text.trim() } });
          }}
        >
          {t('events.sendMessage')}
        </ActionButton>
      </div>
      <div className={styles.row}>
        <TextInput
          label={t('events.bonusId')}
          value={bonusId}
          inputMode="numeric"
          onChange={setBonusId}
        />
        <div className={styles.actions}>
          <ActionButton
            onPress={() => {
              const id = Number(bonusId);
              if (!Number.isInteger(id) || id <= 0) {
                fail(t('invalid', { field: t('events.bonusId') }));
                return;
              }
              send({ type: 'USER_BONUS', data: { id } });
            }}
          >
            {t('events.sendBonus')}
          </ActionButton>
        </div>
      </div>
      <div className={styles.row}>
        <TextInput
          label={t('events.freeSpins')}
          value={spins}
          inputMode="numeric"
          onChange={setSpins}
        />
        <div className={styles.actions}>
          <ActionButton
            onPress={() => {
              const number = Number(spins);
              if (!Number.isInteger(number) || number < 0 || spins.trim() === '') {
                fail(t('invalid', { field: t('events.freeSpins') }));
                return;
              }
              send({ type: 'USER_FREESPINS', data: { number } });
            }}
          >
            {t('events.sendFreeSpins')}
          </ActionButton>
        </div>
      </div>
    </Section>
  );
}
