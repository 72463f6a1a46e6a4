import { splitLanguagePrefix } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { BalanceChip } from '../../features/balance/public.js';
import { isAccountPath, path } from '../../config/paths.js';
import { useLanguage } from '../../lib/language.js';
import { useModals } from '../../lib/modals.js';
import { useSession } from '../../lib/session.js';
import { useMediaQuery } from '../../lib/use-media-query.js';
import { Icon } from '../../components/ui/icon.js';
import { Logo } from '../../components/ui/logo.js';

/** Navigation state of the account pages: the layout route the player came from. */
export interface AccountEntryState {
  from: string;
}

function accountEntryState(state: unknown): AccountEntryState | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const { from } = state;
  return typeof from === 'string' && from.startsWith('/') ? { from } : undefined;
}

export function Header({
  isDesktop,
  onOpenDrawer,
  drawerOpen,
}: {
  isDesktop: boolean;
  onOpenDrawer: () => void;
  drawerOpen: boolean;
}) {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const { open } = useModals();
  const { player, bootstrap } = useSession();
  const location = useLocation();
  const brand = bootstrap?.settings.brandName ?? 'Lumo Casino';
  // Phones show the mark alone, leaving the row to the actions.
  const isPhone = !useMediaQuery('(min-width: 768px)');

  // From inside the account, the profile keeps the route the player entered the account from.
  const inAccount = isAccountPath(splitLanguagePrefix(location.pathname).rest);
  const profileState: AccountEntryState = inAccount
    ? (accountEntryState(location.state) ?? { from: href(path('main')) })
    : { from: `${location.pathname}${location.search}` };

  return (
    <header className="header">
      <div className="header__inner">
        {isDesktop ? null : (
          <button
            type="button"
            className="icon-button"
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            aria-controls="sidebar"
            onClick={onOpenDrawer}
          >
            <Icon name="menu" />
          </button>
        )}
        <Link to={href(path('main'))} className="header__logo">
          <Logo label={t('app.home', { brand })} compact={isPhone} />
        </Link>
        {isDesktop ? (
          <label className="header__search">
            <Icon name="search" />
            <span className="visually-hidden">{t('header.search')}</span>
            <input
              type="search"
              readOnly
              placeholder={t('header.search')}
              onClick={() => open('SEARCH')}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') open('SEARCH');
              }}
            />
          </label>
        ) : (
          <button
            type="button"
            className="icon-button header__search-button"
            aria-label={t('header.search')}
            onClick={() => open('SEARCH')}
          >
            <Icon name="search" />
          </button>
        )}
        <div className="header__actions">
          {player === null ? (
            <>
              <button type="button" className="button button--ghost" onClick={() => open('LOGIN')}>
                {t('header.login')}
              </button>
              <Link to={href(path('registration'))} className="button button--primary">
                {t('header.signUp')}
              </Link>
            </>
          ) : (
            <>
              <BalanceChip />
              <Link
                to={href(path('deposit'))}
                className="button button--primary"
                aria-label={isDesktop ? undefined : t('header.deposit')}
              >
                {isDesktop ? t('header.deposit') : <Icon name="plus" />}
              </Link>
              <Link
                to={href(path('accountProfile'))}
                state={profileState}
                className="icon-button icon-button--outlined"
                aria-label={t('header.profile')}
              >
                <Icon name="user" />
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
