import type { RouterOutputs } from '@casino/bff/router';
import {
  checkAmountLimits,
  bankWithdrawalSchema,
  cryptoWithdrawalSchema,
  errorKey,
  formatMoney,
  missingProfileFields,
  type FillableProfileField,
  type WithdrawalDetails,
  type WithdrawalMethod,
} from '@casino/shared';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Form, FormSubmit } from '../../../components/ui/form.js';
import { FormNumberField } from '../../../components/ui/number-field.js';
import { FormSelect } from '../../../components/ui/select.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { FormTextField } from '../../../components/ui/text-field.js';
import { errorCodeOf, errorMessageOf } from '../../../lib/app-error.js';
import { useAttemptKey } from '../../../lib/idempotency-key.js';
import { useModals } from '../../../lib/modals.js';
import { useSession } from '../../../lib/session.js';
import { useShortBalance } from '../../wallet/public.js';
import { usePaymentMethods, useWithdraw, useWithdrawalDetails } from '../api/withdrawal.js';
import { AccountLayout } from '../components/account-layout.js';
import { ACCOUNT_NAMESPACE } from '../locales/namespace.js';
import styles from './withdrawal-pages.module.css';

type Method = RouterOutputs['payments']['methods']['withdrawal'][number];

/** The form of a tab: the shared fields of its method kind, a method of the list, its limits. */
export function withdrawalFormSchema(kind: WithdrawalMethod, methods: readonly Method[]) {
  const fields = kind === 'bank' ? bankWithdrawalSchema : cryptoWithdrawalSchema;
  const byId = new Map(methods.map((method) => [method.id, method.limits]));
  return fields
    .extend({
      methodId: z
        .string({ error: errorKey('errors.required') })
        .refine((id) => byId.has(id), { error: errorKey('errors.noSuchOption') }),
    })
    .superRefine((values, ctx) => {
      checkAmountLimits(values.amount, byId.get(values.methodId), ctx);
    });
}

/**
 * A withdrawal tab: the methods of its kind that take the player's currency with their limits,
 * the card holder name (banking) or the wallet address and tag (crypto), and the amount; profile
 * fields the method needs come first. One idempotency key per attempt.
 */
function WithdrawalForm({ kind }: { kind: WithdrawalMethod }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { player } = useSession();
  const { open } = useModals();
  const methods = usePaymentMethods();
  const { balance } = useShortBalance();
  const withdraw = useWithdraw();
  const attempt = useAttemptKey();
  const [done, setDone] = useState<WithdrawalDetails>();
  const list = useMemo(
    () => methods.data?.withdrawal.filter((method) => method.kind === kind) ?? [],
    [methods.data, kind],
  );
  const schema = useMemo(() => withdrawalFormSchema(kind, list), [kind, list]);

  if (methods.isError) return <ErrorState onRetry={() => void methods.refetch()} />;
  if (methods.data === undefined || player === null) {
    return (
      <div className={styles.form} aria-busy="true">
        <span className="visually-hidden">{t('withdrawal.loading')}</span>
        <Skeleton width="100%" height={72} />
        <Skeleton width="100%" height={72} />
        <Skeleton width="100%" height={72} />
        <Skeleton width="100%" height={40} />
      </div>
    );
  }
  if (list.length === 0) {
    return <p>{t('withdrawal.noMethods', { currency: player.currency })}</p>;
  }
  if (done !== undefined) {
    return (
      <WithdrawalResult
        details={done}
        onAnother={() => {
          setDone(undefined);
        }}
      />
    );
  }
  const submit = async (values: z.output<typeof schema>) => {
    const method = list.find((entry) => entry.id === values.methodId);
    const missing =
      method === undefined ? [] : missingProfileFields(player, method.requiredProfileFields);
    if (method !== undefined && missing.length > 0) {
      // FORM_FIELDS over the page: once saved, this form is as it was and is sent again.
      open('FORM_FIELDS', { methodName: method.name, fields: missing as FillableProfileField[] });
      return;
    }
    const amount = String(values.amount);
    const request =
      'walletAddress' in values
        ? {
            method: 'crypto' as const,
            methodId: values.methodId,
            walletAddress: values.walletAddress,
            walletTag: values.walletTag,
            amount,
          }
        : {
            method: 'bank' as const,
            methodId: values.methodId,
            cardHolderName: values.cardHolderName,
            amount,
          };
    // Other details are another attempt, with a key of its own.
    const idempotencyKey = attempt.current(request);
    try {
      const details = await withdraw(
        request.method === 'crypto'
          ? {
              method: 'crypto',
              input: {
                methodId: request.methodId,
                walletAddress: request.walletAddress,
                walletTag: request.walletTag,
                amount,
                idempotencyKey,
              },
            }
          : {
              method: 'bank',
              input: {
                methodId: request.methodId,
                cardHolderName: request.cardHolderName,
                amount,
                idempotencyKey,
              },
            },
      );
      attempt.settle();
      setDone(details);
    } catch (error) {
      // The BFF answered (a refusal is stored with the key): a corrected attempt is a new one.
      // Without an answer the outcome is unknown, so a retry keeps the key.
      if (errorCodeOf(error) !== undefined) attempt.settle();
      throw error;
    }
  };

  const first = list[0]?.id ?? '';
  const defaults =
    kind === 'bank'
      ? { methodId: first, cardHolderName: '', amount: '' }
      : { methodId: first, walletAddress: '', walletTag: '', amount: '' };
  return (
    <Form
      schema={schema}
      defaultValues={defaults}
      onSubmit={submit}
      className={styles.form}
      aria-label={kind === 'bank' ? t('layout.tabs.withdrawal') : t('withdrawal.cryptoTitle')}
    >
      <FormSelect
        name="methodId"
        label={t('withdrawal.method')}
        options={list.map((method) => ({ id: method.id, label: method.name }))}
      />
      {kind === 'bank' ? (
        <FormTextField
          name="cardHolderName"
          autoComplete="cc-name"
          label={t('withdrawal.cardHolderName')}
        />
      ) : (
        <>
          <FormTextField
            name="walletAddress"
            autoComplete="off"
            label={t('withdrawal.walletAddress')}
            description={t('withdrawal.addressHint')}
          />
          <FormTextField
            name="walletTag"
            autoComplete="off"
            label={t('withdrawal.walletTag')}
            description={t('withdrawal.tagHint')}
          />
        </>
      )}
      <AmountField methods={list} currency={player.currency} />
      {balance === undefined ? null : (
        <p className={styles.muted}>
          {t('withdrawal.available', { amount: formatMoney(balance.balanceMain, player.currency) })}
        </p>
      )}
      <FormSubmit size="lg" block needsNetwork>
        {t('withdrawal.submit')}
      </FormSubmit>
    </Form>
  );
}

function AmountField({
  methods,
  currency,
}: {
  methods: readonly Method[];
  currency: Parameters<typeof formatMoney>[1];
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const methodId: unknown = useWatch({ name: 'methodId' });
  const method = methods.find((entry) => entry.id === methodId);
  return (
    <FormNumberField
      name="amount"
      label={t('withdrawal.amount')}
      currency={currency}
      description={
        method === undefined
          ? undefined
          : t('withdrawal.limits', {
              min: formatMoney(method.limits.min, currency),
              max: formatMoney(method.limits.max, currency),
            })
      }
    />
  );
}

/** The withdrawal as the BFF took it, then its details as they stand now. */
function WithdrawalResult({
  details,
  onAnother,
}: {
  details: WithdrawalDetails;
  onAnother: () => void;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { t: message } = useTranslation();
  const current = useWithdrawalDetails(details.transactionId);
  const shown = current.data ?? details;
  const failure = current.isError ? errorMessageOf(current.error) : undefined;
  return (
    <Card title={t('withdrawal.detailsTitle')} headingLevel={2}>
      <p role="status">
        {t('withdrawal.done', { amount: formatMoney(shown.amount, shown.currency) })}
      </p>
      <dl className={styles.details}>
        <div>
          <dt>{t('withdrawal.transactionId')}</dt>
          <dd>{shown.transactionId}</dd>
        </div>
        <div>
          <dt>{t('withdrawal.status')}</dt>
          <dd>{t(`history.statuses.${shown.status}`)}</dd>
        </div>
      </dl>
      {failure === undefined ? null : (
        <p className={styles.error} role="alert">
          {message(failure.key, { transactionId: details.transactionId, ...failure.values })}
        </p>
      )}
      <Button variant="secondary" onPress={onAnother}>
        {t('withdrawal.another')}
      </Button>
    </Card>
  );
}

const WITHDRAWAL_SWITCH = {
  kind: 'method',
  routes: ['accountWithdrawal', 'accountWithdrawalCrypto'],
} as const;

/** account/withdrawal: banking methods. */
export function WithdrawalPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <AccountLayout
      title={t('layout.tabs.withdrawal')}
      switcher={{ ...WITHDRAWAL_SWITCH, current: 'accountWithdrawal' }}
    >
      <div className={styles.page}>
        <WithdrawalForm kind="bank" />
      </div>
    </AccountLayout>
  );
}

/** account/withdrawal/crypto: to a crypto wallet. */
export function WithdrawalCryptoPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <AccountLayout
      title={t('withdrawal.cryptoTitle')}
      switcher={{ ...WITHDRAWAL_SWITCH, current: 'accountWithdrawalCrypto' }}
    >
      <div className={styles.page}>
        <WithdrawalForm kind="crypto" />
      </div>
    </AccountLayout>
  );
}
