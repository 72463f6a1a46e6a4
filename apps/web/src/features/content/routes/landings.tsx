import { GAME_CATEGORIES, type GameCategoryKey } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from '../../../components/ui/button.js';
import { ButtonLink } from '../../../components/ui/button-look.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { PageTitle } from '../../../components/ui/page-title.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { path } from '../../../config/paths.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { useLanguage } from '../../../lib/language.js';
import { useSession } from '../../../lib/session.js';
import { GuestSignUpOffer } from '../../bonuses/public.js';
import { usePlayGame } from '../../game/public.js';
import { GameRow, useCategoryGames, useTileContext, type TileContext } from '../../lobby/public.js';
import { useAviatorGame } from '../api/cms.js';
import { CONTENT_NAMESPACE } from '../locales/namespace.js';
import styles from './landings.module.css';
import { LeadPage, LeadSection } from '../../../components/ui/lead-page.js';

/**
 * welcome_offer: the sign-up offer of the visitor's locale (bonuses.signUpOffer) and the call to
 * sign up, the landing's query kept so the referral parameters reach the sign-up; a player is
 * sent to the deposit instead.
 */
export function WelcomeOfferPage() {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const { href } = useLanguage();
  const { player } = useSession();
  const { search } = useLocation();
  return (
    <LeadPage title={t('welcome.title')} lead={t('welcome.lead')}>
      <div className={styles.offer}>
        <GuestSignUpOffer />
      </div>
      {player === null ? (
        <ButtonLink to={`${href(path('registration'))}${search}`} size="lg" className={styles.call}>
          {t('welcome.signUp')}
        </ButtonLink>
      ) : (
        <ButtonLink to={href(path('deposit'))} size="lg" className={styles.call}>
          {t('welcome.deposit')}
        </ButtonLink>
      )}
    </LeadPage>
  );
}

/** The live casino's categories, the main one first (the sidebar's live group, slots aside). */
const LIVE_CATEGORIES: readonly GameCategoryKey[] = [
  'live',
  'roulette',
  'blackjack',
  'baccarat',
  'poker',
  'live-vip',
];

function LiveRow({ category, tiles }: { category: GameCategoryKey; tiles: TileContext }) {
  const { t } = useTranslation();
  const { href } = useLanguage();
  const games = useCategoryGames(category, { providers: [], sort: undefined });
  const first = games.data?.pages[0];
  const { titleKey, path: categoryPath } = GAME_CATEGORIES[category];
  if (games.isError && first === undefined) return null;
  return (
    <GameRow
      title={t(titleKey)}
      href={href(path('games', { categoryId: categoryPath }))}
      count={first?.total}
      games={first?.items}
      tiles={tiles}
      autoplay={false}
    />
  );
}

/** live_casino: the live categories, each a row of its games with the way to all of them. */
export function LiveCasinoPage() {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const tiles = useTileContext();
  return (
    <LeadPage title={t('live.title')} lead={t('live.lead')}>
      {LIVE_CATEGORIES.map((category) => (
        <LiveRow key={category} category={category} tiles={tiles} />
      ))}
    </LeadPage>
  );
}

const AVIATOR_RULES = ['bet', 'climb', 'cashOut', 'crash'] as const;

/** aviator: the crash game's rules and the calls to play it, for real or in demo. */
export function AviatorPage() {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  const aviator = useAviatorGame();
  const play = usePlayGame();
  let calls;
  if (aviator.isError) {
    calls = (
      <ErrorState
        message={errorMessageOf(aviator.error)}
        isRetrying={aviator.isFetching}
        onRetry={() => void aviator.refetch()}
      />
    );
  } else if (aviator.data === undefined) {
    calls = <Skeleton width="320px" height="48px" />;
  } else if (aviator.game === null) {
    calls = <EmptyState title={t('aviator.unavailable')} icon="inbox" />;
  } else {
    const game = aviator.game;
    calls = (
      <div className={styles.calls}>
        <Button
          size="lg"
          onPress={() => {
            play(game, 'real');
          }}
        >
          {t('aviator.play')}
        </Button>
        {game.hasDemo ? (
          <Button
            size="lg"
            variant="secondary"
            onPress={() => {
              play(game, 'demo');
            }}
          >
            {t('aviator.demo')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <section aria-labelledby="page-title" className={styles.page}>
      <header className={styles.hero}>
        <PageTitle title={t('aviator.title')} />
        <p className={styles.lead}>{t('aviator.lead')}</p>
        {calls}
      </header>
      <LeadSection id="aviator-rules" title={t('aviator.rulesTitle')}>
        <ol className={styles.steps}>
          {AVIATOR_RULES.map((rule) => (
            <li key={rule}>{t(`aviator.rules.${rule}`)}</li>
          ))}
        </ol>
      </LeadSection>
    </section>
  );
}
