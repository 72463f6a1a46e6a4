import { useLanguage } from '../../../lib/language.js';
import { trpc } from '../../../lib/trpc.js';

/** CMS copy changes rarely: a page read once stays for five minutes. */
const CMS_STALE_MS = 5 * 60_000;

/** An info page by its code, in the language shown; NOT_FOUND for a code the CMS has not. */
export function useInfoPage(code: string) {
  const { language } = useLanguage();
  return trpc.content.infoPage.useQuery(
    { lang: language, code },
    { staleTime: CMS_STALE_MS, retry: false },
  );
}

/** The questions and answers, in the language shown. */
export function useFaq() {
  const { language } = useLanguage();
  return trpc.content.faq.useQuery({ lang: language }, { staleTime: CMS_STALE_MS });
}

/** The name the catalogue lists the crash game under. */
export const AVIATOR_GAME_NAME = 'Aviator';

/** The Aviator game of the catalogue (its search by name); null while unknown or not listed. */
export function useAviatorGame() {
  const search = trpc.games.search.useQuery({ q: AVIATOR_GAME_NAME }, { staleTime: CMS_STALE_MS });
  const game = search.data?.items.find((item) => item.name === AVIATOR_GAME_NAME) ?? null;
  return { ...search, game };
}
