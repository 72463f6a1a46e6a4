import type { LanguageCode } from '@casino/shared';
import { trpc } from '../../../lib/trpc.js';

/** The footer's info-page groups and licence from the CMS, in the page's language. */
export function useFooterContent(language: LanguageCode) {
  return trpc.content.footer.useQuery({ lang: language }, { staleTime: 5 * 60_000 });
}
