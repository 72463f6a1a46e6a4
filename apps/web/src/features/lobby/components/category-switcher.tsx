import { GAME_CATEGORIES, type GameCategoryKey } from '@casino/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { LOBBY_NAMESPACE } from '../locales/namespace.js';
import { switcherCategories } from '../rules/main-page.js';
import { CategoryIcon } from './category-icon.js';
import styles from './category-switcher.module.css';

/**
 * The lobby's categories as one row of links to games/{path} (it scrolls sideways where they do
 * not fit), the current one marked. Favourites for players; Drops & Wins never for the UK;
 * Oktoberfest inside its window (the sidebar's rule, on the product's clock).
 */
export function CategorySwitcher({ current }: { current?: GameCategoryKey }) {
  const { t } = useTranslation(LOBBY_NAMESPACE);
  const { href } = useLanguage();
  const { bootstrap, player, now } = useSession();
  const listRef = useRef<HTMLUListElement>(null);
  const keys = switcherCategories({
    isUk: bootstrap?.isUk ?? false,
    today: now(),
    oktoberfestWindow: bootstrap?.settings.oktoberfestWindow,
    isPlayer: player !== null,
  });
  // The current category in view, in the middle of the row where it can be: the row scrolls
  // sideways only (scrollIntoView could move the page too).
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list === null || link === null || link === undefined) return;
    const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left) });
  }, [current]);

  return (
    <nav className={styles.switcher} aria-label={t('main.categories')}>
      <ul ref={listRef} className={styles.list}>
        {keys.map((key) => {
          const category = GAME_CATEGORIES[key];
          const isCurrent = key === current;
          return (
            <li key={key} className={styles.item}>
              <Link
                to={href(path('games', { categoryId: category.path }))}
                className={styles.link}
                aria-current={isCurrent ? 'page' : undefined}
              >
                <CategoryIcon icon={category.icon} size={18} />
                {t(category.titleKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
