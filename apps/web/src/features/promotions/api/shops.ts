import type { Shop } from '@casino/shared';
import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { trpc } from '../../../lib/trpc.js';

/** A shop's items change by hand: read once, they stay for five minutes. */
const ITEMS_STALE_MS = 5 * 60_000;

/** A shop's items in the language shown, for anyone (a guest's page lists them too). */
export function useShopItems(shop: Shop, enabled = true) {
  const { language } = useLanguage();
  return trpc.shops.items.useQuery(
    { shop, lang: language },
    { staleTime: ITEMS_STALE_MS, enabled },
  );
}

/** A player's view of a shop: the coins they hold and the items in their currency. */
export function useShopView(shop: Shop) {
  const { player } = useSession();
  return trpc.shops.view.useQuery({ shop }, { enabled: player !== null, staleTime: 10_000 });
}

/**
 * A purchase: the coins, the catch game's snowflakes and the wallet are read again once it is
 * answered (the caller refreshes the wallet through its public API).
 */
export function usePurchase() {
  const utils = trpc.useUtils();
  return trpc.shops.purchase.useMutation({
    onSettled: async (_data, _error, input) => {
      await Promise.all([
        utils.shops.view.invalidate({ shop: input.shop }),
        input.shop === 'snowflake' ? utils.shops.catchGame.invalidate() : Promise.resolve(),
      ]);
    },
  });
}
