import { collectReferralParams, referralFlag } from '@casino/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { useSession } from '../../../lib/session.js';
import { localStore, sessionStore } from '../../../lib/storage.js';

/** The query parameter of the password reset mail's link. */
export const RESET_PARAM = 'reset';

/**
 * What the auth feature does on any page: the reset link of the mail (`?reset=<token>`) opens
 * RESET_PASSWORD_MODAL at its new-password step, the parameter removed with history replace; and
 * the referral rules of SPEC-NOTES for a guest, once the bootstrap answer is in.
 */
export function AuthEffects() {
  useResetLink();
  useReferralRules();
  return null;
}

function useResetLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const { open } = useModals();
  const search = new URLSearchParams(location.search);
  const token = search.get(RESET_PARAM);
  useEffect(() => {
    if (token === null) return;
    search.delete(RESET_PARAM);
    const rest = search.toString();
    const state: unknown = location.state;
    void navigate(
      { pathname: location.pathname, search: rest === '' ? '' : `?${rest}`, hash: location.hash },
      { replace: true, state },
    );
    open('RESET_PASSWORD_MODAL', { token });
    // Once per token in the address: the navigation above removes it.
  }, [token]);
}

/**
 * A GBR guest with stag or another referral parameter switches to gb and gets uk_referral;
 * without one uk_organic (forced EUR, decided by the BFF); a non-GBR guest with one gets
 * referral. The landing visit's parameters are kept (referralSearchParams) so a reload and the
 * sign-up still have them; login clears both (lib/signed-in.ts).
 */
function useReferralRules() {
  const { bootstrap, player } = useSession();
  const { language, changeLanguage } = useLanguage();
  // The landing URL's query: the router's location at the first render.
  const landing = useRef(useLocation().search);
  const decided = useRef(false);
  useEffect(() => {
    if (bootstrap === undefined || decided.current) return;
    decided.current = true;
    if (player !== null) return;
    const names = bootstrap.settings.referralParams;
    const fromUrl = collectReferralParams(new URLSearchParams(landing.current), names);
    if (Object.keys(fromUrl).length > 0) localStore.set('referralSearchParams', fromUrl);
    const kept = localStore.get('referralSearchParams') ?? {};
    const decision = referralFlag({
      isUk: bootstrap.isUk,
      isAuthenticated: false,
      searchParams: new URLSearchParams(kept),
      referralParams: names,
    });
    if (decision.flag !== null) sessionStore.set('referralFlag', decision.flag);
    // A rule's switch, not the visitor's pick: the player's own language still wins at login.
    if (decision.switchToGb && language !== 'gb') changeLanguage('gb', { byVisitor: false });
  }, [bootstrap, player, language, changeLanguage]);
}
