import { INFO_PAGE_SECTIONS } from '@casino/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { infoPageLink, type useFooterContent } from '../../features/footer-content/public.js';
import { installPlatformOf, iosBrowserOf, useInstallState } from '../../features/pwa/public.js';
import { loadQaLauncher } from '../../features/qa-panel/feature.js';
import { path } from '../../config/paths.js';
import { useLanguage } from '../../lib/language.js';
import { LazyPartBoundary } from '../../lib/lazy-part.js';
import { useModals } from '../../lib/modals.js';
import { useSession } from '../../lib/session.js';
import { buttonClassName, ButtonLink } from '../../components/ui/button-look.js';
import { cx } from '../../components/ui/class-names.js';
import { Icon, type IconName } from '../../components/ui/icon.js';
import styles from './footer-sections.module.css';
import { LicenceText } from './licence-text.js';
import { useDepositInPlace } from './use-deposit-in-place.js';

const PAYMENT_METHODS = [
  { icon: 'card', label: 'footer.methodCard' },
  { icon: 'bank', label: 'footer.methodBank' },
  { icon: 'crypto', label: 'footer.methodCrypto' },
  { icon: 'phone', label: 'footer.methodMobile' },
] as const satisfies readonly { icon: IconName; label: string }[];

/**
 * Mock mode's floating QA control (docs/decisions/038-qa-panel.md). It comes after this chunk,
 * after the first screen of every page, so that the app's first load carries nothing of it.
 */
const QaLauncher = lazy(async () => ({ default: await loadQaLauncher() }));

/** The iOS browser once mounted (the footer may be drawn on the server), null elsewhere. */
function useIosBrowser() {
  const [browser, setBrowser] = useState<ReturnType<typeof iosBrowserOf> | null>(null);
  useEffect(() => {
    if (installPlatformOf(navigator) === 'ios') setBrowser(iosBrowserOf(navigator.userAgent));
  }, []);
  return browser;
}

/**
 * The footer below its brand: the CMS's info pages by section, the quick links, the payment
 * methods, the support and install blocks and the licence. Below the fold on every screen, so
 * it loads on its own rather than with the shell, and DOMPurify (for the licence's HTML) with it.
 */
export function FooterSections({
  content,
  isDesktop,
  onOpenChat,
}: {
  content: ReturnType<typeof useFooterContent>;
  isDesktop: boolean;
  /** Opens the support chat; without it (no chat configured) the support block is left out. */
  onOpenChat: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const { bootstrap, player } = useSession();
  const brand = bootstrap?.settings.brandName ?? 'Lumo Casino';
  const { open } = useModals();
  const iosBrowser = useIosBrowser();
  // The installed app asks nobody to install it.
  const { installed } = useInstallState();
  const affiliatesUrl = bootstrap?.settings.affiliatesUrl ?? null;
  const groups = content.data?.groups ?? [];
  const licence = content.data?.licence;
  // A guest is asked to sign up first; a player gets the deposit over the page.
  const paymentTarget = href(player === null ? path('registration') : path('deposit'));
  const depositInPlace = useDepositInPlace();

  return (
    <>
      <div className={styles.columns}>
        {content.isPending
          ? INFO_PAGE_SECTIONS.map((section) => (
              // The columns' place while the CMS answers, so the footer does not grow later.
              <div key={section} className={styles.pending} aria-hidden="true">
                <span className="skeleton-text" style={{ width: '6em', height: '1.25em' }} />
                <span className="skeleton-text" style={{ height: '1.25em' }} />
                <span className="skeleton-text" style={{ height: '1.25em' }} />
              </div>
            ))
          : null}
        {INFO_PAGE_SECTIONS.map((section) => {
          const group = groups.find((entry) => entry.code === section);
          if (group === undefined || group.children.length === 0) return null;
          return (
            <section key={section} className={styles.column} aria-labelledby={`footer-${section}`}>
              <h2 id={`footer-${section}`} className={styles.heading}>
                {t(`footer.sections.${section}`)}
              </h2>
              <ul>
                {group.children.map((page) => (
                  <li key={page.code}>
                    <Link to={href(infoPageLink(page.code))}>{page.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        <section className={styles.column} aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul>
            <li>
              <Link to={href(path('main'))}>{t('footer.mainPage')}</Link>
            </li>
            <li>
              <Link to={href(path('faq'))}>{t('footer.faq')}</Link>
            </li>
            {affiliatesUrl === null ? null : (
              <li>
                <a href={affiliatesUrl} target="_blank" rel="noopener noreferrer">
                  {t('footer.affiliates')}{' '}
                  <span className="visually-hidden">{t('footer.newTab')}</span>
                  <Icon name="external" size={14} />
                </a>
              </li>
            )}
          </ul>
        </section>
      </div>

      <section aria-labelledby="footer-payments">
        <h2 id="footer-payments" className={styles.heading}>
          {t('footer.payments')}
        </h2>
        <ul className={styles.paymentList}>
          {PAYMENT_METHODS.map((method) => (
            <li key={method.icon}>
              <Link
                to={paymentTarget}
                onClick={player === null ? undefined : depositInPlace}
                className={styles.payment}
                title={t('footer.paymentsHint')}
              >
                <Icon name={method.icon} size={24} />
                <span>{t(method.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.blocks}>
        {onOpenChat === undefined ? null : (
          <section className={styles.block} aria-labelledby="footer-support">
            <Icon name="chat" size={28} />
            <div className={styles.blockBody}>
              <h2 id="footer-support" className={styles.heading}>
                {t('footer.support')}
              </h2>
              <p>{t('footer.supportText')}</p>
              <button
                type="button"
                className={buttonClassName({ variant: 'secondary' }, styles.blockButton)}
                onClick={onOpenChat}
              >
                {t('footer.openChat')}
              </button>
            </div>
          </section>
        )}
        {isDesktop || installed ? null : (
          <section className={styles.block} aria-labelledby="footer-install">
            <Icon name="download" size={28} />
            <div className={styles.blockBody}>
              <h2 id="footer-install" className={styles.heading}>
                {t('footer.install')}
              </h2>
              <p>{t('footer.installText', { brand })}</p>
              {iosBrowser === null ? (
                <ButtonLink
                  to={href(path('installApp'))}
                  variant="secondary"
                  className={styles.blockButton}
                >
                  {t('footer.installButton')}
                </ButtonLink>
              ) : (
                // iOS has no install prompt: its steps, from the Share menu.
                <button
                  type="button"
                  className={buttonClassName({ variant: 'secondary' }, styles.blockButton)}
                  onClick={() => {
                    open('IOS_SETUP_MODAL', { browser: iosBrowser });
                  }}
                >
                  {t('footer.installButton')}
                </button>
              )}
            </div>
          </section>
        )}
      </div>

      {content.isPending ? <div className={cx(styles.licence, styles.licencePending)} /> : null}
      {licence === undefined ? null : (
        <section className={styles.licence} aria-label={t('footer.licence')}>
          <img
            src={licence.image}
            alt={t('footer.licenceSeal')}
            width={64}
            height={64}
            loading="lazy"
          />
          <LicenceText html={licence.text} className={styles.licenceText} />
        </section>
      )}
      {bootstrap?.flags.mockMode === true ? (
        <LazyPartBoundary name="the QA control" onError={() => undefined}>
          <Suspense fallback={null}>
            <QaLauncher />
          </Suspense>
        </LazyPartBoundary>
      ) : null}
    </>
  );
}
