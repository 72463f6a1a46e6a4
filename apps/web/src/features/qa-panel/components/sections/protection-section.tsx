import { SELF_EXCLUSION_MONTH_CHOICES, TIME_OUT_DAY_CHOICES } from '@casino/shared';
import type { ProtectionState } from '@casino/mock-world/qa';
import { useState } from 'react';
import { qaClient, useQaAction, useQaRead } from '../../api/qa.js';
import { parseAgeHours } from '../../rules/limits-controls.js';
import {
  ActionButton,
  Section,
  SelectInput,
  TextInput,
  useQaT,
  type QaLevel,
} from '../qa-controls.js';
import styles from '../qa-panel.module.css';

// Time-out and self-exclusion of the signed-in player, in force at once (the casino ends their
// sessions; the app reads its data again and the BFF's session ends at the casino's refusal), aged
// to reach an end or a cooling-off, and the mock GAMSTOP register, which holds for every visitor.

/** The most hours the world ages a protection by: ten leap years (its QA control's bound). */
const PROTECTION_AGE_MAX_HOURS = 24 * 366 * 10;
type Length = `timeOut:${number}` | `selfExclusion:${number | 'indefinite'}`;

const LENGTHS: readonly Length[] = [
  ...TIME_OUT_DAY_CHOICES.map((days): Length => `timeOut:${days}`),
  ...SELF_EXCLUSION_MONTH_CHOICES.map(
    (months): Length => `selfExclusion:${months ?? 'indefinite'}`,
  ),
];

function requestOf(length: Length) {
  const [kind, amount] = length.split(':');
  if (kind === 'timeOut') return { kind: 'timeOut' as const, days: Number(amount) };
  return {
    kind: 'selfExclusion' as const,
    months: amount === 'indefinite' ? null : Number(amount),
  };
}

function PlayerProtection({ level, playerId }: { level: QaLevel; playerId: number }) {
  const t = useQaT();
  const { status, run, fail } = useQaAction();
  const [state, setState] = useState<ProtectionState>();
  const [length, setLength] = useState<Length>('timeOut:1');
  const [hours, setHours] = useState('24');

  useQaRead(() => qaClient.protection(playerId), setState, playerId, fail);

  const describe = (answered: ProtectionState) => {
    const protection = answered.protection;
    if (protection === null) return t('protection.none');
    return t('protection.inForce', {
      kind: t(`protection.kinds.${protection.kind}`),
      end: protection.endsAt ?? t('protection.noEnd'),
    });
  };
  const apply = (call: () => Promise<ProtectionState>) => {
    void run(call, describe, { refresh: true }).then((answered) => {
      if (answered !== undefined) setState(answered);
    });
  };

  return (
    <Section title={t('protection.title')} level={level} status={status}>
      <p className={styles.note}>
        {state === undefined ? t('protection.reading') : describe(state)}
      </p>
      <SelectInput
        label={t('protection.length')}
        value={length}
        options={LENGTHS.map((value) => {
          const request = requestOf(value);
          return {
            value,
            label:
              request.kind === 'timeOut'
                ? t('protection.days', { count: request.days })
                : request.months === null
                  ? t('protection.indefinite')
                  : t('protection.months', { count: request.months }),
          };
        })}
        onChange={setLength}
      />
      <div className={styles.actions}>
        <ActionButton
          tone="danger"
          onPress={() => {
            apply(() => qaClient.setProtection(playerId, requestOf(length)));
          }}
        >
          {t('protection.start')}
        </ActionButton>
        <ActionButton
          onPress={() => {
            apply(() => qaClient.setProtection(playerId, { kind: null }));
          }}
        >
          {t('protection.lift')}
        </ActionButton>
      </div>
      <TextInput
        label={t('protection.ageHours')}
        value={hours}
        inputMode="numeric"
        onChange={setHours}
      />
      <div className={styles.actions}>
        <ActionButton
          onPress={() => {
            const parsed = parseAgeHours(hours, PROTECTION_AGE_MAX_HOURS);
            if (parsed === null) {
              fail(t('invalid', { field: t('protection.ageHours') }));
              return;
            }
            apply(() => qaClient.ageProtection(playerId, parsed));
          }}
        >
          {t('protection.age')}
        </ActionButton>
      </div>
    </Section>
  );
}

function GamstopRegister({ level }: { level: QaLevel }) {
  const t = useQaT();
  const { status, run } = useQaAction();
  const [emails, setEmails] = useState<readonly string[]>([]);
  const [email, setEmail] = useState('');
  useQaRead(
    () => qaClient.gamstop(),
    (register) => {
      setEmails(register.emails);
    },
    'gamstop',
  );
  const set = (registered: boolean) => {
    void run(
      () => qaClient.setGamstop({ email: email.trim(), registered }),
      (register) => t('gamstop.saved', { count: register.emails.length }),
    ).then((register) => {
      if (register !== undefined) setEmails(register.emails);
    });
  };
  return (
    <Section title={t('gamstop.title')} level={level} status={status}>
      <p className={styles.note}>
        {emails.length === 0
          ? t('gamstop.empty')
          : t('gamstop.list', { emails: emails.join(', ') })}
      </p>
      <TextInput label={t('gamstop.email')} value={email} onChange={setEmail} />
      <div className={styles.actions}>
        <ActionButton
          onPress={() => {
            set(true);
          }}
        >
          {t('gamstop.register')}
        </ActionButton>
        <ActionButton
          onPress={() => {
            set(false);
          }}
        >
          {t('gamstop.unregister')}
        </ActionButton>
      </div>
    </Section>
  );
}

export function ProtectionSection({
  level,
  playerId,
}: {
  level: QaLevel;
  playerId: number | null;
}) {
  const t = useQaT();
  return (
    <>
      {playerId === null ? (
        <Section title={t('protection.title')} level={level}>
          <p className={styles.note}>{t('protection.needPlayer')}</p>
        </Section>
      ) : (
        <PlayerProtection key={playerId} level={level} playerId={playerId} />
      )}
      <GamstopRegister level={level} />
    </>
  );
}
