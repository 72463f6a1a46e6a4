import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.js';

const CatchGameScreen = lazy(async () => ({
  default: (await import('./catch-game-screen.js')).CatchGameScreen,
}));

/** The catch game's page, loaded when shown, behind a placeholder of its size. */
export function CatchGamePage() {
  return (
    <Suspense fallback={<Skeleton width="100%" height="720px" />}>
      <CatchGameScreen />
    </Suspense>
  );
}
