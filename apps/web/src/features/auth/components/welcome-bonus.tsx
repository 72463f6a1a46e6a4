import { formatMoney, welcomeOfferKey } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language.js';
import styles from './auth-modals.module.css';

/** The welcome bonus of the visitor's locale (SPEC-NOTES), beside the sign-up form. */
export function WelcomeBonus({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const offer = welcomeOfferKey(language);
  const amount = formatMoney(offer.upTo.amount, offer.upTo.currency, { decimals: 0 });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <aside className={styles.bonus} aria-labelledby="welcome-bonus-title">
      <Heading id="welcome-bonus-title" className={styles.bonusLabel}>
        {t('bonus.title')}
      </Heading>
      <p className={styles.bonusOffer}>
        {offer.freeSpins > 0
          ? t('bonus.offer', { percent: offer.percent, amount, spins: offer.freeSpins })
          : t('bonus.offerShort', { percent: offer.percent, amount })}
      </p>
      <p className={styles.bonusNote}>{t('bonus.note')}</p>
    </aside>
  );
}
