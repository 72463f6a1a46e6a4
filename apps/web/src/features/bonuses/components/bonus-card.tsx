import { bonusStatusTone, type Bonus } from '@casino/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cx } from '../../../components/ui/class-names.js';
import { Money } from '../../../components/ui/money.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import styles from './bonus-card.module.css';
import toneStyles from '../../../components/ui/status-tone.module.css';

export interface BonusCardProps {
  bonus: Bonus;
  headingLevel?: 2 | 3;
  /** The bonus's own page, when the card links to it (its name becomes the link). */
  detailsHref?: string;
  /**
   * The wagering progress of the bonus being wagered, in a part of the card of its own between
   * the terms and the actions; nothing is drawn there without it.
   */
  wagering?: ReactNode;
  /** The controls at the bottom of the card (accept, add to queue, decline, cancel). */
  actions?: ReactNode;
  /** Without its own frame: inside a dialog, which is the frame. */
  plain?: boolean;
  className?: string;
}

/** A day in the page's language ('27.11.2026' in de-DE, 'Nov 27, 2026' in en-US). */
function formatDay(iso: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(new Date(iso));
}

/**
 * A bonus as the bonus pages and BONUS_MODAL show it: its image, the type and the status (its
 * label and colour), the name and short description, and its terms: minimum and maximum bet,
 * wagering and activation date.
 */
export function BonusCard({
  bonus,
  headingLevel = 3,
  detailsHref,
  wagering,
  actions,
  plain = false,
  className,
}: BonusCardProps) {
  const { t, i18n } = useTranslation(BONUSES_NAMESPACE);
  const titleId = useId();
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3';
  const tone = bonusStatusTone(bonus.status);

  const bet = (amount: number | null) =>
    amount === null ? t('card.noLimit') : <Money amount={amount} currency={bonus.currency} />;

  return (
    <article
      className={cx(styles.card, plain && styles.plain, className)}
      aria-labelledby={titleId}
    >
      <div className={styles.media}>
        {bonus.imageBackground === '' ? null : (
          <img
            className={styles.image}
            src={bonus.imageBackground}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <div className={styles.content}>
        <p className={styles.tags}>
          <span className={styles.type}>{t(`types.${bonus.type}`)}</span>
          <span className={cx(styles.status, toneStyles[tone])} data-tone={tone}>
            {t(`statuses.${bonus.status}`)}
          </span>
        </p>
        <Heading id={titleId} className={styles.name}>
          {detailsHref === undefined ? (
            bonus.name
          ) : (
            <Link to={detailsHref} className={styles.nameLink}>
              {bonus.name}
            </Link>
          )}
        </Heading>
        {bonus.shortDescription === '' ? null : (
          <p className={styles.description}>{bonus.shortDescription}</p>
        )}
        <dl className={styles.facts} aria-label={t('card.facts')}>
          <div className={styles.fact}>
            <dt>{t('card.minBet')}</dt>
            <dd>{bet(bonus.minBet)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('card.maxBet')}</dt>
            <dd>{bet(bonus.maxBet)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('card.wagering')}</dt>
            <dd>
              {bonus.wagering === 0
                ? t('card.noWagering')
                : t('card.wageringMultiple', { multiple: bonus.wagering })}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('card.activationDate')}</dt>
            <dd>
              {bonus.activationDate === null
                ? t('card.notActivated')
                : formatDay(bonus.activationDate, i18n.language)}
            </dd>
          </div>
        </dl>
        {wagering === undefined ? null : <div className={styles.wagering}>{wagering}</div>}
        {actions === undefined ? null : (
          <div
            className={styles.actions}
            role="group"
            aria-label={t('card.actions', { name: bonus.name })}
          >
            {actions}
          </div>
        )}
      </div>
    </article>
  );
}

/** A card's place while the bonuses load: the same size as a card with its actions. */
export function BonusCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.media} />
      <div className={styles.content}>
        <Skeleton width="60%" height={24} shape="text" />
        <Skeleton width="80%" height={28} shape="text" />
        <Skeleton width="100%" height={40} shape="text" />
        <Skeleton width="100%" height={128} />
        <Skeleton width="100%" height={40} />
      </div>
    </div>
  );
}
