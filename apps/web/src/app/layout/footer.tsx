import { INFO_PAGE_SECTIONS } from '@casino/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFooterContent } from '../../features/footer-content/public.js';
import { SupportChat } from '../../features/support-chat/public.js';
import { path } from '../../config/paths.js';
import { useLanguage } from '../../lib/language.js';
import { useSession } from '../../lib/session.js';
import { Icon, type IconName } from '../../components/ui/icon.js';
import { Logo } from '../../components/ui/logo.js';

// DOMPurify comes with the licence text, not with the shell.
const LicenceText = lazy(async () => ({
  default: (await import('./licence-text.js')).LicenceText,
}));

const PAYMENT_METHODS = [
  { icon: 'card', label: 'footer.methodCard' },
  { icon: 'bank', label: 'footer.methodBank' },
  { icon: 'crypto', label: 'footer.methodCrypto' },
  { icon: 'phone', label: 'footer.methodMobile' },
] as const satisfies readonly { icon: IconName; label: string }[];

export function Footer({ isDesktop }: { isDesktop: boolean }) {
  const { t } = useTranslation();
  const { href, language } = useLanguage();
  const { bootstrap, player, now } = useSession();
  const footer = useFooterContent(language);
  const [chatOpen, setChatOpen] = useState(false);
  const brand = bootstrap?.settings.brandName ?? 'Lumo Casino';
  const affiliatesUrl = bootstrap?.settings.affiliatesUrl ?? null;
  const supportChatUrl = bootstrap?.settings.supportChatUrl ?? null;
  const mockMode = bootstrap?.flags.mockMode ?? false;
  const groups = footer.data?.groups ?? [];
  const licence = footer.data?.licence;
  // A guest is asked to sign up first; a player goes to the deposit.
  const paymentTarget = href(player === null ? path('registration') : path('deposit'));

  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Link to={href(path('main'))} className="footer__logo">
            <Logo label={t('app.home', { brand })} />
          </Link>
          <p className="footer__rights">
            {t('footer.allRights', { year: now().getFullYear(), brand })}
          </p>
        </div>

        <div className="footer__columns">
          {footer.isPending
            ? INFO_PAGE_SECTIONS.map((section) => (
                // The columns' place while the CMS answers, so the footer does not grow later.
                <div key={section} className="footer__column" aria-hidden="true">
                  <span className="footer__heading skeleton-text" />
                  <span className="skeleton-text" />
                  <span className="skeleton-text" />
                </div>
              ))
            : null}
          {INFO_PAGE_SECTIONS.map((section) => {
            const group = groups.find((entry) => entry.code === section);
            if (group === undefined || group.children.length === 0) return null;
            return (
              <section
                key={section}
                className="footer__column"
                aria-labelledby={`footer-${section}`}
              >
                <h2 id={`footer-${section}`} className="footer__heading">
                  {t(`footer.sections.${section}`)}
                </h2>
                <ul>
                  {group.children.map((page) => (
                    <li key={page.code}>
                      <Link to={href(path('infoPage', { page: page.code }))}>{page.title}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
          <section className="footer__column" aria-labelledby="footer-quick">
            <h2 id="footer-quick" className="footer__heading">
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

        <section className="footer__payments" aria-labelledby="footer-payments">
          <h2 id="footer-payments" className="footer__heading">
            {t('footer.payments')}
          </h2>
          <ul className="footer__payment-list">
            {PAYMENT_METHODS.map((method) => (
              <li key={method.icon}>
                <Link to={paymentTarget} className="payment-icon" title={t('footer.paymentsHint')}>
                  <Icon name={method.icon} size={24} />
                  <span>{t(method.label)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <div className="footer__blocks">
          {supportChatUrl === null && !mockMode ? null : (
            <section className="footer__block" aria-labelledby="footer-support">
              <Icon name="chat" size={28} />
              <div>
                <h2 id="footer-support" className="footer__heading">
                  {t('footer.support')}
                </h2>
                <p>{t('footer.supportText')}</p>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setChatOpen(true);
                  }}
                >
                  {t('footer.openChat')}
                </button>
              </div>
            </section>
          )}
          {isDesktop ? null : (
            <section className="footer__block" aria-labelledby="footer-install">
              <Icon name="download" size={28} />
              <div>
                <h2 id="footer-install" className="footer__heading">
                  {t('footer.install')}
                </h2>
                <p>{t('footer.installText', { brand })}</p>
                <Link to={href(path('installApp'))} className="button button--secondary">
                  {t('footer.installButton')}
                </Link>
              </div>
            </section>
          )}
        </div>

        {footer.isPending ? (
          <div className="footer__licence footer__licence--pending" aria-hidden="true" />
        ) : null}
        {licence === undefined ? null : (
          <section className="footer__licence" aria-label={t('footer.licence')}>
            <img
              src={licence.image}
              alt={t('footer.licenceSeal')}
              width={64}
              height={64}
              loading="lazy"
            />
            <Suspense fallback={<div className="footer__licence-text" />}>
              <LicenceText html={licence.text} />
            </Suspense>
          </section>
        )}
      </div>
      {chatOpen ? (
        <SupportChat
          url={supportChatUrl}
          onClose={() => {
            setChatOpen(false);
          }}
        />
      ) : null}
    </footer>
  );
}
