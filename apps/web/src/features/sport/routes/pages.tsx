import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TitledPage } from '../../../components/ui/titled-page.js';
import { path } from '../../../config/paths.js';
import { RedirectTo } from '../../../lib/redirect.js';
import { useSession } from '../../../lib/session.js';
import { localStore } from '../../../lib/storage.js';
import { storedValues } from '../../../lib/stored-values.js';

/**
 * sport/*: the sportsbook opens for the sspermission=enabled flag (query parameter, then stored)
 * or for the configured tester; anyone else goes to the main page.
 */
export function SportPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { status, player, bootstrap } = useSession();
  if (search.get('sspermission') === 'enabled') localStore.set('sspermission', 'enabled');
  if (status === 'pending') return null;
  const tester = bootstrap?.settings.sportTesterUserId ?? null;
  const allowed =
    storedValues.local('sspermission') === 'enabled' || (player !== null && player.id === tester);
  if (!allowed) return <RedirectTo to={path('main')} />;
  return <TitledPage title={t('pages.sport')} />;
}
