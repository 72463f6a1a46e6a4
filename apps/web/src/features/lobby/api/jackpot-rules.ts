import { trpc } from '../../../lib/trpc.js';
import { useLanguage } from '../../../lib/language.js';

/** The CMS page whose copy is the jackpots' rules (its footer section is 'jackpots'). */
export const JACKPOT_RULES_PAGE = 'jackpot-rules';

/** CMS copy changes rarely: a page read once stays for five minutes. */
const CMS_STALE_MS = 5 * 60_000;

/** The jackpots' rules from the CMS, in the language shown. */
export function useJackpotRules() {
  const { language } = useLanguage();
  return trpc.content.infoPage.useQuery(
    { lang: language, code: JACKPOT_RULES_PAGE },
    { staleTime: CMS_STALE_MS },
  );
}
