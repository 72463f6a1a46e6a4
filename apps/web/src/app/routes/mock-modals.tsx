import { DEMO_PLAYERS } from '@casino/mock-world/qa';
import { MODAL_NAMES, MODALS, type ModalName } from '@casino/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../components/ui/button-look.js';
import { PageTitle } from '../../components/ui/page-title.js';
import { failureReason, useSignInAs } from '../../features/qa-panel/public.js';
import type { ModalDataArgs, ModalSamples } from '../../lib/features.js';
import { useModals } from '../../lib/modals.js';
import { useSession } from '../../lib/session.js';
import { useToasts } from '../../lib/toasts.js';
import { loadModalSamples, MODAL_REGISTRY } from '../modal-registry.js';
import styles from './mock-modals.module.css';

/** The player this page signs a guest in as: the mock world's plain demo account. */
const DEMO_PLAYER = DEMO_PLAYERS.plain;

/** One modal's (or variant's) button, with the player-only marker where the registry sets it. */
function ModalEntry({
  name,
  label,
  disabled = false,
  onOpen,
}: {
  name: ModalName;
  label: string;
  disabled?: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const markerId = useId();
  const playerOnly = MODALS[name].authOnly;
  return (
    <li className={styles.entry}>
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary' })}
        disabled={disabled}
        aria-describedby={playerOnly ? markerId : undefined}
        onClick={onOpen}
      >
        {label}
      </button>
      {playerOnly ? (
        <span id={markerId} className={styles.playerOnly}>
          {t('mockModals.playerOnly')}
        </span>
      ) : null}
    </li>
  );
}

/**
 * Mock mode only: every modal of the registry, each built one opening with its sample data. The
 * modal manager keeps player-only modals from a guest without a word, so the page marks them,
 * says why one did not open, and signs a guest in as the demo player in place.
 */
export function MockModalsPage() {
  const { t } = useTranslation();
  const { open } = useModals();
  const { player, status } = useSession();
  const { show } = useToasts();
  const signInAs = useSignInAs();
  const [signingIn, setSigningIn] = useState(false);
  /** Whether this page signed the visitor in: the note then confirms it. */
  const [signedInHere, setSignedInHere] = useState(false);
  const noteRef = useRef<HTMLParagraphElement>(null);
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
  // The sign-in button goes once it has done its work: focus moves to the note that says so.
  useEffect(() => {
    if (signedInHere) noteRef.current?.focus();
  }, [signedInHere]);

  const isGuest = status !== 'pending' && player === null;
  const openSample = (name: ModalName, variant?: string) => {
    const registered = samples?.[name];
    if (registered === undefined) return;
    const data =
      variant === undefined
        ? registered.sample
        : registered.variants?.find((candidate) => candidate.id === variant)?.data;
    // The sample was checked against the modal's data type where the feature declared it.
    if (open(name, ...([data] as ModalDataArgs<ModalName>))) return;
    if (MODALS[name].authOnly && player === null) {
      show('info', t('mockModals.needsPlayer', { name }));
    }
  };
  const signInDemoPlayer = () => {
    setSigningIn(true);
    signInAs(DEMO_PLAYER)
      .then(
        () => {
          setSignedInHere(true);
        },
        (error: unknown) => {
          show('error', t('mockModals.signInFailed', { reason: failureReason(error) }));
        },
      )
      .finally(() => {
        setSigningIn(false);
      });
  };

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <PageTitle title={t('pages.mockModals')} />
      <p className={styles.lead}>{t('mockModals.intro')}</p>
      {isGuest ? (
        <div className={styles.note}>
          <p>{t('mockModals.guestNote', { email: DEMO_PLAYER })}</p>
          <button
            type="button"
            className={buttonClassName({ variant: 'primary' })}
            disabled={signingIn}
            aria-busy={signingIn || undefined}
            onClick={signInDemoPlayer}
          >
            {t('mockModals.signIn')}
          </button>
        </div>
      ) : signedInHere && player !== null ? (
        <div className={styles.note}>
          <p ref={noteRef} tabIndex={-1}>
            {t('mockModals.signedIn', { email: player.email })}
          </p>
        </div>
      ) : null}
      {/* The running build, for QA: the BFF's metrics name the served one (web_build_info). */}
      <p className={styles.lead} data-testid="build-id">
        {t('mockModals.build', { id: String(import.meta.env.VITE_BUILD_ID ?? 'dev') })}
      </p>
      <ul className={styles.list} aria-busy={samples === undefined || undefined}>
        {MODAL_NAMES.map((name) => (
          <ModalEntry
            key={name}
            name={name}
            label={t('mockModals.open', { name })}
            disabled={!MODAL_REGISTRY.has(name) || samples?.[name] === undefined}
            onOpen={() => {
              openSample(name);
            }}
          />
        ))}
        {MODAL_NAMES.flatMap((name) =>
          (samples?.[name]?.variants ?? []).map(({ id }) => (
            <ModalEntry
              key={`${name}:${id}`}
              name={name}
              label={t('mockModals.openVariant', { name, variant: id })}
              onOpen={() => {
                openSample(name, id);
              }}
            />
          )),
        )}
      </ul>
    </section>
  );
}
