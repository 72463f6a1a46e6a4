import { bonusIdSchema, bonusShelves, type BonusId } from '@casino/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Icon } from '../../../components/ui/icon.js';
import { PageTitle } from '../../../components/ui/page-title.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { path } from '../../../config/paths.js';
import { errorDomainCodeOf, errorMessageOf } from '../../../lib/app-error.js';
import { useLanguage } from '../../../lib/language.js';
import { RedirectTo } from '../../../lib/redirect.js';
import { useSession } from '../../../lib/session.js';
import { useToasts } from '../../../lib/toasts.js';
import { rememberWaitingAction } from '../../../lib/waiting-action.js';
import { CatchGamePage, ChristmasPromo } from '../../promotions/public.js';
import { useBonusDetail, useBonusList } from '../api/bonuses.js';
import { BonusActions, useActivateThenMain } from '../components/bonus-actions.js';
import { BonusCard, BonusCardSkeleton } from '../components/bonus-card.js';
import { BonusShelf, GuestBonusCall } from '../components/bonus-shelf.js';
import { PromoCodeForm } from '../components/promo-code-form.js';
import { GuestSignUpOffer } from '../components/sign-up-offer.js';
import { wageringPartOf } from '../components/wagering-meter.js';
import { BONUSES_NAMESPACE } from '../locales/namespace.js';
import styles from './pages.module.css';

/** A bonus id of the address, or undefined when it is none ('abc', '0', '1.5'). */
export function bonusIdOf(param: string | undefined): BonusId | undefined {
  const parsed = bonusIdSchema.safeParse(param === undefined || param === '' ? NaN : Number(param));
  return parsed.success ? parsed.data : undefined;
}

/**
 * bonuses: for a player, the promo-code field, the active bonus, the queue and the offers, each a
 * card with its actions; for a guest, the sign-up offer of their language beside the call to sign
 * up.
 */
export function BonusesPage() {
  // The menus' word for the page ('Promotions').
  const { t: shell } = useTranslation();
  const { player, status } = useSession();
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <PageTitle title={shell('pages.bonuses')} />
      <ChristmasPromo />
      {status === 'pending' ? (
        <BonusCardSkeleton />
      ) : player === null ? (
        <div className={styles.guest}>
          <GuestSignUpOffer />
          <GuestBonusCall />
        </div>
      ) : (
        <PlayerBonuses />
      )}
    </section>
  );
}

function PlayerBonuses() {
  const { t } = useTranslation(BONUSES_NAMESPACE);
  const { t: message } = useTranslation();
  const list = useBonusList();
  if (list.isError) {
    return (
      <ErrorState
        message={errorMessageOf(list.error)}
        isRetrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const shelves = list.data === undefined ? undefined : bonusShelves(list.data.items);
  const active = shelves?.active;
  return (
    <>
      <section className={styles.promo} aria-labelledby="promo-title">
        <h2 id="promo-title" className={styles.promoTitle}>
          {t('promo.title')}
        </h2>
        <PromoCodeForm />
      </section>
      <BonusShelf
        title={t('page.active')}
        bonuses={
          shelves === undefined ? undefined : shelves.active === null ? [] : [shelves.active]
        }
        active={active}
        empty={t('page.noActive')}
      />
      <BonusShelf
        title={t('page.queue')}
        bonuses={shelves?.queue}
        active={active}
        empty={message('errors.noBonusesInQueue')}
      />
      <BonusShelf
        title={t('page.offers')}
        bonuses={shelves?.offers}
        active={active}
        empty={message('errors.bonusNotFound')}
        placeholders={3}
      />
    </>
  );
}

/**
 * bonuses/{id}: the catch game when id equals CATCH_GAME_ID (the bootstrap's setting), otherwise
 * the bonus's detail with its actions.
 */
export function BonusPage() {
  const { bonus } = useParams();
  const catchGameId = useSession().bootstrap?.settings.catchGameId;
  if (catchGameId !== undefined && bonus === String(catchGameId)) return <CatchGamePage />;
  return <BonusDetailPage bonusId={bonusIdOf(bonus)} />;
}

function BonusDetailPage({ bonusId }: { bonusId: BonusId | undefined }) {
  const { t } = useTranslation(BONUSES_NAMESPACE);
  const { t: shell } = useTranslation();
  const { t: message } = useTranslation();
  const { href } = useLanguage();
  const { player, status } = useSession();
  const detail = useBonusDetail(bonusId);
  const list = useBonusList();
  const active =
    list.data === undefined
      ? list.isError
        ? null
        : undefined
      : bonusShelves(list.data.items).active;
  const notFound =
    bonusId === undefined ||
    (detail.isError && errorDomainCodeOf(detail.error) === 'bonus_not_found');

  const body = () => {
    if (status === 'pending') return <BonusCardSkeleton />;
    if (player === null) return <GuestBonusCall />;
    if (notFound) {
      return <EmptyState icon="gift" title={message('errors.bonusNotFound')} />;
    }
    if (detail.isError) {
      return (
        <ErrorState
          message={errorMessageOf(detail.error)}
          isRetrying={detail.isFetching}
          onRetry={() => void detail.refetch()}
        />
      );
    }
    if (detail.data === undefined) return <BonusCardSkeleton />;
    return (
      <BonusCard
        bonus={detail.data}
        headingLevel={2}
        className={styles.detail}
        wagering={wageringPartOf(detail.data)}
        actions={<BonusActions bonus={detail.data} active={active} />}
      />
    );
  };

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <div className={styles.titleRow}>
        <ButtonLink to={href(path('bonuses'))} variant="ghost" size="sm">
          <Icon name="chevronLeft" />
          {t('detail.all')}
        </ButtonLink>
        <PageTitle title={shell('pages.bonus')} />
      </div>
      {body()}
    </section>
  );
}

/**
 * activate-bonus/{bonusId}: a player's bonus is activated at once, then main; a guest signs up
 * first (statusSignUp keeps the bonus, activated once the sign-up is done, even after a reload).
 * A link without a bonus id says so and goes to main.
 */
export function ActivateBonusPage() {
  const { t } = useTranslation(BONUSES_NAMESPACE);
  const { bonusId: param } = useParams();
  const bonusId = bonusIdOf(param);
  const { player, status } = useSession();
  const { show } = useToasts();
  const activateThenMain = useActivateThenMain();
  const started = useRef(false);
  const isGuest = status !== 'pending' && player === null;

  useEffect(() => {
    if (status === 'pending' || started.current) return;
    started.current = true;
    if (bonusId === undefined) {
      show('error', t('activate.invalid'));
      return;
    }
    if (player === null) {
      rememberWaitingAction({ kind: 'activate_bonus', bonusId });
      return;
    }
    void activateThenMain(bonusId);
  }, [status, player, bonusId, activateThenMain, show, t]);

  if (bonusId === undefined && status !== 'pending') return <RedirectTo to={path('main')} />;
  if (isGuest) return <RedirectTo to={path('registration')} />;
  return (
    <section className={styles.page} aria-labelledby="page-title" aria-busy="true">
      <PageTitle title={t('activate.title')} />
      <Skeleton width="100%" height={160} />
    </section>
  );
}
