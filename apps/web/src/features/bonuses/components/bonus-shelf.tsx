import type { Bonus } from '@casino/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import { BonusActions } from './bonus-actions.js';
import { BonusCard, BonusCardSkeleton } from './bonus-card.js';
import styles from './bonus-shelf.module.css';
import { wageringPartOf } from './wagering-meter.js';

export interface BonusShelfProps {
  title: string;
  /** The bonuses, or undefined while they load (skeletons of a card's size). */
  bonuses: readonly Bonus[] | undefined;
  /** The bonus being wagered (it decides whether accepting asks first). */
  active: Bonus | null | undefined;
  /** What an empty shelf says, already translated. */
  empty: string;
  /** How many skeletons stand in while loading. */
  placeholders?: number;
}

/** One shelf of the bonus pages: its heading and its cards in a grid, each with its actions. */
export function BonusShelf({ title, bonuses, active, empty, placeholders = 1 }: BonusShelfProps) {
  const { href } = useLanguage();
  const headingId = useId();
  return (
    <section className={styles.shelf} aria-labelledby={headingId} aria-busy={bonuses === undefined}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {bonuses === undefined ? (
        <ul className={styles.grid}>
          {Array.from({ length: placeholders }, (_, index) => (
            <li key={index}>
              <BonusCardSkeleton />
            </li>
          ))}
        </ul>
      ) : bonuses.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.grid}>
          {bonuses.map((bonus) => (
            <li key={bonus.id} className={styles.item}>
              <BonusCard
                bonus={bonus}
                detailsHref={href(path('bonus', { bonus: String(bonus.id) }))}
                wagering={wageringPartOf(bonus)}
                actions={<BonusActions bonus={bonus} active={active} />}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A guest's way in: the bonuses wait behind a sign-up. */
export function GuestBonusCall({ action }: { action?: ReactNode }) {
  const { t } = useTranslation(BONUSES_NAMESPACE);
  const { open } = useModals();
  return (
    <EmptyState
      icon="gift"
      headingLevel={2}
      title={t('guest.title')}
      description={t('guest.lead')}
      className={styles.guest}
      action={
        action ?? (
          <Button
            onPress={() => {
              open('SIGNUP');
            }}
          >
            {t('guest.signUp')}
          </Button>
        )
      }
    />
  );
}
