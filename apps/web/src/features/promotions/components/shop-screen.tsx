import {
  canAfford,
  formatNumber,
  type Shop,
  type ShopItem,
  type ShopPurchase,
} from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Icon } from '../../../components/ui/icon.js';
import { LeadPage, LeadSection } from '../../../components/ui/lead-page.js';
import { ModalBody, ModalLead } from '../../../components/ui/modal-copy.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { path } from '../../../config/paths.js';
import { errorCodeOf, errorMessageOf, type ErrorMessage } from '../../../lib/app-error.js';
import { useAttemptKey } from '../../../lib/idempotency-key.js';
import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { useWalletRefresh } from '../../wallet/public.js';
import { usePurchase, useShopItems, useShopView } from '../api/shops.js';
import { PROMOTIONS_NAMESPACE } from '../locales/namespace.js';
import grid from '../../../components/ui/card-grid.module.css';
import styles from './shop-screen.module.css';

const SKELETON_ITEMS = 4;
/** An item card's height (shop-screen.module.css): with Buy for a player, without for a guest. */
const ITEM_HEIGHT_PX = { player: 176, guest: 128 } as const;

interface Offer {
  item: ShopItem;
  /** Undefined for a guest (no Buy). */
  affordable: boolean | undefined;
}

function ItemCard({
  shop,
  offer,
  onBuy,
}: {
  shop: Shop;
  offer: Offer;
  onBuy: (item: ShopItem) => void;
}) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const { item, affordable } = offer;
  const noteId = `shop-item-${String(item.id)}-note`;
  return (
    <li className={styles.item} data-buy={affordable === undefined ? undefined : true}>
      <span className={styles.itemIcon} aria-hidden="true">
        <Icon name={item.prize.kind === 'free_spins' ? 'slots' : 'gift'} size={24} />
      </span>
      <h3 className={styles.itemTitle}>{item.title}</h3>
      <p className={styles.price}>
        <span className="visually-hidden">{t('shop.price')}: </span>
        <Icon name={shop === 'snowflake' ? 'snowflake' : 'star'} size={16} />
        {t(`shop.${shop}.price`, { count: formatNumber(item.price) })}
      </p>
      {affordable === undefined ? null : (
        <div className={styles.buyRow}>
          <Button
            size="sm"
            isDisabled={!affordable}
            aria-describedby={affordable ? undefined : noteId}
            onPress={() => {
              onBuy(item);
            }}
          >
            {t('shop.buy')}
          </Button>
          {affordable ? null : (
            <p id={noteId} className={styles.short}>
              {t(`shop.${shop}.notEnough`)}
            </p>
          )}
        </div>
      )}
    </li>
  );
}

/** Placeholders of the cards' size: a player's have a Buy row, a guest's do not. */
function ItemsSkeleton({ withBuy }: { withBuy: boolean }) {
  return (
    <ul className={grid.grid} aria-busy="true">
      {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
        <li key={index}>
          <Skeleton
            className={styles.itemSkeleton}
            width="100%"
            height={withBuy ? ITEM_HEIGHT_PX.player : ITEM_HEIGHT_PX.guest}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The confirmation of one purchase. The key is the confirmed purchase's: a retry after a lost
 * answer sends it again (the BFF runs the purchase once); an answer, or another item, ends it.
 */
function ConfirmPurchase({
  shop,
  item,
  onClose,
  onBought,
}: {
  shop: Shop;
  item: ShopItem;
  onClose: () => void;
  onBought: (purchase: ShopPurchase) => void;
}) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const { t: message } = useTranslation();
  const purchase = usePurchase();
  const attempt = useAttemptKey();
  const [failure, setFailure] = useState<ErrorMessage>();

  const confirm = async () => {
    setFailure(undefined);
    try {
      const bought = await purchase.mutateAsync({
        shop,
        itemId: item.id,
        idempotencyKey: attempt.current({ shop, itemId: item.id }),
      });
      attempt.settle();
      onBought(bought);
    } catch (error) {
      // A refusal (too few coins, no such item) is an answer: a new try is a new purchase. A
      // lost answer keeps the key, so that the retry cannot buy twice.
      const code = errorCodeOf(error);
      if (code === 'CONFLICT' || code === 'NOT_FOUND' || code === 'BAD_REQUEST') attempt.settle();
      setFailure(errorMessageOf(error));
    }
  };

  return (
    <Dialog
      title={t('shop.confirmTitle')}
      role="alertdialog"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={onClose}>
            {t('shop.cancel')}
          </Button>
          <Button isLoading={purchase.isPending} onPress={() => void confirm()}>
            {t('shop.confirm')}
          </Button>
        </div>
      }
    >
      <ModalBody>
        <ModalLead>
          {t('shop.confirmLead', {
            title: item.title,
            price: t(`shop.${shop}.price`, { count: formatNumber(item.price) }),
          })}
        </ModalLead>
        {failure === undefined ? null : (
          <p className={styles.error} role="alert">
            {message(failure.key, failure.values)}
          </p>
        )}
      </ModalBody>
    </Dialog>
  );
}

function Holding({
  shop,
  balance,
  done,
}: {
  shop: Shop;
  balance: number | undefined;
  done: string | undefined;
}) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  return (
    <section className={styles.holding} aria-labelledby="shop-holding">
      <h2 id="shop-holding" className={styles.label}>
        {t(`shop.${shop}.holding`)}
      </h2>
      {balance === undefined ? (
        <Skeleton width="160px" height="32px" />
      ) : (
        <p className={styles.balance} data-testid="shop-balance">
          <Icon name={shop === 'snowflake' ? 'snowflake' : 'star'} size={24} />
          {formatNumber(balance)}
        </p>
      )}
      <p className={styles.done} role="status">
        {done === undefined ? null : (
          <>
            <Icon name="check" size={16} />
            {done}
          </>
        )}
      </p>
    </section>
  );
}

function GuestCall({ shop }: { shop: Shop }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const { href } = useLanguage();
  return (
    <section className={styles.holding} aria-labelledby="shop-guest">
      <h2 id="shop-guest" className={styles.balance}>
        {t('shop.guestTitle')}
      </h2>
      <p className={styles.muted}>{t(`shop.${shop}.guest`)}</p>
      <ButtonLink to={href(path('registration'))} className={styles.signUp}>
        {t('shop.signUp')}
      </ButtonLink>
    </section>
  );
}

/**
 * A shop: the snowflake shop (`shop`) or the bonus shop (`bonus_shop`, loyalty points). A player
 * sees what they hold and buys with a confirmation; Buy is off while the coins fall short (and the
 * server's refusal says so too). A guest sees the items and a call to sign up.
 */
export function ShopScreen({ shop, title }: { shop: Shop; title: string }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const { player, status } = useSession();
  const refreshWallet = useWalletRefresh();
  const isGuest = status !== 'pending' && player === null;
  const view = useShopView(shop);
  const publicItems = useShopItems(shop, isGuest);
  const [buying, setBuying] = useState<ShopItem>();
  const [done, setDone] = useState<string>();

  const query = isGuest ? publicItems : view;
  const items = isGuest ? publicItems.data?.items : view.data?.items;
  const balance = view.data?.balance;

  const bought = (purchase: ShopPurchase) => {
    setBuying(undefined);
    setDone(t('shop.bought', { title: purchase.item.title }));
    void refreshWallet();
  };

  let list;
  if (query.isError && items === undefined) {
    list = (
      <ErrorState
        message={errorMessageOf(query.error)}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (items === undefined) {
    list = <ItemsSkeleton withBuy={!isGuest} />;
  } else if (items.length === 0) {
    list = <EmptyState icon="shop" title={t('shop.empty')} />;
  } else {
    list = (
      <ul className={grid.grid}>
        {items.map((item) => (
          <ItemCard
            key={item.id}
            shop={shop}
            offer={{
              item,
              affordable: isGuest || balance === undefined ? undefined : canAfford(balance, item),
            }}
            onBuy={(chosen) => {
              setDone(undefined);
              setBuying(chosen);
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <LeadPage title={title} lead={t(`shop.${shop}.lead`)}>
      {isGuest ? <GuestCall shop={shop} /> : <Holding shop={shop} balance={balance} done={done} />}
      <LeadSection id="shop-items" title={t('shop.items')}>
        {list}
      </LeadSection>
      {buying === undefined ? null : (
        <ConfirmPurchase
          shop={shop}
          item={buying}
          onClose={() => {
            setBuying(undefined);
          }}
          onBought={bought}
        />
      )}
    </LeadPage>
  );
}
