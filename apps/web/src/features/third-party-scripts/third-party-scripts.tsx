import { useEffect } from 'react';
import { useSession } from '../../lib/session.js';
import { useCookieConsent } from '../cookie-consent/public.js';

/**
 * Loads THIRD_PARTY_SCRIPTS once the cookie banner is accepted; renders nothing. The loader
 * itself comes with the consent, not with the first screen.
 */
export function ThirdPartyScripts() {
  const accepted = useCookieConsent();
  const urls = useSession().bootstrap?.settings.thirdPartyScripts;
  useEffect(() => {
    if (!accepted || urls === undefined) return;
    import('./load-scripts.js')
      .then(({ loadThirdPartyScripts }) => {
        loadThirdPartyScripts(urls);
      })
      .catch((error: unknown) => {
        console.error('the third-party scripts could not load', error);
      });
  }, [accepted, urls]);
  return null;
}
