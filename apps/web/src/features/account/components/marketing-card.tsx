import {
  MARKETING_CHANNELS,
  MARKETING_PRODUCTS,
  marketingPreferencesSchema,
  type MarketingPreferences,
} from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.js';
import { FormCheckbox } from '../../../components/ui/checkbox.js';
import { Form, FormSubmit } from '../../../components/ui/form.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { newIdempotencyKey } from '../../../lib/idempotency-key.js';
import { useMarketing, useSetMarketing } from '../api/safer-gambling.js';
import { ACCOUNT_NAMESPACE } from '../locales/namespace.js';
import styles from './marketing-card.module.css';

/**
 * The profile's marketing choices (UKGC, from 1 May 2025): per product and per channel, each box
 * as the player left it, none ticked by the product; nothing goes out during a time-out or
 * self-exclusion whatever is ticked.
 */
export function MarketingCard({ className }: { className?: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const marketing = useMarketing();
  const save = useSetMarketing();
  const [saved, setSaved] = useState(false);
  return (
    <Card title={t('marketing.title')} headingLevel={2} className={className}>
      <p className={styles.text}>{t('marketing.text')}</p>
      {marketing.isError ? (
        <ErrorState onRetry={() => void marketing.refetch()} />
      ) : marketing.data === undefined ? (
        <Skeleton width="100%" height={192} />
      ) : (
        <Form
          schema={marketingPreferencesSchema}
          defaultValues={marketing.data}
          aria-label={t('marketing.title')}
          className={styles.form}
          onSubmit={async (preferences: MarketingPreferences) => {
            setSaved(false);
            await save.mutateAsync({ preferences, idempotencyKey: newIdempotencyKey() });
            setSaved(true);
          }}
        >
          {MARKETING_PRODUCTS.map((product) => (
            <fieldset key={product} className={styles.group}>
              <legend className={styles.legend}>{t(`marketing.products.${product}`)}</legend>
              {MARKETING_CHANNELS.map((channel) => (
                <FormCheckbox key={channel} name={`${product}.${channel}`}>
                  {t(`marketing.channels.${channel}`)}
                </FormCheckbox>
              ))}
            </fieldset>
          ))}
          <div>
            <FormSubmit>{t('marketing.save')}</FormSubmit>
          </div>
          {saved ? (
            <p className={styles.text} role="status">
              {t('marketing.saved')}
            </p>
          ) : null}
        </Form>
      )}
    </Card>
  );
}
