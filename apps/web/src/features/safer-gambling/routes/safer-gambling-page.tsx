import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { Card } from '../../../components/ui/card.js';
import { PageTitle } from '../../../components/ui/page-title.js';
import { path } from '../../../config/paths.js';
import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { SAFER_GAMBLING_NAMESPACE } from '../locales/namespace.js';
import styles from './safer-gambling-page.module.css';

/** Independent help, free and confidential; the same list in every language. */
const HELP_ORGANISATIONS = [
  { id: 'gamcare', url: 'https://www.gamcare.org.uk' },
  { id: 'begambleaware', url: 'https://www.begambleaware.org' },
  { id: 'gamstop', url: 'https://www.gamstop.co.uk' },
  { id: 'gamblingTherapy', url: 'https://www.gamblingtherapy.org' },
  { id: 'gamblersAnonymous', url: 'https://www.gamblersanonymous.org' },
] as const;

/**
 * The safer-gambling page, one click from every page (the footer) and from the account: the
 * limits, time-out and self-exclusion explained, and where to find help (docs/decisions/037).
 */
export function SaferGamblingPage() {
  const { t } = useTranslation(SAFER_GAMBLING_NAMESPACE);
  const { href } = useLanguage();
  const { player } = useSession();
  return (
    <article className={styles.page} aria-labelledby="page-title">
      <PageTitle title={t('page.title')} />
      <p className={styles.lead}>{t('page.lead')}</p>
      <div className={styles.sections}>
        <Card title={t('page.limits.title')} headingLevel={2}>
          <p>{t('page.limits.text')}</p>
          <p>{t('page.limits.cooling')}</p>
          {player === null ? (
            <p>{t('page.limits.guest')}</p>
          ) : (
            <ButtonLink to={href(path('accountLimits'))} variant="primary">
              {t('page.limits.open')}
            </ButtonLink>
          )}
        </Card>
        <Card title={t('page.timeOut.title')} headingLevel={2}>
          <p>{t('page.timeOut.text')}</p>
          <p>{t('page.timeOut.how')}</p>
          <ButtonLink to={href(path('saferGamblingBreak'))} variant="secondary">
            {t('page.takeBreak')}
          </ButtonLink>
        </Card>
        <Card title={t('page.selfExclusion.title')} headingLevel={2}>
          <p>{t('page.selfExclusion.text')}</p>
          <p>{t('page.selfExclusion.how')}</p>
          <ButtonLink to={href(path('saferGamblingBreak'))} variant="secondary">
            {t('page.takeBreak')}
          </ButtonLink>
        </Card>
        <Card title={t('page.help.title')} headingLevel={2}>
          <p>{t('page.help.text')}</p>
          <ul className={styles.organisations}>
            {HELP_ORGANISATIONS.map((organisation) => (
              <li key={organisation.id}>
                <a href={organisation.url} target="_blank" rel="noopener noreferrer">
                  {t(`page.help.organisations.${organisation.id}`)}
                  <span className="visually-hidden"> {t('page.help.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t('page.minors.title')} headingLevel={2}>
          <p>{t('page.minors.text')}</p>
        </Card>
      </div>
      <p>
        <Link to={href(path('infoPage', { page: 'responsible-gaming' }))}>{t('page.more')}</Link>
      </p>
    </article>
  );
}
