import { lazy, useEffect } from 'react';
import { useAfterFirstScreen } from '../../../lib/after-first-screen.js';
import { LazyPartBoundary } from '../../../lib/lazy-part.js';

const UpdatePrompt = lazy(async () => ({
  default: (await import('./update-prompt.js')).UpdatePrompt,
}));

function ignore(): void {
  // A prompt that fails to load leaves the page as it is; the next load tries again.
}

/**
 * The service worker and its update prompt, after the first screen: their code (and the worker's
 * precache) never shares the link with the first screen's. The install prompt's listener starts
 * at once, in a chunk of its own: the browser offers its prompt once per page, soon after load.
 */
export function PwaUpdates() {
  const due = useAfterFirstScreen();
  useEffect(() => {
    import('../install/install-store.js')
      .then(({ installPrompt }) => installPrompt())
      .catch(ignore);
  }, []);
  if (!due) return null;
  return (
    <LazyPartBoundary name="the update prompt" onError={ignore}>
      <UpdatePrompt />
    </LazyPartBoundary>
  );
}
