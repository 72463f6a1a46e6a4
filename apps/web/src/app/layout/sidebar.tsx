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
  type GamificationAction,
} from '@casino/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useLogout } from '../../features/auth/public.js';
import { useJackpotTotal } from '../../features/jackpots/public.js';
import { useOpenGamification } from '../../features/gamification/public.js';
import { LanguageMenu } from '../../features/language-menu/public.js';
import { LoyaltyLevel } from '../../features/loyalty-level/public.js';
import { useMiniGameEntryVisible, useStartMiniGame } from '../../features/mini-games/public.js';
import { isLobbyPath, path } from '../../config/paths.js';
import { useLanguage } from '../../lib/language.js';
import { useModals } from '../../lib/modals.js';
import { useSession } from '../../lib/session.js';
import { useToasts } from '../../lib/toasts.js';
import { buttonClassName, iconButtonClassName } from '../../components/ui/button-look.js';
import { cx } from '../../components/ui/class-names.js';
import { Icon, type IconName } from '../../components/ui/icon.js';
import styles from './sidebar.module.css';

export type SidebarMode = 'expanded' | 'collapsed' | 'drawer';

/** The mini-games the sidebar's group offers (the daily bonus and the wheel also sit lower down). */
const MINI_GAME_VIEWS = ['lucky_card', 'wheel_of_fortune', 'lucky_pigeon'] as const;

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
      className={styles.link}
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
  onClick,
}: {
  icon: IconName;
  label: string;
  collapsed: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.link}
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
    <div>
      <button
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpen((shown) => !shown);
        }}
      >
        <Icon name={groupKey === 'live' ? 'live' : groupKey === 'jackpots' ? 'jackpot' : 'slots'} />
        <span className={styles.groupTitle}>{title}</span>
        <span className={styles.countLabel}>{countLabel}</span>
        <span className={styles.chevron}>
          <Icon name="chevronDown" size={16} />
        </span>
      </button>
      <ul id={listId} className={styles.sublist} hidden={!open}>
        {keys.map((key) => (
          <li key={key}>
            <NavLink to={href(path('games', { categoryId: GAME_CATEGORIES[key].path }))}>
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
}: {
  mode: SidebarMode;
  /** Collapses or expands the desktop sidebar (the drawer's sheet closes itself). */
  onToggleCollapsed?: () => void;
}) {
  const { t } = useTranslation();
  const { href, language } = useLanguage();
  const { open } = useModals();
  const { player, bootstrap, now } = useSession();
  const { show } = useToasts();
  const logout = useLogout();
  const jackpotTotal = useJackpotTotal();
  const location = useLocation();
  const collapsed = mode === 'collapsed';
  const lobby = isLobbyPath(splitLanguagePrefix(location.pathname).rest);
  const offer = welcomeOfferKey(language);
  const catchGameOn =
    bootstrap !== undefined && isCatchGameWindow(now(), bootstrap.settings.catchGameWindow);

  /** Mini-games and the daily bonus: a guest gets sign-up in place, a player the game's modal. */
  const startGame = useStartMiniGame();
  const openGamification = useOpenGamification();
  /** An entry of the gamification service: its panel for a player, sign-up for a guest. */
  const rewardsEntry = (action: GamificationAction, icon: IconName, label: string) => (
    <li>
      <ActionButton
        icon={icon}
        label={label}
        collapsed={collapsed}
        onClick={() => {
          openGamification(action);
        }}
      />
    </li>
  );
  const entryVisible = useMiniGameEntryVisible();
  /** A mini-game's or the daily bonus's entry, while it is offered: it opens its game. */
  const gameEntry = (view: Parameters<typeof startGame>[0], icon: IconName, label: string) =>
    entryVisible(view) ? (
      <li>
        <ActionButton
          icon={icon}
          label={label}
          collapsed={collapsed}
          onClick={() => {
            startGame(view);
          }}
        />
      </li>
    ) : null;

  const shortcuts: Entry[] = [
    { to: href(path('tournaments')), label: t('sidebar.tournaments'), icon: 'trophy' },
    { to: href(path('loyalty')), label: t('sidebar.loyalty'), icon: 'crown' },
  ];
  const entries: Entry[] = [
    { to: href(path('bonuses')), label: t('sidebar.promotions'), icon: 'gift' },
    { to: href(path('bonusShop')), label: t('sidebar.bonusShop'), icon: 'shop' },
  ];

  return (
    <nav id="sidebar" className={cx(styles.sidebar, styles[mode])} aria-label={t('nav.main')}>
      {mode === 'drawer' ? null : (
        <div className={styles.top}>
          <button
            type="button"
            className={iconButtonClassName({})}
            aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
            aria-expanded={!collapsed}
            onClick={onToggleCollapsed}
          >
            <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
          </button>
        </div>
      )}

      {collapsed ? null : player === null ? (
        <section className={styles.teaser} aria-labelledby="teaser-title">
          <h2 id="teaser-title">{t('sidebar.welcomeBonus')}</h2>
          <p>
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
          <Link
            to={href(path('registration'))}
            className={buttonClassName({ variant: 'primary', block: true })}
          >
            {t('sidebar.claimBonus')}
          </Link>
        </section>
      ) : (
        <LoyaltyLevel login={player.login} />
      )}

      {/* The search modal's entry: a button that reads as a search field. */}
      <button
        type="button"
        className={collapsed ? styles.link : styles.search}
        aria-label={collapsed ? t('sidebar.searchGames') : undefined}
        title={collapsed ? t('sidebar.searchGames') : undefined}
        onClick={() => open('SEARCH')}
      >
        <Icon name="search" />
        {collapsed ? null : <span>{t('sidebar.searchGames')}</span>}
      </button>

      <ul className={collapsed ? styles.list : styles.cards} aria-label={t('sidebar.shortcuts')}>
        {shortcuts.map((entry) => (
          <li key={entry.to}>
            {collapsed ? (
              <EntryLink entry={entry} collapsed />
            ) : (
              <Link to={entry.to} className={styles.card}>
                <Icon name={entry.icon} size={24} />
                <span>{entry.label}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>

      {collapsed ? null : (
        <Link to={href(path('jackpots'))} className={styles.jackpot}>
          <Icon name="jackpot" size={24} />
          <span className={styles.jackpotLabel}>{t('sidebar.jackpotTotal')}</span>
          {/* The card keeps its size while the total is on its way: nothing below it moves. */}
          {jackpotTotal === undefined ? (
            <span className={cx(styles.jackpotAmount, styles.jackpotPending)}>
              <span className="skeleton-text" style={{ width: '6em' }} aria-hidden="true" />
            </span>
          ) : (
            <span className={styles.jackpotAmount} data-testid="jackpot-total">
              {formatMoney(jackpotTotal.amount, jackpotTotal.currency, { decimals: 0 })}
            </span>
          )}
        </Link>
      )}

      {catchGameOn ? (
        <Link
          to={href(path('bonus', { bonus: String(bootstrap.settings.catchGameId) }))}
          className={collapsed ? styles.link : cx(styles.card, styles.catchCard)}
          aria-label={collapsed ? t('sidebar.catchGame') : undefined}
        >
          <Icon name="snowflake" size={collapsed ? 20 : 24} />
          {collapsed ? null : <span>{t('sidebar.catchGame')}</span>}
        </Link>
      ) : null}

      {/* The mini-games' group, while one of them is offered (closed for everyone: none is). */}
      {MINI_GAME_VIEWS.some(entryVisible) ? (
        <>
          {collapsed ? null : <h2 className={styles.heading}>{t('sidebar.miniGames')}</h2>}
          <ul className={collapsed ? styles.list : styles.miniGames}>
            {gameEntry('lucky_card', 'card', t('sidebar.luckyCard'))}
            {gameEntry('wheel_of_fortune', 'wheel', t('sidebar.wheelOfFortune'))}
            {entryVisible('lucky_pigeon') ? (
              <li>
                <Link
                  to={href(path('luckyPigeon'))}
                  className={styles.link}
                  aria-label={collapsed ? t('sidebar.luckyPigeon') : undefined}
                >
                  <Icon name="bird" />
                  {collapsed ? null : <span>{t('sidebar.luckyPigeon')}</span>}
                </Link>
              </li>
            ) : null}
          </ul>
        </>
      ) : null}

      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <EntryLink entry={entry} collapsed={collapsed} />
          </li>
        ))}
        {gameEntry('daily_bonus', 'calendar', t('sidebar.dailyBonus'))}
        {gameEntry('wheel_of_fortune', 'wheel', t('sidebar.wheelOfFortune'))}
      </ul>

      {collapsed ? null : <h2 className={styles.heading}>{t('sidebar.rewards')}</h2>}
      <ul className={styles.list} aria-label={collapsed ? t('sidebar.rewards') : undefined}>
        {rewardsEntry('wheel', 'wheel', t('sidebar.rewardsWheel'))}
        {rewardsEntry('missions', 'check', t('sidebar.rewardsMissions'))}
        {rewardsEntry('store', 'shop', t('sidebar.rewardsStore'))}
        <li>
          <EntryLink
            entry={{ to: href(path('bonuses')), label: t('sidebar.rewardsPromo'), icon: 'gift' }}
            collapsed={collapsed}
          />
        </li>
        {rewardsEntry('big-win', 'trophy', t('sidebar.rewardsBigWin'))}
      </ul>

      <div className={styles.groups}>
        {GAME_CATEGORY_GROUP_KEYS.map((key) => (
          <CategoryGroup key={key} groupKey={key} lobby={lobby} collapsed={collapsed} />
        ))}
      </div>

      <div className={styles.bottom}>
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
