import { formatMoney, type SignUpOffer } from '@casino/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/money.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useLanguage } from '../../../lib/language.js';
import { useSignUpOffer } from '../api/bonuses.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import cardStyles from './bonus-card.module.css';
import styles from './sign-up-offer.module.css';

/** The offer's card: the registration promotion's art, the locale's figures, and its terms. */
export function SignUpOfferCard({ offer }: { offer: SignUpOffer }) {
  const { t } = useTranslation(BONUSES_NAMESPACE);
  const titleId = useId();
  const amount = formatMoney(offer.upTo.amount, offer.upTo.currency, { decimals: 0 });
  const bet = (value: number | null) =>
    value === null ? t('card.noLimit') : <Money amount={value} currency={offer.upTo.currency} />;
  return (
    <article className={cardStyles.card} aria-labelledby={titleId} data-testid="sign-up-offer">
      <div className={cardStyles.media}>
        {offer.imageBackground === null || offer.imageBackground === '' ? null : (
          <img
            className={cardStyles.image}
            src={offer.imageBackground}
            alt=""
            width={640}
            height={360}
            decoding="async"
          />
        )}
      </div>
      <div className={cardStyles.content}>
        <h2 id={titleId} className={styles.title}>
          {t('signUpOffer.title')}
        </h2>
        <p className={styles.figures}>
          {offer.freeSpins > 0
            ? t('signUpOffer.offer', { percent: offer.percent, amount, spins: offer.freeSpins })
            : t('signUpOffer.offerShort', { percent: offer.percent, amount })}
        </p>
        <p className={cardStyles.description}>{t('signUpOffer.lead')}</p>
        {offer.bonusId === null ? null : (
          <dl className={cardStyles.facts} aria-label={t('card.facts')}>
            <div className={cardStyles.fact}>
              <dt>{t('card.minBet')}</dt>
              <dd>{bet(offer.minBet)}</dd>
            </div>
            <div className={cardStyles.fact}>
              <dt>{t('card.maxBet')}</dt>
              <dd>{bet(offer.maxBet)}</dd>
            </div>
            <div className={cardStyles.fact}>
              <dt>{t('card.wagering')}</dt>
              <dd>
                {offer.wagering === null || offer.wagering === 0
                  ? t('card.noWagering')
                  : t('card.wageringMultiple', { multiple: offer.wagering })}
              </dd>
            </div>
          </dl>
        )}
      </div>
    </article>
  );
}

/** A guest's sign-up offer, in their language; its place while it loads; nothing if it fails. */
export function GuestSignUpOffer() {
  const { language } = useLanguage();
  const offer = useSignUpOffer(language, true);
  if (offer.isError) return null;
  if (offer.data === undefined) {
    return (
      <div className={cardStyles.card} aria-hidden="true">
        <div className={cardStyles.media} />
        <div className={cardStyles.content}>
          <Skeleton width="50%" height={24} shape="text" />
          <Skeleton width="90%" height={32} shape="text" />
          <Skeleton width="100%" height={20} shape="text" />
          <Skeleton width="100%" height={88} />
        </div>
      </div>
    );
  }
  return <SignUpOfferCard offer={offer.data} />;
}
