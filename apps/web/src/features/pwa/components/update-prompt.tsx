import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { PWA_NAMESPACE } from '../locales/namespace.js';
import { reloadIntoUpdate } from '../service-worker/reload-into-update.js';
import { startUpdateFlow, type UpdateFlow } from '../service-worker/update-flow.js';
import styles from './update-prompt.module.css';

/**
 * Registers the service worker and, when a new version waits, offers to reload into it. Never
 * reloads by itself: a half-filled form stays as it is until the player says yes.
 */
export function UpdatePrompt() {
  const { t } = useTranslation(PWA_NAMESPACE);
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

  if (!shown) return null;
  return (
    <section className={styles.prompt} aria-label={t('update.label')}>
      <p className={styles.text} role="status">
        {t('update.text')}
      </p>
      <div className={styles.actions}>
        <Button
          variant="ghost"
          size="sm"
          onPress={() => {
            setShown(false);
          }}
        >
          {t('update.later')}
        </Button>
        <Button
          size="sm"
          onPress={() => {
            flow.current?.applyUpdate();
          }}
        >
          {t('update.reload')}
        </Button>
      </div>
    </section>
  );
}
