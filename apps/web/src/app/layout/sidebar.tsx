import {
  GAME_CATEGORIES,
  GAME_CATEGORY_GROUP_KEYS,
  GAME_CATEGORY_GROUPS,
  formatMoney,
  isCasinoCategoryVisible,
  isCatchGameWindow,
  splitLanguagePrefix,
  welcomeOfferKey,
  type GameCategoryGroupKey,
} from '@casino/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useLogout } from '../../features/auth/public.js';
import { LanguageMenu } from '../../features/language-menu/public.js';
import { LoyaltyLevel } from '../../features/loyalty-level/public.js';
import { isLobbyPath, path } from '../../config/paths.js';
import { useLanguage } from '../../lib/language.js';
import { useModals } from '../../lib/modals.js';
import { useRealtime } from '../../lib/realtime.js';
import { useSession } from '../../lib/session.js';
import { useToasts } from '../../lib/toasts.js';
import { Icon, type IconName } from '../../components/ui/icon.js';

export type SidebarMode = 'expanded' | 'collapsed' | 'drawer';

interface Entry {
  to: string;
  label: string;
  icon: IconName;
}

function EntryLink({ entry, collapsed }: { entry: Entry; collapsed: boolean }) {
  return (
    <NavLink
      to={entry.to}
      end
      className="sidebar__link"
      aria-label={collapsed ? entry.label : undefined}
      title={collapsed ? entry.label : undefined}
    >
      <Icon name={entry.icon} />
      {collapsed ? null : <span>{entry.label}</span>}
    </NavLink>
  );
}

/** A sidebar action that is not a page: an icon, and its label unless the sidebar is collapsed. */
function ActionButton({
  icon,
  label,
  collapsed,
  className = 'sidebar__link',
  onClick,
}: {
  icon: IconName;
  label: string;
  collapsed: boolean;
  className?: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-label={collapsed ? label : undefined}
      title={collapsed ? label : undefined}
      onClick={onClick}
    >
      <Icon name={icon} />
      {collapsed ? null : <span>{label}</span>}
    </button>
  );
}

/** A dropdown group of categories (casino, live, jackpots) with its count label. */
function CategoryGroup({
  groupKey,
  lobby,
  collapsed,
}: {
  groupKey: GameCategoryGroupKey;
  lobby: boolean;
  collapsed: boolean;
}) {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const { bootstrap, now } = useSession();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const group = GAME_CATEGORY_GROUPS[groupKey];
  const isUk = bootstrap?.isUk ?? false;
  const today = now();
  const keys =
    groupKey === 'casino'
      ? group.categories.filter((key) =>
          isCasinoCategoryVisible(key, {
            isUk,
            today,
            oktoberfestWindow: bootstrap?.settings.oktoberfestWindow,
          }),
        )
      : group.categories;
  const countLabel = lobby ? group.countLabel.lobby : group.countLabel.main;
  const title = t(group.titleKey);

  if (collapsed) {
    const first = keys[0];
    return first === undefined ? null : (
      <EntryLink
        entry={{
          to: href(path('games', { categoryId: GAME_CATEGORIES[first].path })),
          label: `${title} (${countLabel})`,
          icon: groupKey === 'live' ? 'live' : groupKey === 'jackpots' ? 'jackpot' : 'slots',
        }}
        collapsed
      />
    );
  }

  return (
    <div className="sidebar__group">
      <button
        type="button"
        className="sidebar__group-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpen((shown) => !shown);
        }}
      >
        <Icon name={groupKey === 'live' ? 'live' : groupKey === 'jackpots' ? 'jackpot' : 'slots'} />
        <span className="sidebar__group-title">{title}</span>
        <span className="count-label">{countLabel}</span>
        <span className={`sidebar__chevron${open ? ' sidebar__chevron--open' : ''}`}>
          <Icon name="chevronDown" size={16} />
        </span>
      </button>
      <ul id={listId} className="sidebar__sublist" hidden={!open}>
        {keys.map((key) => (
          <li key={key}>
            <NavLink
              to={href(path('games', { categoryId: GAME_CATEGORIES[key].path }))}
              className="sidebar__sublink"
            >
              {t(GAME_CATEGORIES[key].titleKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Sidebar({
  mode,
  onToggleCollapsed,
  onClose,
}: {
  mode: SidebarMode;
  onToggleCollapsed: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { href, language } = useLanguage();
  const { open } = useModals();
  const { player, bootstrap, now } = useSession();
  const { show } = useToasts();
  const logout = useLogout();
  const { jackpotTotal } = useRealtime();
  const navigate = useNavigate();
  const location = useLocation();
  const collapsed = mode === 'collapsed';
  const lobby = isLobbyPath(splitLanguagePrefix(location.pathname).rest);
  const offer = welcomeOfferKey(language);
  const catchGameOn =
    bootstrap !== undefined && isCatchGameWindow(now(), bootstrap.settings.catchGameWindow);

  /** Mini-games and the daily bonus: guests are sent to sign up, players get the game's modal. */
  const startGame = (game: 'lucky_card' | 'wheel_of_fortune' | 'daily_bonus') => {
    if (player === null) void navigate(href(path('registration')));
    else open('GPT_GAME_MODAL', { game });
  };

  const shortcuts: Entry[] = [
    { to: href(path('tournaments')), label: t('sidebar.tournaments'), icon: 'trophy' },
    { to: href(path('loyalty')), label: t('sidebar.loyalty'), icon: 'crown' },
  ];
  const entries: Entry[] = [
    { to: href(path('bonuses')), label: t('sidebar.promotions'), icon: 'gift' },
    { to: href(path('bonusShop')), label: t('sidebar.bonusShop'), icon: 'shop' },
  ];

  return (
    <nav id="sidebar" className={`sidebar sidebar--${mode}`} aria-label={t('nav.main')}>
      <div className="sidebar__top">
        {mode === 'drawer' ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('nav.closeMenu')}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        ) : (
          <button
            type="button"
            className="icon-button"
            aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
            aria-expanded={!collapsed}
            onClick={onToggleCollapsed}
          >
            <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
          </button>
        )}
      </div>

      {collapsed ? null : player === null ? (
        <section className="teaser" aria-labelledby="teaser-title">
          <h2 id="teaser-title" className="teaser__title">
            {t('sidebar.welcomeBonus')}
          </h2>
          <p className="teaser__offer">
            {offer.freeSpins > 0
              ? t('sidebar.welcomeOffer', {
                  percent: offer.percent,
                  amount: formatMoney(offer.upTo.amount, offer.upTo.currency, { decimals: 0 }),
                  spins: offer.freeSpins,
                })
              : t('sidebar.welcomeOfferShort', {
                  percent: offer.percent,
                  amount: formatMoney(offer.upTo.amount, offer.upTo.currency, { decimals: 0 }),
                })}
          </p>
          <Link to={href(path('registration'))} className="button button--primary button--block">
            {t('sidebar.claimBonus')}
          </Link>
        </section>
      ) : (
        <LoyaltyLevel login={player.login} />
      )}

      {collapsed ? (
        <button
          type="button"
          className="sidebar__link"
          aria-label={t('sidebar.searchGames')}
          title={t('sidebar.searchGames')}
          onClick={() => open('SEARCH')}
        >
          <Icon name="search" />
        </button>
      ) : (
        <label className="sidebar__search">
          <Icon name="search" />
          <span className="visually-hidden">{t('sidebar.searchGames')}</span>
          <input
            type="search"
            readOnly
            placeholder={t('sidebar.searchGames')}
            onClick={() => open('SEARCH')}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') open('SEARCH');
            }}
          />
        </label>
      )}

      <ul
        className={collapsed ? 'sidebar__list' : 'sidebar__cards'}
        aria-label={t('sidebar.shortcuts')}
      >
        {shortcuts.map((entry) => (
          <li key={entry.to}>
            {collapsed ? (
              <EntryLink entry={entry} collapsed />
            ) : (
              <Link to={entry.to} className="shortcut-card">
                <Icon name={entry.icon} size={24} />
                <span>{entry.label}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>

      {collapsed ? null : (
        <Link to={href(path('jackpots'))} className="jackpot-card">
          <Icon name="jackpot" size={24} />
          <span className="jackpot-card__label">{t('sidebar.jackpotTotal')}</span>
          {/* The card keeps its size while the total is on its way: nothing below it moves. */}
          {jackpotTotal === undefined ? (
            <span className="jackpot-card__amount skeleton-text" aria-hidden="true" />
          ) : (
            <span className="jackpot-card__amount" data-testid="jackpot-total">
              {formatMoney(jackpotTotal.amount, jackpotTotal.currency, { decimals: 0 })}
            </span>
          )}
        </Link>
      )}

      {catchGameOn ? (
        <Link
          to={href(path('bonus', { bonus: String(bootstrap.settings.catchGameId) }))}
          className={collapsed ? 'sidebar__link' : 'catch-card'}
          aria-label={collapsed ? t('sidebar.catchGame') : undefined}
        >
          <Icon name="snowflake" size={collapsed ? 20 : 24} />
          {collapsed ? null : <span>{t('sidebar.catchGame')}</span>}
        </Link>
      ) : null}

      {collapsed ? null : <h2 className="sidebar__heading">{t('sidebar.miniGames')}</h2>}
      <ul className={collapsed ? 'sidebar__list' : 'sidebar__mini-games'}>
        <li>
          <ActionButton
            icon="card"
            label={t('sidebar.luckyCard')}
            collapsed={collapsed}
            className="mini-game"
            onClick={() => {
              startGame('lucky_card');
            }}
          />
        </li>
        <li>
          <ActionButton
            icon="wheel"
            label={t('sidebar.wheelOfFortune')}
            collapsed={collapsed}
            className="mini-game"
            onClick={() => {
              startGame('wheel_of_fortune');
            }}
          />
        </li>
        <li>
          <Link
            to={href(path('luckyPigeon'))}
            className="mini-game"
            aria-label={collapsed ? t('sidebar.luckyPigeon') : undefined}
          >
            <Icon name="bird" />
            {collapsed ? null : <span>{t('sidebar.luckyPigeon')}</span>}
          </Link>
        </li>
      </ul>

      <ul className="sidebar__list">
        {entries.map((entry) => (
          <li key={entry.to}>
            <EntryLink entry={entry} collapsed={collapsed} />
          </li>
        ))}
        <li>
          <ActionButton
            icon="calendar"
            label={t('sidebar.dailyBonus')}
            collapsed={collapsed}
            onClick={() => {
              startGame('daily_bonus');
            }}
          />
        </li>
        <li>
          <ActionButton
            icon="wheel"
            label={t('sidebar.wheelOfFortune')}
            collapsed={collapsed}
            onClick={() => {
              startGame('wheel_of_fortune');
            }}
          />
        </li>
      </ul>

      <div className="sidebar__groups">
        {GAME_CATEGORY_GROUP_KEYS.map((key) => (
          <CategoryGroup key={key} groupKey={key} lobby={lobby} collapsed={collapsed} />
        ))}
      </div>

      <div className="sidebar__bottom">
        <LanguageMenu compact={collapsed} />
        {player === null ? null : (
          <ActionButton
            icon="external"
            label={t('header.logout')}
            collapsed={collapsed}
            onClick={() => {
              logout.mutate(undefined, {
                onSettled: () => {
                  show('info', t('auth.loggedOut'));
                },
              });
            }}
          />
        )}
      </div>
    </nav>
  );
}
