import { PRELOADER_MAX_MS } from '@casino/shared';
import { useEffect, useState } from 'react';
import { Logo } from './logo.js';
import styles from './preloader.module.css';

/**
 * The first load's preloader: shown until the shell and its first data are ready, and never
 * longer than PRELOADER_MAX_MS (SPEC-NOTES) of the page's life, so it never holds back a page
 * that is ready. The time counts from the navigation (the page paints its own copy of the
 * preloader before the scripts arrive), not from this part's first render.
 */
export function Preloader({ ready, label }: { ready: boolean; label: string }) {
  const [expired, setExpired] = useState(false);
  // Once gone it stays gone: a later refetch of the first data (a login, a language) must never
  // bring it back over a page in use.
  const [done, setDone] = useState(false);
  if (ready && !done) setDone(true);
  useEffect(() => {
    const timer = setTimeout(
      () => {
        setExpired(true);
      },
      Math.max(0, PRELOADER_MAX_MS - performance.now()),
    );
    return () => {
      clearTimeout(timer);
    };
  }, []);
  if (done || ready || expired) return null;
  return (
    <div className={styles.preloader} role="progressbar" aria-label={label} aria-busy="true">
      <div>
        <Logo compact />
      </div>
    </div>
  );
}
