import { promoCodeFormSchema } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { Form, FormSubmit } from '../../../components/ui/form.js';
import { FormTextField } from '../../../components/ui/text-field.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { FieldRefusal } from '../../../lib/form-resolver.js';
import { useToasts } from '../../../lib/toasts.js';
import { useCheckPromoCode } from '../api/bonuses.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import styles from './promo-code-form.module.css';

/**
 * The promo-code field of the bonus page (bonuses.checkPromoCode): a valid code gives the player
 * its bonus, which joins the offers; an unknown one says 'Promo code is invalid' under the field.
 */
export function PromoCodeForm() {
  const { t } = useTranslation(BONUSES_NAMESPACE);
  const { show } = useToasts();
  const check = useCheckPromoCode();
  return (
    <Form
      schema={promoCodeFormSchema}
      defaultValues={{ code: '' }}
      aria-label={t('promo.title')}
      className={styles.form}
      onSubmit={async (values) => {
        try {
          await check.mutateAsync(values);
        } catch (error) {
          const refusal = errorMessageOf(error);
          if (refusal.key === 'errors.promoCodeInvalid') {
            throw new FieldRefusal('code', refusal.key, refusal.values);
          }
          throw error;
        }
        show('success', t('promo.accepted'));
      }}
    >
      <div className={styles.row}>
        <FormTextField
          name="code"
          label={t('promo.label')}
          autoComplete="off"
          className={styles.field}
        />
        <FormSubmit className={styles.submit}>{t('promo.submit')}</FormSubmit>
      </div>
    </Form>
  );
}
