import { isCatchGameWindow } from '@casino/shared';
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useSession } from '../../../lib/session.js';

/** The banner's fixed height: its placeholder takes the same, so nothing moves when it shows. */
export const CHRISTMAS_BANNER_HEIGHT_PX = 112;

const ChristmasBanner = lazy(() => import('./christmas-banner.js'));

/**
 * The Christmas promo banner while the catch game's promotion runs (its window from the
 * bootstrap, on the product clock); nothing outside it. The banner's chunk and strings load only
 * then, behind a placeholder of its size.
 */
export function ChristmasPromo() {
  const { bootstrap, now } = useSession();
  if (bootstrap === undefined || !isCatchGameWindow(now(), bootstrap.settings.catchGameWindow)) {
    return null;
  }
  return (
    <Suspense
      fallback={<Skeleton width="100%" height={`${String(CHRISTMAS_BANNER_HEIGHT_PX)}px`} />}
    >
      <ChristmasBanner gameId={bootstrap.settings.catchGameId} />
    </Suspense>
  );
}
