import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

/** The ladder and the CMS copy change rarely: read once, they stay for five minutes. */
const STALE_MS = 5 * 60_000;

/** The CMS page of the loyalty programme's rules (footer section 'loyalty_rules'). */
export const LOYALTY_RULES_PAGE = 'loyalty-rules';

/** The levels (9 by default) with their titles and points, in the language shown. */
export function useLoyaltyLevels() {
  const { language } = useLanguage();
  return trpc.loyalty.levels.useQuery({ lang: language }, { staleTime: STALE_MS });
}

/** A player's level, points and progress to the next level; disabled for a guest. */
export function usePlayerLoyalty() {
  const { player } = useSession();
  return trpc.loyalty.overview.useQuery(undefined, {
    enabled: player !== null,
    staleTime: 60_000,
  });
}

/** The programme's rules from the CMS, in the language shown. */
export function useLoyaltyRules() {
  const { language } = useLanguage();
  return trpc.content.infoPage.useQuery(
    { lang: language, code: LOYALTY_RULES_PAGE },
    { staleTime: STALE_MS },
  );
}
