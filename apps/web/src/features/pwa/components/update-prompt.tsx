import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { OfflineNotice } from '../../../components/ui/offline-guard.js';
import { reloadIntoUpdate } from '../service-worker/reload-into-update.js';
import { startUpdateFlow, type UpdateFlow } from '../service-worker/update-flow.js';
import styles from './update-prompt.module.css';

/** The card and its buttons (the kit's, with React Aria): loaded once an update waits. */
const UpdateCard = lazy(async () => ({ default: (await import('./update-card.js')).UpdateCard }));

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
        <Suspense fallback={null}>
          <UpdateCard
            onLater={() => {
              setShown(false);
            }}
            onReload={() => {
              flow.current?.applyUpdate();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
