import { splitLanguagePrefix } from '@casino/shared';
import { Suspense, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { path } from '../../../config/paths.js';
import { lazyPart, LazyPartBoundary } from '../../../lib/lazy-part.js';
import { sessionStore } from '../../../lib/storage.js';
import styles from './qa-launcher.module.css';

/** The side panel and every control in it: loaded the first time QA opens it. */
const drawer = lazyPart(async () => (await import('./qa-drawer.js')).QaDrawer);

/**
 * Mock mode's floating control (the footer's lazy part loads it through feature.ts once bootstrap
 * says mockMode): a small button
 * that opens the QA panel beside the page, so that each control's effect shows at once. Not on
 * the panel's own page, and not in a tab where QA hid it (for screenshots; the journeys do too).
 */
export function QaLauncher() {
  // The shell's strings and the shell's storage check: the control alone loads no zod and not
  // the panel's strings, which come with the drawer.
  const { t } = useTranslation();
  const location = useLocation();
  // Read at each render: the panel's page can show the control again (the next page shows it).
  const hidden = sessionStore.get('qaControlHidden') === true;
  const [, hide] = useReducer((count: number) => count + 1, 0);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (hidden || splitLanguagePrefix(location.pathname).rest === path('qaPanel')) return null;

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  // On the page's body, not inside the part that mounts it (the footer): its own landmark.
  return createPortal(
    <>
      <button
        ref={button}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-label={t('app.openQaPanel')}
        onPointerEnter={drawer.preload}
        onFocus={drawer.preload}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        QA
      </button>
      {open ? (
        <LazyPartBoundary name="the QA panel" onError={close}>
          <Suspense fallback={null}>
            <drawer.Part
              onClose={close}
              onHide={() => {
                sessionStore.set('qaControlHidden', true);
                setOpen(false);
                hide();
              }}
            />
          </Suspense>
        </LazyPartBoundary>
      ) : null}
    </>,
    document.body,
  );
}
