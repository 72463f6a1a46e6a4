import { splitLanguagePrefix } from '@casino/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { buttonClassName, iconButtonClassName } from '../../../components/ui/button-look.js';
import { cx } from '../../../components/ui/class-names.js';
import { Icon } from '../../../components/ui/icon.js';
import { PageTitle } from '../../../components/ui/page-title.js';
import { SegmentedControl } from '../../../components/ui/segmented-control.js';
import { path, type RouteId } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { ACCOUNT_NAMESPACE } from '../locales/namespace.js';
import styles from './account-layout.module.css';

/** The account's tabs, in the order of SPEC.md section 2, each with the paths it holds. */
const TABS = [
  { id: 'bonuses', route: 'accountBonuses', prefix: '/account/bonuses' },
  { id: 'deposit', route: 'accountDeposit', prefix: '/account/deposit' },
  { id: 'profile', route: 'accountProfile', prefix: '/account/profile' },
  { id: 'balance', route: 'accountBalance', prefix: '/account/balance' },
  { id: 'withdrawal', route: 'accountWithdrawal', prefix: '/account/withdrawal' },
  // Safer gambling (docs/decisions/037): the player's limits, one tap from every account page.
  { id: 'limits', route: 'accountLimits', prefix: '/account/limits' },
] as const satisfies readonly { id: string; route: RouteId; prefix: string }[];

/** The tab a prefix-less account path belongs to. */
export function accountTabOf(pathname: string): (typeof TABS)[number]['id'] | undefined {
  return TABS.find((tab) => pathname === tab.prefix || pathname.startsWith(`${tab.prefix}/`))?.id;
}

/** Where the close control goes: the layout route the player entered the account from. */
export function accountExit(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const { from } = state;
  // Only a path of this site (never `//host`), as the header wrote it.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : undefined;
}

/** A two-option switcher of the account: banking or crypto, basic or bonus. */
export interface AccountSwitcher {
  kind: 'method' | 'wallet';
  /** The route of each option, the first being the page's default. */
  routes: readonly [RouteId, RouteId];
  /** The option on screen. */
  current: RouteId;
}

export interface AccountLayoutProps {
  title: string;
  /** A sub page's way back (verification, security, payment history, game transactions). */
  back?: RouteId;
  switcher?: AccountSwitcher;
  children: ReactNode;
}

/**
 * The account area's frame: its header with the close control, the horizontally scrolling tabs,
 * a sub page's back button and title, the banking/crypto or basic/bonus switcher, and the page,
 * in a container of 1170 px.
 */
export function AccountLayout({ title, back, switcher, children }: AccountLayoutProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { href } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const here = splitLanguagePrefix(location.pathname).rest;
  const activeTab = accountTabOf(here);
  // The way out travels from page to page of the account.
  const state: unknown = location.state;
  const exit = accountExit(state) ?? href(path('main'));

  const labels = {
    method: [t('layout.banking'), t('layout.crypto')],
    wallet: [t('layout.basic'), t('layout.bonus')],
  } as const;

  return (
    <section className={styles.account} aria-labelledby="page-title">
      <header className={styles.header}>
        <p className={styles.heading}>
          <Icon name="user" />
          {t('layout.title')}
        </p>
        <Link
          to={exit}
          className={iconButtonClassName({ variant: 'ghost' })}
          aria-label={t('layout.leave')}
        >
          <Icon name="close" />
        </Link>
      </header>
      <nav className={styles.tabs} aria-label={t('layout.sections')}>
        <ul className={styles.tabList}>
          {TABS.map((tab) => (
            <li key={tab.id}>
              <Link
                to={href(path(tab.route))}
                state={state}
                className={cx(styles.tab, tab.id === activeTab && styles.activeTab)}
                aria-current={tab.id === activeTab ? 'page' : undefined}
              >
                {t(`layout.tabs.${tab.id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          {back === undefined ? null : (
            <Link
              to={href(path(back))}
              state={state}
              className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            >
              <Icon name="chevronLeft" />
              {t('layout.back')}
            </Link>
          )}
          <PageTitle title={title} />
        </div>
        {switcher === undefined ? null : (
          <SegmentedControl
            className={styles.switcher}
            label={t(switcher.kind === 'method' ? 'layout.methodKind' : 'layout.wallet')}
            segments={[
              { id: switcher.routes[0], label: labels[switcher.kind][0] },
              { id: switcher.routes[1], label: labels[switcher.kind][1] },
            ]}
            value={switcher.current}
            onChange={(route) => {
              void navigate(href(path(route as RouteId)), { state, replace: true });
            }}
          />
        )}
        {children}
      </div>
    </section>
  );
}
