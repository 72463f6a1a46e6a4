import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { PageTitle } from '../../../components/ui/page-title.js';
import { path } from '../../../config/paths.js';
import { RedirectTo } from '../../../lib/redirect.js';
import { useSession } from '../../../lib/session.js';
import { localStore } from '../../../lib/storage.js';
import { storedValues } from '../../../lib/stored-values.js';
import { SportSection } from '../components/sport-section.js';
import { SPORT_NAMESPACE } from '../locales/namespace.js';
import { canOpenSport, setsSportFlag, SPORT_PERMISSION_ENABLED } from '../rules/sport-access.js';

/**
 * sport/*: the sportsbook opens for the sspermission=enabled flag (query parameter, then stored)
 * or for the configured tester's stored user id; anyone else goes to the main page.
 */
export function SportPage() {
  const [search] = useSearchParams();
  const { status, player, bootstrap } = useSession();
  const flagParam = search.get('sspermission');
  // Storage is read after the first render (the page may be drawn where there is none), and again
  // when the player changes (the session keeps userId: lib/session.tsx).
  const [stored, setStored] = useState<{ flag: string | null; userId: number | null } | undefined>(
    undefined,
  );
  const playerId = player?.id;
  useEffect(() => {
    if (setsSportFlag(flagParam)) localStore.set('sspermission', SPORT_PERMISSION_ENABLED);
    setStored({
      flag: storedValues.local('sspermission') ?? null,
      userId: storedValues.local('userId') ?? null,
    });
  }, [flagParam, playerId]);

  if (status === 'pending' || stored === undefined) return null;
  const allowed = canOpenSport({
    flagParam,
    storedFlag: stored.flag,
    storedUserId: stored.userId,
    testerId: bootstrap?.settings.sportTesterUserId ?? null,
  });
  if (!allowed) return <RedirectTo to={path('main')} />;
  const frameUrl = bootstrap?.settings.sportFrameUrl ?? null;
  return frameUrl === null ? <SportUnavailable /> : <SportSection frameUrl={frameUrl} />;
}

/** No sportsbook is configured (SPORT_FRAME_URL): said plainly under the section's title. */
function SportUnavailable() {
  const { t } = useTranslation(SPORT_NAMESPACE);
  const { t: app } = useTranslation();
  return (
    <section aria-labelledby="page-title">
      <PageTitle title={app('pages.sport')} />
      <EmptyState title={t('unavailable.title')} description={t('unavailable.text')} />
    </section>
  );
}
