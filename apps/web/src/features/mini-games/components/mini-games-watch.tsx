import {
  GPT_GAME_FLAG_NAME,
  autoOpenView,
  bannerHiddenUntil,
  dailyShownFlagKey,
  dailyShownFlagValue,
  floatingBannerPage,
  isMiniGameBannerVisible,
  nextLocalMidnight,
  parseStoredValue,
  serializeStoredValue,
  shouldAutoOpenGptGame,
  shouldShowFloatingBanners,
  type MiniGame,
} from '@casino/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon.js';
import { useModals } from '../../../lib/modals.js';
import { useSession } from '../../../lib/session.js';
import { localStore, rawStoredText, storageOf } from '../../../lib/storage.js';
import { storedValues } from '../../../lib/stored-values.js';
import { hasWaitingAction } from '../../../lib/waiting-action.js';
import { useCookieConsent } from '../../cookie-consent/public.js';
import { useMiniGameAvailability, useRefreshStaleAvailability } from '../api/mini-games.js';
import { MINI_GAMES_NAMESPACE } from '../locales/namespace.js';
import styles from './mini-games-watch.module.css';

/** How long after an arrival at the main page the auto-open looks at the modal queue. */
const AUTO_OPEN_SETTLE_MS = 300;

/** The floating banners, by the key their dismissal is stored under in dismissedBanners. */
const BANNERS = [
  { id: 'wheel_of_fortune', game: 'wheel', icon: 'wheel' },
  { id: 'lucky_card', game: 'lucky-card', icon: 'card' },
] as const satisfies readonly { id: string; game: MiniGame; icon: 'wheel' | 'card' }[];

type BannerId = (typeof BANNERS)[number]['id'];

/** Today's dismissals, read after the first render (never during it) and on each change. */
function useDismissals(now: () => Date) {
  const [dismissed, setDismissed] = useState<Record<string, string>>({});
  const [tick, setTick] = useState(0);
  useEffect(() => {
    setDismissed(storedValues.local('dismissedBanners') ?? {});
  }, [tick]);
  // At the next local midnight (the product's clock) the dismissals end: read and draw again.
  useEffect(() => {
    const wait = nextLocalMidnight(now()).getTime() - now().getTime();
    const timer = setTimeout(
      () => {
        setTick((value) => value + 1);
      },
      Math.max(0, wait) + 1_000,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [now, tick]);
  const dismiss = useCallback(
    (id: BannerId) => {
      const stored = storedValues.local('dismissedBanners') ?? {};
      localStore.set('dismissedBanners', { ...stored, [id]: bannerHiddenUntil(now()) });
      setTick((value) => value + 1);
    },
    [now],
  );
  return { dismissed, dismiss };
}

/**
 * A player's mini-games around the pages: availability read again on each navigation (when older
 * than its cache time), GPT_GAME_MODAL opened by itself once a local day on the main page while a
 * game is available, and the floating lucky-card and wheel banners.
 */
export function MiniGamesWatch() {
  const { t } = useTranslation(MINI_GAMES_NAMESPACE);
  const { player, now } = useSession();
  const { queue, active, open } = useModals();
  const location = useLocation();
  const cookiesAccepted = useCookieConsent();
  const { query, statusOf } = useMiniGameAvailability();
  const refreshStale = useRefreshStaleAvailability();
  const { dismissed, dismiss } = useDismissals(now);
  const page = floatingBannerPage(location.pathname);

  useEffect(() => {
    refreshStale();
  }, [location.pathname, refreshStale]);

  // Once a local day, on arriving at the main page (a page load, a login, a navigation there),
  // decided once per arrival as soon as the availability is known, a moment after the arrival so
  // that the modals other parts open on the same arrival are queued by then. Another modal shown
  // or waiting (a flow's, a sign-up's welcome), a pending sign-up wish, or the deposit modal that
  // is still due after this login (payments: once per session) wins: this one does not queue over
  // them (its priority 60 would hide theirs) and waits for the next arrival instead.
  const availableGames = new Set(
    (query.data ?? []).filter((entry) => entry.available).map((entry) => entry.game),
  );
  const firstView = autoOpenView(availableGames);
  const answered = query.data !== undefined;
  const userId = player?.id;
  const decidedArrival = useRef<string | undefined>(undefined);
  // What the decision reads when its moment comes: the latest, not the arrival's.
  const latest = useRef({ queueLength: queue.length, firstView, page, now, open });
  latest.current = { queueLength: queue.length, firstView, page, now, open };
  useEffect(() => {
    if (userId === undefined || !answered || decidedArrival.current === location.key) return;
    decidedArrival.current = location.key;
    const timer = setTimeout(() => {
      const { queueLength, firstView, page, now, open } = latest.current;
      if (firstView === null || page !== 'home') return;
      const depositDue = rawStoredText('session', 'depositModalShown') === null;
      if (queueLength > 0 || hasWaitingAction() || depositDue) return;
      const key = dailyShownFlagKey(GPT_GAME_FLAG_NAME, userId);
      const shownFlag = parseStoredValue(key, rawStoredText('local', key));
      const decided = shouldAutoOpenGptGame({
        isAuthenticated: true,
        onMainPage: true,
        anyGameAvailable: true,
        shownFlag,
        now: now(),
      });
      if (!decided || !open('GPT_GAME_MODAL', { game: firstView })) return;
      try {
        storageOf('local')?.setItem(key, serializeStoredValue(key, dailyShownFlagValue(now())));
      } catch {
        // A full storage may show it once more today; nothing else depends on it.
      }
    }, AUTO_OPEN_SETTLE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [userId, answered, location.key]);

  const visible = BANNERS.filter((banner) =>
    isMiniGameBannerVisible({
      status: statusOf(banner.game),
      dismissedUntilIso: dismissed[banner.id],
      now: now(),
    }),
  );
  const show =
    cookiesAccepted &&
    shouldShowFloatingBanners({
      page,
      isAuthenticated: player !== null,
      modalOpen: active !== undefined,
      wheelAvailable: visible.some((banner) => banner.id === 'wheel_of_fortune'),
      cardAvailable: visible.some((banner) => banner.id === 'lucky_card'),
    });
  if (!show) return null;
  return (
    <aside className={styles.banners} aria-label={t('banners.region')}>
      {visible.map((banner) => {
        const name = t(`views.${banner.id}`);
        return (
          <div key={banner.id} className={styles.banner} data-testid={`banner-${banner.id}`}>
            <button
              type="button"
              className={styles.open}
              aria-label={t('banners.open', { name })}
              onClick={() => {
                dismiss(banner.id);
                open('GPT_GAME_MODAL', { game: banner.id });
              }}
            >
              <Icon name={banner.icon} size={24} />
              <span className={styles.name}>{name}</span>
            </button>
            <button
              type="button"
              className={styles.dismiss}
              aria-label={t('banners.dismiss', { name })}
              onClick={() => {
                dismiss(banner.id);
              }}
            >
              <Icon name="close" size={16} />
            </button>
          </div>
        );
      })}
    </aside>
  );
}
