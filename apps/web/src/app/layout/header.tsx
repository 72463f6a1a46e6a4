import { minWidthQuery, splitLanguagePrefix } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LazyBalanceChip } from '../../features/wallet/public.js';
import { isAccountPath, path } from '../../config/paths.js';
import { useLanguage } from '../../lib/language.js';
import { useModals } from '../../lib/modals.js';
import { useSession } from '../../lib/session.js';
import { useMediaQuery } from '../../lib/use-media-query.js';
import {
  buttonClassName,
  ButtonLink,
  iconButtonClassName,
} from '../../components/ui/button-look.js';
import { Icon } from '../../components/ui/icon.js';
import { Logo } from '../../components/ui/logo.js';
import styles from './header.module.css';
import { useDepositInPlace } from './use-deposit-in-place.js';

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
  onPreloadDrawer,
  drawerOpen,
}: {
  isDesktop: boolean;
  onOpenDrawer: () => void;
  /** Fetches the drawer's code ahead of a press (on a hover or focus of the menu button). */
  onPreloadDrawer: () => void;
  drawerOpen: boolean;
}) {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const { open } = useModals();
  const depositInPlace = useDepositInPlace();
  const { player, bootstrap } = useSession();
  const location = useLocation();
  const brand = bootstrap?.settings.brandName ?? 'Lumo Casino';
  // Phones show the mark alone, leaving the row to the actions.
  const isPhone = !useMediaQuery(minWidthQuery(768));

  // From inside the account, the profile keeps the route the player entered the account from.
  const inAccount = isAccountPath(splitLanguagePrefix(location.pathname).rest);
  const profileState: AccountEntryState = inAccount
    ? (accountEntryState(location.state) ?? { from: href(path('main')) })
    : { from: `${location.pathname}${location.search}` };

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {isDesktop ? null : (
          <button
            type="button"
            className={iconButtonClassName({})}
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={onOpenDrawer}
            // The drawer's code comes with the first hover or focus of its button.
            onPointerEnter={onPreloadDrawer}
            onFocus={onPreloadDrawer}
          >
            <Icon name="menu" />
          </button>
        )}
        <Link to={href(path('main'))} className={styles.logo}>
          <Logo label={t('app.home', { brand })} compact={isPhone} />
        </Link>
        {isDesktop ? (
          // The search modal's entry: a button that reads as a read-only search field.
          <button type="button" className={styles.search} onClick={() => open('SEARCH')}>
            <Icon name="search" />
            <span>{t('header.search')}</span>
          </button>
        ) : (
          <button
            type="button"
            className={iconButtonClassName({}, styles.searchButton)}
            aria-label={t('header.search')}
            onClick={() => open('SEARCH')}
          >
            <Icon name="search" />
          </button>
        )}
        <div className={styles.actions}>
          {player === null ? (
            <>
              <button
                type="button"
                className={buttonClassName({ variant: 'ghost' }, styles.action)}
                onClick={() => open('LOGIN')}
              >
                {t('header.login')}
              </button>
              <ButtonLink to={href(path('registration'))} className={styles.action}>
                {t('header.signUp')}
              </ButtonLink>
            </>
          ) : (
            <>
              <LazyBalanceChip />
              <ButtonLink
                to={href(path('deposit'))}
                onClick={depositInPlace}
                className={styles.action}
                aria-label={isDesktop ? undefined : t('header.deposit')}
              >
                {isDesktop ? t('header.deposit') : <Icon name="plus" />}
              </ButtonLink>
              <Link
                to={href(path('accountProfile'))}
                state={profileState}
                className={iconButtonClassName({ variant: 'secondary' })}
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
