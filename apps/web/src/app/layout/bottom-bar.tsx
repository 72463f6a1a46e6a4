import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { path } from '../../config/paths.js';
import { useLanguage } from '../../lib/language.js';
import { useModals } from '../../lib/modals.js';
import { scrollToTop } from '../../lib/scroll-to-top.js';
import { useSession } from '../../lib/session.js';
import { cx } from '../../components/ui/class-names.js';
import { Icon, type IconName } from '../../components/ui/icon.js';
import styles from './bottom-bar.module.css';
import { useDepositInPlace } from './use-deposit-in-place.js';

interface Item {
  to: string;
  label: string;
  icon: IconName;
  /** The deposit opens over the page rather than following its link. */
  inPlace?: boolean;
}

/**
 * The phone and tablet bottom bar: promo, slots, the centre button (deposit for players, sign-up
 * for guests), live and search. Each item also brings the page back to the top.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const { open } = useModals();
  const { player } = useSession();
  const depositInPlace = useDepositInPlace();
  const items: Item[] = [
    { to: href(path('bonuses')), label: t('bottomBar.promo'), icon: 'gift' },
    {
      to: href(path('games', { categoryId: 'slots' })),
      label: t('bottomBar.slots'),
      icon: 'slots',
    },
    player === null
      ? { to: href(path('registration')), label: t('bottomBar.signUp'), icon: 'star' }
      : { to: href(path('deposit')), label: t('bottomBar.deposit'), icon: 'plus', inPlace: true },
    { to: href(path('games', { categoryId: 'live' })), label: t('bottomBar.live'), icon: 'live' },
  ];

  return (
    <nav className={styles.bar} aria-label={t('bottomBar.label')}>
      <ul className={styles.list}>
        {items.map(({ to, label, icon, inPlace = false }, index) => {
          const centre = index === 2;
          return (
            <li key={to}>
              <Link
                to={to}
                className={cx(styles.item, centre && styles.centre)}
                onClick={(event) => {
                  // The deposit opens over the page: the page (a game) stays where it was.
                  if (inPlace) depositInPlace(event);
                  else scrollToTop();
                }}
              >
                {centre ? (
                  <span className={styles.centreIcon}>
                    <Icon name={icon} size={24} />
                  </span>
                ) : (
                  <Icon name={icon} />
                )}
                <span>{label}</span>
              </Link>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              scrollToTop();
              open('SEARCH');
            }}
          >
            <Icon name="search" />
            <span>{t('bottomBar.search')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
