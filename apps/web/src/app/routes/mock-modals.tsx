import { MODAL_NAMES, type ModalName } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title.js';
import { type ModalDataArgs } from '../../lib/features.js';
import { useModals } from '../../lib/modals.js';
import { MODAL_REGISTRY } from '../modal-registry.js';

/** Mock mode only: every modal of the registry, each built one opening with its sample data. */
export function MockModalsPage() {
  const { t } = useTranslation();
  const { open } = useModals();
  const openSample = (name: ModalName) => {
    const registered = MODAL_REGISTRY.get(name);
    if (registered === undefined) return;
    // The sample was checked against the modal's data type where the feature registered it.
    open(name, ...([registered.sample] as ModalDataArgs<ModalName>));
  };
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
              disabled={!MODAL_REGISTRY.has(name)}
              onClick={() => {
                openSample(name);
              }}
            >
              {t('mockModals.open', { name })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
