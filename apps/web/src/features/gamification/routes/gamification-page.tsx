import {
  GAMIFICATION_HOST_STATE,
  GAMIFICATION_HOST_TEARDOWN,
  GAMIFICATION_PANEL_MAX_HEIGHT,
  gamificationActionSchema,
  gamificationPurchaseModal,
  type GamificationAction,
  type GamificationPanelMessage,
  type LanguageCode,
} from '@casino/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { PageTitle } from '../../../components/ui/page-title.js';
import { FramedPanel } from '../../../components/ui/framed-panel.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { path } from '../../../config/paths.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { RedirectTo } from '../../../lib/redirect.js';
import { useSession } from '../../../lib/session.js';
import { useFreeSpins } from '../../wallet/public.js';
import { useGamificationState } from '../api/gamification.js';
import { GAMIFICATION_NAMESPACE } from '../locales/namespace.js';
import { createGamificationPanelHost, httpOriginOf } from '../panel/panel-host.js';
import styles from './gamification-page.module.css';

/** The panel's height until it reports its own. */
const INITIAL_PANEL_HEIGHT = 480;

type State = NonNullable<ReturnType<typeof useGamificationState>['data']>;

/**
 * gamification/:action: the gamification service's panel on its own origin (decision 039), with
 * the player's coins and free spins above it. The panel gets the player's state by message after
 * its ready, and again whenever it changes; its "buy" opens the confirmation, the no-coins or the
 * first-deposit modal, decided here from the same state.
 */
export function GamificationPage() {
  const { action } = useParams();
  const { player, status } = useSession();
  const parsed = gamificationActionSchema.safeParse(action);
  // Players only (a guest's entry asks for sign-up first): a guest here goes to the main page.
  if (status === 'pending') return null;
  if (player === null) return <RedirectTo to={path('main')} />;
  if (!parsed.success) return <RedirectTo to={path('gamification', { action: 'wheel' })} />;
  return <GamificationScreen action={parsed.data} />;
}

function GamificationScreen({ action }: { action: GamificationAction }) {
  const { t } = useTranslation(GAMIFICATION_NAMESPACE);
  const state = useGamificationState();
  const spins = useFreeSpins();
  const data = state.data;

  let body;
  if (state.isError) {
    body = (
      <ErrorState
        message={errorMessageOf(state.error)}
        onRetry={() => void state.refetch()}
        isRetrying={state.isFetching}
      />
    );
  } else if (data === undefined) {
    body = <Skeleton width="100%" height={`${String(INITIAL_PANEL_HEIGHT)}px`} />;
  } else if (data.panelUrl === null || httpOriginOf(data.panelUrl) === null) {
    body = <EmptyState title={t('page.unavailable')} description={t('page.unavailableText')} />;
  } else {
    body = <GamificationPanel panelUrl={data.panelUrl} action={action} state={data} />;
  }

  return (
    <section className={styles.section} aria-labelledby="page-title">
      <PageTitle title={t('page.title')} />
      {data === undefined ? null : (
        <ul className={styles.summary}>
          <li className={styles.chip} data-testid="gamification-coins">
            {t('page.coins', { coins: data.profile.coins })}
          </li>
          {spins.data === undefined ? null : (
            <li className={styles.chip} data-testid="gamification-free-spins">
              {t('page.freeSpins', { count: spins.data.number })}
            </li>
          )}
        </ul>
      )}
      {body}
    </section>
  );
}

/** What the panel's channel acts on, always the latest (the channel lives as long as the frame). */
interface Latest {
  action: GamificationAction;
  language: LanguageCode;
  state: State;
  onMessage: (message: GamificationPanelMessage) => void;
}

function GamificationPanel({
  panelUrl,
  action,
  state,
}: {
  panelUrl: string;
  action: GamificationAction;
  state: State;
}) {
  const { t } = useTranslation(GAMIFICATION_NAMESPACE);
  const { language, href } = useLanguage();
  const { open } = useModals();
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>();
  const [ready, setReady] = useState(false);
  const panelOrigin = httpOriginOf(panelUrl) ?? '';
  // The frame's address is made once: later actions and languages travel by message.
  const [src] = useState(() => {
    const url = new URL(panelUrl);
    url.searchParams.set('host', window.location.origin);
    url.searchParams.set('action', action);
    url.searchParams.set('lang', language);
    return url.toString();
  });

  const onMessage = (message: GamificationPanelMessage) => {
    switch (message.type) {
      case 'lumo-gamification:ready':
        setReady(true);
        postState();
        return;
      case 'lumo-gamification:height':
        setHeight(Math.min(GAMIFICATION_PANEL_MAX_HEIGHT, message.height));
        return;
      case 'lumo-gamification:action':
        void navigate(href(path('gamification', { action: message.action })), { replace: true });
        return;
      case 'lumo-gamification:buy': {
        const { state: current } = latest.current;
        const item = current.profile.items.find((entry) => entry.id === message.itemId);
        if (item === undefined) return;
        const offer = { item, coins: current.profile.coins };
        const modal = gamificationPurchaseModal({
          hasDeposited: current.hasDeposited,
          coins: current.profile.coins,
          item,
        });
        if (modal === 'SMARTICO_DEPOSIT_FIRST') open(modal);
        else open(modal, offer);
        return;
      }
    }
  };

  const latest = useRef<Latest>({ action, language, state, onMessage });
  latest.current = { action, language, state, onMessage };
  const channel = useRef<ReturnType<typeof createGamificationPanelHost>>(null);

  function postState() {
    const current = latest.current;
    channel.current?.post({
      type: GAMIFICATION_HOST_STATE,
      action: current.action,
      language: current.language,
      profile: current.state.profile,
    });
  }

  useEffect(() => {
    const host = createGamificationPanelHost({
      host: window,
      panelOrigin,
      panelWindow: () => frame.current?.contentWindow ?? null,
      onMessage: (message) => {
        latest.current.onMessage(message);
      },
    });
    channel.current = host;
    return () => {
      host.post({ type: GAMIFICATION_HOST_TEARDOWN });
      host.dispose();
      channel.current = null;
    };
  }, [panelOrigin]);

  // The panel follows the player's state, the address's action and the language.
  useEffect(() => {
    if (ready) postState();
  }, [ready, action, language, state]);

  return (
    <FramedPanel
      src={src}
      title={t('page.frameTitle')}
      height={height ?? INITIAL_PANEL_HEIGHT}
      ready={ready}
      loadingLabel={t('page.loading')}
      allow={['allow-scripts']}
      sameOrigin={panelOrigin === window.location.origin}
      frameRef={frame}
      testId="gamification"
    />
  );
}
