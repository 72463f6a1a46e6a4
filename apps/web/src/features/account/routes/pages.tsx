import { FILLABLE_PROFILE_FIELDS, changePasswordSchema } from '@casino/shared';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Form, FormSubmit } from '../../../components/ui/form.js';
import { Icon } from '../../../components/ui/icon.js';
import { FormPasswordField } from '../../../components/ui/password-field.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { path } from '../../../config/paths.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { FieldRefusal } from '../../../lib/form-resolver.js';
import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { useToasts } from '../../../lib/toasts.js';
import { useChangePassword, useProfile } from '../api/profile.js';
import { MissingProfileFieldsForm } from '../components/missing-profile-fields-form.js';
import { AccountLayout } from '../components/account-layout.js';
import { ACCOUNT_NAMESPACE } from '../locales/namespace.js';
import styles from './profile-pages.module.css';
import { MarketingCard } from '../components/marketing-card.js';

/** The profile form's final size while the profile loads. */
function ProfileSkeleton() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <div className={styles.stack} aria-busy="true">
      <span className="visually-hidden">{t('profile.loading')}</span>
      {FILLABLE_PROFILE_FIELDS.map((field) => (
        <Skeleton key={field} width="100%" height={72} />
      ))}
      <Skeleton width="100%" height={40} />
    </div>
  );
}

/**
 * account/profile: every profile field (SPEC.md section 3) in the one profile form the game's
 * requirements and FORM_FIELDS use, filled in with what the player has, saved with
 * account.updateProfile; the email and referral link as they are; the ways to security and
 * verification.
 */
export function ProfilePage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { t: common } = useTranslation();
  const { href } = useLanguage();
  const { player } = useSession();
  const { show } = useToasts();
  const state: unknown = useLocation().state;
  const profile = useProfile();

  let form;
  if (profile.isError) form = <ErrorState onRetry={() => void profile.refetch()} />;
  else if (profile.data === undefined) form = <ProfileSkeleton />;
  else {
    form = (
      <Suspense fallback={<ProfileSkeleton />}>
        <MissingProfileFieldsForm
          fields={FILLABLE_PROFILE_FIELDS}
          profile={profile.data}
          aria-label={t('profile.details')}
          onSaved={() => {
            show('success', t('profile.saved'));
          }}
        />
      </Suspense>
    );
  }
  const user = profile.data ?? player;
  return (
    <AccountLayout title={common('pages.profile')}>
      <div className={styles.profile}>
        <Card title={t('profile.details')} headingLevel={2}>
          {form}
        </Card>
        <Card title={t('profile.account')} headingLevel={2} className={styles.side}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('profile.email')}</dt>
              <dd>{user?.email}</dd>
            </div>
            {user?.referralLink == null ? null : (
              <div>
                <dt>{t('profile.referralLink')}</dt>
                <dd className={styles.link}>
                  <ReferralLink link={user.referralLink} />
                </dd>
              </div>
            )}
          </dl>
          <div className={styles.links}>
            <ButtonLink to={href(path('accountSecurity'))} state={state} variant="secondary" block>
              <Icon name="lock" />
              {t('profile.security')}
            </ButtonLink>
            <ButtonLink
              to={href(path('accountVerification'))}
              state={state}
              variant="secondary"
              block
            >
              <Icon name="shield" />
              {t('profile.verification')}
            </ButtonLink>
          </div>
        </Card>
        <MarketingCard className={styles.side} />
      </div>
    </AccountLayout>
  );
}

/** The referral link with a copy control (the clipboard is there on secure pages only). */
function ReferralLink({ link }: { link: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { show } = useToasts();
  return (
    <>
      <span className={styles.linkText}>{link}</span>
      <Button
        variant="secondary"
        size="sm"
        onPress={() => {
          void navigator.clipboard.writeText(link).then(() => {
            show('success', t('profile.copied'));
          });
        }}
      >
        {t('profile.copy')}
      </Button>
    </>
  );
}

/**
 * account/profile/security: the password change. The old and the new must differ, the
 * confirmation must match (the shared schema, which the BFF applies too), the new password shows
 * the four hints; a wrong current password is refused under its field.
 */
export function SecurityPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { t: common } = useTranslation();
  const { show } = useToasts();
  const change = useChangePassword();
  // A new form after a change: its fields start empty again.
  const [round, setRound] = useState(0);
  return (
    <AccountLayout title={common('pages.security')} back="accountProfile">
      <div className={styles.narrow}>
        <p className={styles.muted}>{t('security.lead')}</p>
        <Form
          key={round}
          schema={changePasswordSchema}
          defaultValues={{ oldPassword: '', newPassword: '', confirmation: '' }}
          aria-label={t('security.submit')}
          onSubmit={async (values) => {
            try {
              await change.mutateAsync(values);
            } catch (error) {
              const { key, values: params } = errorMessageOf(error);
              if (key === 'errors.wrongPassword')
                throw new FieldRefusal('oldPassword', key, params);
              throw error;
            }
            show('success', t('security.changed'));
            setRound((was) => was + 1);
          }}
        >
          <FormPasswordField
            name="oldPassword"
            label={t('security.oldPassword')}
            autoComplete="current-password"
          />
          <FormPasswordField
            name="newPassword"
            label={t('security.newPassword')}
            autoComplete="new-password"
            showHints
          />
          <FormPasswordField
            name="confirmation"
            label={t('security.confirmation')}
            autoComplete="new-password"
          />
          <FormSubmit size="lg" block>
            {t('security.submit')}
          </FormSubmit>
        </Form>
      </div>
    </AccountLayout>
  );
}
