import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFooterContent } from '../../features/footer-content/public.js';
import { path } from '../../config/paths.js';
import { useLanguage } from '../../lib/language.js';
import { useSession } from '../../lib/session.js';
import { Logo } from '../../components/ui/logo.js';
import { useAfterFirstScreen } from '../../lib/after-first-screen.js';
import { LazyPartBoundary } from '../../lib/lazy-part.js';
import styles from './footer.module.css';

// Below the fold: the sections come as a chunk of their own, after the first screen.
const FooterSections = lazy(async () => ({
  default: (await import('./footer-sections.js')).FooterSections,
}));

// The chat's dialog (React Aria's modal) comes when it is first opened.
const SupportChat = lazy(async () => ({
  default: (await import('../../features/support-chat/public.js')).SupportChat,
}));

/**
 * The footer (SPEC.md section 2): the logo to main and the all-rights line, then the info pages,
 * the quick links, the payment methods, the support and install blocks and the licence.
 */
export function Footer({ isDesktop }: { isDesktop: boolean }) {
  const { t } = useTranslation();
  const { href, language } = useLanguage();
  const { bootstrap, now, player } = useSession();
  // Asked at once, not when the sections' code has come.
  const content = useFooterContent(language);
  const [chatOpen, setChatOpen] = useState(false);
  // The sections' code comes after the first screen (with the CMS answer there by then).
  const sectionsDue = useAfterFirstScreen();
  const brand = bootstrap?.settings.brandName ?? 'Lumo Casino';
  const supportChatUrl = bootstrap?.settings.supportChatUrl ?? null;
  const hasChat = supportChatUrl !== null || (bootstrap?.flags.mockMode ?? false);
  const closeChat = () => {
    setChatOpen(false);
  };

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to={href(path('main'))}>
            <Logo label={t('app.home', { brand })} />
          </Link>
          <p>{t('footer.allRights', { year: now().getFullYear(), brand })}</p>
          {/* Safer gambling one click from every page, and the 18+ notice (docs/decisions/037). */}
          <p className={styles.adults}>
            <span className={styles.adultsBadge}>{t('saferGambling.adultsOnly')}</span>
            {t('saferGambling.adultsOnlyText')}
          </p>
          <nav className={styles.saferGambling} aria-label={t('saferGambling.link')}>
            <Link to={href(path('saferGambling'))}>{t('saferGambling.link')}</Link>
            {player === null ? null : (
              <Link to={href(path('accountLimits'))}>{t('saferGambling.limits')}</Link>
            )}
          </nav>
        </div>
        {sectionsDue ? (
          <LazyPartBoundary name="the footer's sections" onError={() => undefined}>
            <FooterSections
              content={content}
              isDesktop={isDesktop}
              onOpenChat={
                hasChat
                  ? () => {
                      setChatOpen(true);
                    }
                  : undefined
              }
            />
          </LazyPartBoundary>
        ) : null}
      </div>
      {chatOpen ? (
        <LazyPartBoundary name="the support chat" onError={closeChat}>
          <SupportChat url={supportChatUrl} onClose={closeChat} />
        </LazyPartBoundary>
      ) : null}
    </footer>
  );
}
