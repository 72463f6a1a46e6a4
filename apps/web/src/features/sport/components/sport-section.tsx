import {
  SPORT_FRAME_DEPOSIT,
  SPORT_FRAME_HEIGHT,
  SPORT_FRAME_INSUFFICIENT_BALANCE,
  SPORT_FRAME_LOGIN,
  SPORT_FRAME_MAX_HEIGHT,
  SPORT_FRAME_READY,
  SPORT_FRAME_ROUTE,
  SPORT_FRAME_SIGN_UP,
  SPORT_FRAME_TOKEN_EXPIRED,
  SPORT_HOST_NAVIGATE,
  SPORT_HOST_SESSION,
  SPORT_HOST_TEARDOWN,
  appPathOfFramePath,
  framePathOfAppPath,
  sportOfFramePath,
  splitLanguagePrefix,
  type LanguageCode,
  type Sport,
  type SportFrameMessage,
  type SportFramePath,
} from '@casino/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorState } from '../../../components/ui/error-state.js';
import { FramedPanel } from '../../../components/ui/framed-panel.js';
import { PageTitle } from '../../../components/ui/page-title.js';
import { errorMessageOf } from '../../../lib/app-error.js';
import { useLanguage } from '../../../lib/language.js';
import { useModals } from '../../../lib/modals.js';
import { scrollToTop } from '../../../lib/scroll-to-top.js';
import { useSession } from '../../../lib/session.js';
import { useOpenDeposit } from '../../payments/public.js';
import { useFetchSportToken, useSports } from '../api/sport.js';
import { createSportFrameHost, frameOriginOf } from '../frame/frame-host.js';
import { createSportTokenRefresher, type SportTokenAnswer } from '../frame/token-refresher.js';
import { SPORT_NAMESPACE } from '../locales/namespace.js';
import { SportNav } from './sport-nav.js';
import styles from './sport-section.module.css';

/** The frame's height until it reports its own. */
const INITIAL_FRAME_HEIGHT = 640;

const EMPTY_TOKEN: SportTokenAnswer = {
  token: '',
  expiresAt: null,
  refreshAt: null,
  refreshInMs: null,
};

/** What the frame's channel acts on, always the latest (the channel lives for the whole visit). */
interface Latest {
  framePath: SportFramePath;
  language: LanguageCode;
  sports: readonly Sport[];
  fetchToken: (sportId: number) => Promise<SportTokenAnswer>;
  onMessage: (message: SportFrameMessage) => void;
}

/** The frame's channel: its host, its token and what the frame is known to show. */
interface Channel {
  post: ReturnType<typeof createSportFrameHost>['post'];
  renew: () => void;
  /** The route the frame shows (as it said, or as it was told); null before its ready. */
  frameRoute: SportFramePath | null;
}

/**
 * The sportsbook section: the sports as its navigation and one sportsbook frame for the whole
 * visit (docs/decisions/035). The frame gets its token by message after its ready handshake and
 * a new one 30 s before it lapses, on login, logout and a language change, without a reload; its
 * routes are the app's URL (history, so back works) and its height the frame's own.
 */
export function SportSection({ frameUrl }: { frameUrl: string }) {
  const { t } = useTranslation(SPORT_NAMESPACE);
  const { t: app } = useTranslation();
  const sports = useSports();
  const fetchToken = useFetchSportToken();
  const { player } = useSession();
  const { language, href } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const modals = useModals();
  const openDeposit = useOpenDeposit();
  const frame = useRef<HTMLIFrameElement>(null);
  const channel = useRef<Channel | null>(null);
  const [hostOrigin, setHostOrigin] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [height, setHeight] = useState<number | null>(null);
  // The frame's address is settled once per visit: a later language comes by message.
  const [firstLanguage] = useState(language);

  const frameOrigin = frameOriginOf(frameUrl);
  const framePath = framePathOfAppPath(splitLanguagePrefix(location.pathname).rest);
  const sportList = sports.data?.items;
  const listReady = sportList !== undefined;

  const latest = useRef<Latest | null>(null);
  latest.current = {
    framePath,
    language,
    sports: sportList ?? [],
    fetchToken,
    onMessage: (message) => {
      switch (message.type) {
        case SPORT_FRAME_ROUTE:
          if (channel.current !== null) channel.current.frameRoute = message.path;
          if (message.path !== framePath) {
            void navigate(href(appPathOfFramePath(message.path)));
            // The frame does not scroll: its new page starts at the top of the page's.
            scrollToTop();
          }
          return;
        case SPORT_FRAME_HEIGHT:
          setHeight(Math.min(message.height, SPORT_FRAME_MAX_HEIGHT));
          return;
        case SPORT_FRAME_LOGIN:
          modals.open('LOGIN');
          return;
        case SPORT_FRAME_SIGN_UP:
          modals.open('SIGNUP');
          return;
        case SPORT_FRAME_DEPOSIT:
          if (player === null) modals.open('LOGIN');
          else openDeposit();
          return;
        case SPORT_FRAME_INSUFFICIENT_BALANCE:
          modals.open('INSUFFICIENT_BALANCE_MODAL', { game: null });
          return;
        case SPORT_FRAME_TOKEN_EXPIRED:
          channel.current?.renew();
          return;
        case SPORT_FRAME_READY:
          return;
      }
    },
  };

  // The app's origin, which the sportsbook answers to: read after the first render.
  useEffect(() => {
    setHostOrigin(window.location.origin);
  }, []);

  // The visit's channel: one host, one token refresher, torn down when the section is left.
  useEffect(() => {
    if (hostOrigin === null || frameOrigin === null || !listReady) return;
    let ready = false;
    let token: string | null = null;
    const sendSession = () => {
      const current = latest.current;
      if (!ready || token === null || current === null) return;
      host.post({ type: SPORT_HOST_SESSION, token, language: current.language });
    };
    const host = createSportFrameHost({
      host: window,
      frameOrigin,
      frameWindow: () => frame.current?.contentWindow ?? null,
      onMessage: (message) => {
        const current = latest.current;
        if (current === null) return;
        if (message.type === SPORT_FRAME_READY) {
          // The app's URL into the frame, then its token: the handshake (a reloaded frame too).
          ready = true;
          host.post({ type: SPORT_HOST_NAVIGATE, path: current.framePath });
          if (channel.current !== null) channel.current.frameRoute = current.framePath;
          sendSession();
          setReady(true);
        }
        current.onMessage(message);
      },
    });
    const refresher = createSportTokenRefresher({
      fetchToken: async () => {
        const current = latest.current;
        if (current === null) return EMPTY_TOKEN;
        const sport = sportOfFramePath(current.framePath, current.sports);
        return sport === undefined ? EMPTY_TOKEN : current.fetchToken(sport.sport_id);
      },
      onToken: (answer) => {
        token = answer.token;
        sendSession();
      },
      timers: {
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => {
          window.clearTimeout(handle as number);
        },
      },
    });
    channel.current = { post: host.post, renew: refresher.renew, frameRoute: null };
    refresher.renew();
    return () => {
      host.post({ type: SPORT_HOST_TEARDOWN });
      host.dispose();
      refresher.dispose();
      channel.current = null;
    };
  }, [hostOrigin, frameOrigin, listReady]);

  // A login, a logout or another language: a new token, handed to the same frame.
  const identity = `${String(player?.id ?? 'guest')}:${language}`;
  const lastIdentity = useRef(identity);
  useEffect(() => {
    if (lastIdentity.current === identity) return;
    lastIdentity.current = identity;
    channel.current?.renew();
  }, [identity]);

  // The app's URL into the frame: the section's navigation, back and forward.
  useEffect(() => {
    const current = channel.current;
    if (current === null) return;
    if (current.frameRoute === null || current.frameRoute === framePath) return;
    current.frameRoute = framePath;
    current.post({ type: SPORT_HOST_NAVIGATE, path: framePath });
  }, [framePath]);

  const title = app('pages.sport');
  if (sports.isError) {
    return (
      <section className={styles.section} aria-labelledby="page-title">
        <PageTitle title={title} />
        <ErrorState
          message={errorMessageOf(sports.error)}
          isRetrying={sports.isFetching}
          onRetry={() => void sports.refetch()}
        />
      </section>
    );
  }
  const src =
    hostOrigin === null || frameOrigin === null
      ? null
      : frameAddress(frameUrl, hostOrigin, firstLanguage);
  return (
    <section className={styles.section} aria-labelledby="page-title">
      <PageTitle title={title} />
      <SportNav sports={sportList} framePath={framePath} />
      <FramedPanel
        src={listReady ? src : null}
        title={t('frameTitle')}
        height={height ?? INITIAL_FRAME_HEIGHT}
        ready={ready}
        loadingLabel={t('loading')}
        allow={FRAME_ALLOW}
        sameOrigin={frameOrigin === hostOrigin}
        frameRef={frame}
        testId="sport"
      />
    </section>
  );
}

/** The sportsbook's address for this app: the origin it answers to and its first language. */
function frameAddress(frameUrl: string, hostOrigin: string, language: LanguageCode): string {
  const url = new URL(frameUrl);
  url.searchParams.set('host', hostOrigin);
  url.searchParams.set('lang', language);
  return url.toString();
}

/** The sportsbook's sandbox: its scripts, its bet slip's forms and the popups it opens. */
const FRAME_ALLOW = [
  'allow-scripts',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
];
