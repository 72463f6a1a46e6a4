import {
  LANGUAGES,
  SELF_EXCLUSION_MONTH_CHOICES,
  TIME_OUT_DAY_CHOICES,
  loginSchema,
} from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { Form, FormSubmit } from '../../../components/ui/form.js';
import { FormPasswordField } from '../../../components/ui/password-field.js';
import { PageTitle } from '../../../components/ui/page-title.js';
import { RadioGroup } from '../../../components/ui/radio-group.js';
import { FormTextField } from '../../../components/ui/text-field.js';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { useSession } from '../../../lib/session.js';
import { useRequestReturn } from '../api/protection.js';
import { formatInstant } from '../components/limit-card.js';
import {
  EXCLUSION_LABELS,
  TIME_OUT_LABELS,
  type ExclusionMonths,
  type ProtectionStarted,
  type TimeOutDays,
} from '../components/protection-length.js';
import { SAFER_GAMBLING_NAMESPACE } from '../locales/namespace.js';
import styles from './protection-page.module.css';

const INDEFINITE = 'indefinite';

function startedOf(state: unknown): ProtectionStarted | null {
  if (typeof state !== 'object' || state === null || !('started' in state)) return null;
  const started = state.started as Partial<ProtectionStarted> | null;
  if (started?.kind !== 'timeOut' && started?.kind !== 'selfExclusion') return null;
  return { kind: started.kind, endsAt: typeof started.endsAt === 'string' ? started.endsAt : null };
}

/** What the page says once a time-out or self-exclusion started: logged out, and until when. */
function StartedNotice({ started }: { started: ProtectionStarted }) {
  const { t } = useTranslation(SAFER_GAMBLING_NAMESPACE);
  const { language } = useLanguage();
  const until =
    started.endsAt === null ? null : formatInstant(started.endsAt, LANGUAGES[language].tag);
  return (
    <section className={styles.notice} role="status" aria-labelledby="protection-started">
      <h2 id="protection-started">{t('protection.started.title')}</h2>
      <p>
        {started.kind === 'timeOut'
          ? t('protection.started.timeOut', { date: until ?? '' })
          : until === null
            ? t('protection.started.indefinite')
            : t('protection.started.exclusion', { date: until })}
      </p>
    </section>
  );
}

/** A player's time-out and self-exclusion, each chosen here and confirmed in PROTECTION_CONFIRM. */
function PlayerChoices() {
  const { t } = useTranslation(SAFER_GAMBLING_NAMESPACE);
  const { open } = useModals();
  const [days, setDays] = useState<TimeOutDays>(1);
  const [months, setMonths] = useState<ExclusionMonths>(6);
  return (
    <>
      <Card title={t('protection.timeOut.title')} headingLevel={2}>
        <div className={styles.stack}>
          <p>{t('protection.timeOut.text')}</p>
          <RadioGroup
            label={t('protection.timeOut.length')}
            options={TIME_OUT_DAY_CHOICES.map((choice) => ({
              id: String(choice),
              label: t(TIME_OUT_LABELS[choice]),
            }))}
            value={String(days)}
            onChange={(value) => {
              const next = TIME_OUT_DAY_CHOICES.find((choice) => String(choice) === value);
              if (next !== undefined) setDays(next);
            }}
          />
          <div>
            <Button
              onPress={() => {
                open('PROTECTION_CONFIRM', { kind: 'timeOut', days });
              }}
            >
              {t('protection.timeOut.start')}
            </Button>
          </div>
        </div>
      </Card>
      <Card title={t('protection.exclusion.title')} headingLevel={2}>
        <div className={styles.stack}>
          <p>{t('protection.exclusion.text')}</p>
          <RadioGroup
            label={t('protection.exclusion.length')}
            options={SELF_EXCLUSION_MONTH_CHOICES.map((choice) => ({
              id: choice === null ? INDEFINITE : String(choice),
              label: t(choice === null ? EXCLUSION_LABELS.indefinite : EXCLUSION_LABELS[choice]),
            }))}
            value={months === null ? INDEFINITE : String(months)}
            onChange={(value) => {
              const next = SELF_EXCLUSION_MONTH_CHOICES.find(
                (choice) => (choice === null ? INDEFINITE : String(choice)) === value,
              );
              if (next !== undefined) setMonths(next);
            }}
          />
          <p className={styles.muted}>{t('protection.exclusion.gamstop')}</p>
          <div>
            <Button
              onPress={() => {
                open('PROTECTION_CONFIRM', { kind: 'selfExclusion', months });
              }}
            >
              {t('protection.exclusion.start')}
            </Button>
          </div>
        </div>
      </Card>
    </>
  );
}

/** After a self-exclusion's period, the player asks to return (no login is possible before). */
function ReturnForm() {
  const { t } = useTranslation(SAFER_GAMBLING_NAMESPACE);
  const { language } = useLanguage();
  const requestReturn = useRequestReturn();
  const [opensAt, setOpensAt] = useState<string | null>(null);
  return (
    <Card title={t('protection.return.title')} headingLevel={2}>
      <div className={styles.stack}>
        <p>{t('protection.return.text')}</p>
        {opensAt === null ? (
          <Form
            schema={loginSchema}
            defaultValues={{ email: '', password: '' }}
            aria-label={t('protection.return.title')}
            className={styles.stack}
            onSubmit={async (values) => {
              const answer = await requestReturn.mutateAsync(values);
              setOpensAt(answer.opensAt);
            }}
          >
            <FormTextField
              name="email"
              label={t('protection.return.email')}
              type="email"
              autoComplete="username"
              inputMode="email"
            />
            <FormPasswordField
              name="password"
              label={t('protection.return.password')}
              autoComplete="current-password"
            />
            <div>
              <FormSubmit>{t('protection.return.submit')}</FormSubmit>
            </div>
          </Form>
        ) : (
          <p role="status">
            {t('protection.return.done', {
              date: formatInstant(opensAt, LANGUAGES[language].tag),
            })}
          </p>
        )}
      </div>
    </Card>
  );
}

/**
 * Take a break (/safer-gambling/take-a-break): a player sets a time-out (24 hours to 6 weeks)
 * or a self-exclusion (6 months or more, or indefinite), confirmed first; both start at once and
 * log the player out everywhere. After one started, the page says until when; a guest whose
 * self-exclusion period is over asks to return here (docs/decisions/040).
 */
export function ProtectionPage() {
  const { t } = useTranslation(SAFER_GAMBLING_NAMESPACE);
  const { href } = useLanguage();
  const { player } = useSession();
  const started = startedOf(useLocation().state);
  return (
    <article className={styles.page} aria-labelledby="page-title">
      <PageTitle title={t('protection.title')} />
      <p className={styles.lead}>{t('protection.lead')}</p>
      {started === null ? null : <StartedNotice started={started} />}
      <div className={styles.sections}>
        {player === null ? (
          <>
            {started === null ? (
              <Card title={t('protection.guest.title')} headingLevel={2}>
                <p>{t('protection.guest.text')}</p>
              </Card>
            ) : null}
            <ReturnForm />
          </>
        ) : (
          <PlayerChoices />
        )}
      </div>
      <p>
        <Link to={href(path('saferGambling'))}>{t('protection.back')}</Link>
      </p>
    </article>
  );
}
