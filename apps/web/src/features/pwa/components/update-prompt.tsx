import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { OfflineNotice } from '../../../components/ui/offline-guard.js';
import { PWA_NAMESPACE } from '../locales/namespace.js';
import { reloadIntoUpdate } from '../service-worker/reload-into-update.js';
import { startUpdateFlow, type UpdateFlow } from '../service-worker/update-flow.js';
import styles from './update-prompt.module.css';

/**
 * Registers the service worker and, when a new version waits, offers to reload into it. Never
 * reloads by itself: a half-filled form stays as it is until the player says yes. Above it, while
 * offline, the notice of why the money actions wait.
 */
export function UpdatePrompt() {
  const [shown, setShown] = useState(false);
  const flow = useRef<UpdateFlow | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let stopped = false;
    startUpdateFlow({
      container: navigator.serviceWorker,
      window,
      document,
      onUpdateReady: () => {
        setShown(true);
      },
      reload: reloadIntoUpdate,
    }).then(
      (started) => {
        if (stopped) started.stop();
        else flow.current = started;
      },
      (error: unknown) => {
        console.warn('the service worker could not be registered', error);
      },
    );
    return () => {
      stopped = true;
      flow.current?.stop();
      flow.current = null;
    };
  }, []);

  return (
    <div className={styles.dock}>
      {/* The one notice the money actions' disabled buttons point at while offline. */}
      <OfflineNotice />
      {shown ? (
        <UpdateCard
          onLater={() => {
            setShown(false);
          }}
          onReload={() => {
            flow.current?.applyUpdate();
          }}
        />
      ) : null}
    </div>
  );
}

function UpdateCard({ onLater, onReload }: { onLater: () => void; onReload: () => void }) {
  const { t } = useTranslation(PWA_NAMESPACE);
  return (
    <section className={styles.prompt} aria-label={t('update.label')}>
      <p className={styles.text} role="status">
        {t('update.text')}
      </p>
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onPress={onLater}>
          {t('update.later')}
        </Button>
        <Button size="sm" onPress={onReload}>
          {t('update.reload')}
        </Button>
      </div>
    </section>
  );
}
