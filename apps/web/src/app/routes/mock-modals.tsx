import { MODAL_NAMES } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title.js';
import { useModals } from '../../lib/modals.js';

/** Mock mode only: every modal of the registry, each built one opening from a button. */
export function MockModalsPage() {
  const { t } = useTranslation();
  const { open, isRegistered } = useModals();
  return (
    <section className="page" aria-labelledby="page-title">
      <PageTitle title={t('pages.mockModals')} />
      <p className="page__lead">{t('mockModals.intro')}</p>
      <ul className="mock-modals">
        {MODAL_NAMES.map((name) => (
          <li key={name}>
            <button
              type="button"
              className="button button--secondary"
              disabled={!isRegistered(name)}
              onClick={() => open(name)}
            >
              {t('mockModals.open', { name })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
