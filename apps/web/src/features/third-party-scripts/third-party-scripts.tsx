import { useEffect } from 'react';
import { useSession } from '../../lib/session.js';
import { useCookieConsent } from '../cookie-consent/public.js';
import { loadThirdPartyScripts } from './load-scripts.js';

/** Loads THIRD_PARTY_SCRIPTS once the cookie banner is accepted; renders nothing. */
export function ThirdPartyScripts() {
  const accepted = useCookieConsent();
  const urls = useSession().bootstrap?.settings.thirdPartyScripts;
  useEffect(() => {
    if (accepted && urls !== undefined) loadThirdPartyScripts(urls);
  }, [accepted, urls]);
  return null;
}
