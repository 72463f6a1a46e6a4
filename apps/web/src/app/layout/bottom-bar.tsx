import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { path } from '../../config/paths.js';
import { useLanguage } from '../../lib/language.js';
import { useModals } from '../../lib/modals.js';
import { scrollToTop } from '../../lib/scroll-to-top.js';
import { useSession } from '../../lib/session.js';
import { Icon } from '../../components/ui/icon.js';

/**
 * The phone and tablet bottom bar: promo, slots, the centre button (deposit for players, sign-up
 * for guests), live and search. Each item also brings the page back to the top.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const { open } = useModals();
  const { player } = useSession();
  const centre =
    player === null
      ? { to: href(path('registration')), label: t('bottomBar.signUp'), icon: 'star' as const }
      : { to: href(path('deposit')), label: t('bottomBar.deposit'), icon: 'plus' as const };

  return (
    <nav className="bottom-bar" aria-label={t('bottomBar.label')}>
      <ul className="bottom-bar__list">
        <li>
          <Link
            to={href(path('bonuses'))}
            className="bottom-bar__item"
            onClick={() => {
              scrollToTop();
            }}
          >
            <Icon name="gift" />
            <span>{t('bottomBar.promo')}</span>
          </Link>
        </li>
        <li>
          <Link
            to={href(path('games', { categoryId: 'slots' }))}
            className="bottom-bar__item"
            onClick={() => {
              scrollToTop();
            }}
          >
            <Icon name="slots" />
            <span>{t('bottomBar.slots')}</span>
          </Link>
        </li>
        <li>
          <Link
            to={centre.to}
            className="bottom-bar__item bottom-bar__item--centre"
            onClick={() => {
              scrollToTop();
            }}
          >
            <span className="bottom-bar__centre-icon">
              <Icon name={centre.icon} size={24} />
            </span>
            <span>{centre.label}</span>
          </Link>
        </li>
        <li>
          <Link
            to={href(path('games', { categoryId: 'live' }))}
            className="bottom-bar__item"
            onClick={() => {
              scrollToTop();
            }}
          >
            <Icon name="live" />
            <span>{t('bottomBar.live')}</span>
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="bottom-bar__item"
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
