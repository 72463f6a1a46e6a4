import {
  depositFormSchema,
  formatMoney,
  missingProfileFields,
  presetDepositAmounts,
  type FillableProfileField,
} from '@casino/shared';
import type { RouterOutputs } from '@casino/bff/router';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Form, FormSubmit } from '../../../components/ui/form.js';
import { FormNumberField } from '../../../components/ui/number-field.js';
import { FormSelect } from '../../../components/ui/select.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { errorCodeOf } from '../../../lib/app-error.js';
import { useAttemptKey } from '../../../lib/idempotency-key.js';
import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { LimitsLink } from '../../safer-gambling/public.js';
import { markDepositStarted, useShortBalance } from '../../wallet/public.js';
import { useDeposit, usePaymentMethods } from '../api/deposit.js';
import { PAYMENTS_NAMESPACE } from '../locales/namespace.js';
import styles from './deposit.module.css';
import { ProfileStep } from './profile-step.js';

/** Leaves for the payment provider's page (a whole-page navigation). */
function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * The bank deposit form (DEPOSIT and account/deposit): the methods that take the player's
 * currency, preset amounts, the amount within the chosen method's limits, a summary. A method that
 * needs profile fields the player lacks asks for them first (FORM_FIELDS). One idempotency key per
 * attempt: a double click or a retry starts one payment.
 */
export function DepositForm() {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const { language } = useLanguage();
  const { player } = useSession();
  const methods = usePaymentMethods();
  const deposit = useDeposit();
  const { balance } = useShortBalance();
  const attempt = useAttemptKey();
  const [profileStep, setProfileStep] = useState<{
    methodName: string;
    missing: FillableProfileField[];
    values: { methodId: string; amount: number };
  }>();

  const bank = useMemo(
    () => methods.data?.deposit.filter((method) => method.kind === 'bank') ?? [],
    [methods.data],
  );
  const schema = useMemo(() => depositFormSchema(bank), [bank]);

  const start = async ({ methodId, amount }: { methodId: string; amount: number }) => {
    const request = { methodId, amount: String(amount), lang: language };
    try {
      // Other details are another attempt, with a key of its own.
      const intent = await deposit.mutateAsync({
        ...request,
        idempotencyKey: attempt.current(request),
      });
      if (balance !== undefined) markDepositStarted(balance.balance);
      goTo(intent.redirectUrl);
    } catch (error) {
      // The BFF answered (a refusal is stored with the key): a corrected attempt is a new one.
      // Without an answer the outcome is unknown, so a retry keeps the key.
      if (errorCodeOf(error) !== undefined) attempt.settle();
      throw error;
    }
  };

  if (methods.isError) return <ErrorState onRetry={() => void methods.refetch()} />;
  if (methods.data === undefined || player === null) {
    return (
      <div className={styles.form} aria-busy="true">
        <span className="visually-hidden">{t('deposit.loading')}</span>
        <Skeleton width="100%" height={72} />
        <Skeleton width="100%" height={72} />
        <Skeleton width="100%" height={40} />
        <Skeleton width="100%" height={48} />
      </div>
    );
  }
  if (bank.length === 0) {
    return <p className={styles.muted}>{t('deposit.noMethods', { currency: player.currency })}</p>;
  }
  if (profileStep !== undefined) {
    return (
      <ProfileStep
        methodName={profileStep.methodName}
        missing={profileStep.missing}
        onBack={() => {
          setProfileStep(undefined);
        }}
        onSaved={() => {
          const { values } = profileStep;
          setProfileStep(undefined);
          void start(values).catch(() => undefined);
        }}
      />
    );
  }

  const first = bank[0];
  return (
    <Form
      schema={schema}
      defaultValues={{ methodId: first?.id ?? '', amount: '' }}
      aria-label={t('deposit.title')}
      className={styles.form}
      onSubmit={async (values) => {
        const method = bank.find((entry) => entry.id === values.methodId);
        const missing =
          method === undefined ? [] : missingProfileFields(player, method.requiredProfileFields);
        if (method !== undefined && missing.length > 0) {
          setProfileStep({
            methodName: method.name,
            missing: missing as FillableProfileField[],
            values,
          });
          return;
        }
        await start(values);
      }}
    >
      <FormSelect
        name="methodId"
        label={t('deposit.method')}
        options={bank.map((method) => ({ id: method.id, label: method.name }))}
      />
      <AmountFields methods={bank} currency={player.currency} />
      <FormSubmit size="lg" block needsNetwork>
        {t('deposit.submit')}
      </FormSubmit>
      {/* The player's deposit limits, one click from the deposit (docs/decisions/037). */}
      <LimitsLink className={styles.limitsLink} />
    </Form>
  );
}

type BankMethod = RouterOutputs['payments']['methods']['deposit'][number];

/** The amount with its preset buttons and the chosen method's limits, then the summary. */
function AmountFields({
  methods,
  currency,
}: {
  methods: readonly BankMethod[];
  currency: Parameters<typeof formatMoney>[1];
}) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const { setValue } = useFormContext();
  const methodId: unknown = useWatch({ name: 'methodId' });
  const amountText: unknown = useWatch({ name: 'amount' });
  const method = methods.find((entry) => entry.id === methodId);
  const presets = method === undefined ? [] : presetDepositAmounts(method.limits);
  const amount =
    typeof amountText === 'string' && amountText !== ''
      ? Number(amountText.replace(',', '.'))
      : undefined;
  return (
    <>
      <FormNumberField
        name="amount"
        label={t('deposit.amount')}
        currency={currency}
        description={
          method === undefined
            ? undefined
            : t('deposit.limits', {
                min: formatMoney(method.limits.min, currency),
                max: formatMoney(method.limits.max, currency),
              })
        }
      />
      {presets.length === 0 ? null : (
        <div role="group" aria-label={t('deposit.presets')} className={styles.presets}>
          {presets.map((preset) => (
            <Button
              key={preset}
              variant="secondary"
              size="sm"
              aria-pressed={amount === preset}
              onPress={() => {
                setValue('amount', String(preset), { shouldValidate: true, shouldTouch: true });
              }}
            >
              {formatMoney(preset, currency)}
            </Button>
          ))}
        </div>
      )}
      <section className={styles.summary} aria-labelledby="deposit-summary">
        <h3 id="deposit-summary" className={styles.summaryTitle}>
          {t('deposit.summary')}
        </h3>
        <dl className={styles.summaryList}>
          <div>
            <dt>{t('deposit.summaryMethod')}</dt>
            <dd>{method?.name ?? '–'}</dd>
          </div>
          <div>
            <dt>{t('deposit.summaryAmount')}</dt>
            <dd>
              {amount === undefined || Number.isNaN(amount) ? '–' : formatMoney(amount, currency)}
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}
