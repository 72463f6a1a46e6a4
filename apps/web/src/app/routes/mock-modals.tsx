import { MODAL_NAMES, type ModalName } from '@casino/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../components/ui/button-look.js';
import { PageTitle } from '../../components/ui/page-title.js';
import type { ModalDataArgs, ModalSamples } from '../../lib/features.js';
import { useModals } from '../../lib/modals.js';
import { loadModalSamples, MODAL_REGISTRY } from '../modal-registry.js';
import styles from './mock-modals.module.css';

/** Mock mode only: every modal of the registry, each built one opening with its sample data. */
export function MockModalsPage() {
  const { t } = useTranslation();
  const { open } = useModals();
  // The features' samples come with this page only (never with the app): until they are here,
  // nothing can be opened.
  const [samples, setSamples] = useState<ModalSamples>();
  useEffect(() => {
    let current = true;
    void loadModalSamples().then((loaded) => {
      if (current) setSamples(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  const openSample = (name: ModalName, variant?: string) => {
    const registered = samples?.[name];
    if (registered === undefined) return;
    const data =
      variant === undefined
        ? registered.sample
        : registered.variants?.find((candidate) => candidate.id === variant)?.data;
    // The sample was checked against the modal's data type where the feature declared it.
    open(name, ...([data] as ModalDataArgs<ModalName>));
  };
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <PageTitle title={t('pages.mockModals')} />
      <p className={styles.lead}>{t('mockModals.intro')}</p>
      {/* The running build, for QA: the BFF's metrics name the served one (web_build_info). */}
      <p className={styles.lead} data-testid="build-id">
        {t('mockModals.build', { id: String(import.meta.env.VITE_BUILD_ID ?? 'dev') })}
      </p>
      <ul className={styles.list} aria-busy={samples === undefined || undefined}>
        {MODAL_NAMES.map((name) => (
          <li key={name}>
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              disabled={!MODAL_REGISTRY.has(name) || samples?.[name] === undefined}
              onClick={() => {
                openSample(name);
              }}
            >
              {t('mockModals.open', { name })}
            </button>
          </li>
        ))}
        {MODAL_NAMES.flatMap((name) =>
          (samples?.[name]?.variants ?? []).map(({ id }) => (
            <li key={`${name}:${id}`}>
              <button
                type="button"
                className={buttonClassName({ variant: 'secondary' })}
                onClick={() => {
                  openSample(name, id);
                }}
              >
                {t('mockModals.openVariant', { name, variant: id })}
              </button>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
