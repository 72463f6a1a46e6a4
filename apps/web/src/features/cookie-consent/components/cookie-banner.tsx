import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button-look.js';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { acceptCookies, useCookieConsent } from '../hooks/use-cookie-consent.js';
import styles from './cookie-banner.module.css';

/** The privacy policy's info page code in the CMS. */
const PRIVACY_POLICY_CODE = 'privacy-policy';

/** Shown until accepted; okay stores cookiesAccepted and lets the third-party scripts load. */
export function CookieBanner() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const accepted = useCookieConsent();
  if (accepted) return null;
  return (
    <section className={styles.banner} aria-label={t('cookies.label')}>
      <p className={styles.text}>
        {t('cookies.text')}{' '}
        <Link to={href(path('infoPage', { page: PRIVACY_POLICY_CODE }))}>
          {t('cookies.privacyPolicy')}
        </Link>
        .
      </p>
      <button type="button" className={buttonClassName({})} onClick={acceptCookies}>
        {t('cookies.accept')}
      </button>
    </section>
  );
}
