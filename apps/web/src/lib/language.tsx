import {
  LANGUAGE_DETECTION_MAX_ATTEMPTS,
  languageMenuFor,
  localizePath,
  resolveLanguage,
  splitLanguagePrefix,
  type LanguageCode,
} from '@casino/shared';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router-dom';
import { applyLanguage } from './i18n.js';
import { useSession } from './session.js';
import { localStore } from './storage.js';

// The language shown (SPEC.md section 4, SPEC-NOTES): detection re-runs as its inputs arrive -
// the path and storage at once, then the bootstrap's country, then a player who logs in - at
// most LANGUAGE_DETECTION_MAX_ATTEMPTS times a page load, and never over the visitor's own pick.

export interface LanguageState {
  language: LanguageCode;
  /** The languages this visitor may pick (UK visitors get the reduced list). */
  menu: readonly LanguageCode[];
  /**
   * The visitor's pick: stores it, rewrites the path prefix, tells the BFF for a player. With
   * `{ byVisitor: false }` (a rule's switch, such as a UK referral's gb) it is shown and stored
   * but is no pick: detection may still follow the player who logs in.
   */
  changeLanguage: (language: LanguageCode, options?: { byVisitor?: boolean }) => void;
  /** A prefix-less path under the current language's prefix. */
  href: (path: string) => string;
}

const LanguageContext = createContext<LanguageState | null>(null);

function browserLanguages(): readonly string[] {
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** The first attempt: the path prefix, the stored language, the browser. */
export function initialLanguage(): LanguageCode {
  const prefix = splitLanguagePrefix(window.location.pathname);
  return resolveLanguage({
    pathLanguage: prefix.status === 'ok' ? prefix.language : null,
    storedLanguage: localStore.get('language') ?? null,
    browserLanguages: browserLanguages(),
  }).language;
}

/**
 * The language detection settles on once the bootstrap answer is in: the player's, the path's, the
 * stored pick, the country's, the browser's (SPEC-NOTES' order). The provider switches to it; a
 * page's first data may be asked for in it before the app has rendered.
 */
export function detectedLanguage(
  pathname: string,
  visitor: { language: LanguageCode | null; country: string | null },
): LanguageCode {
  const prefix = splitLanguagePrefix(pathname);
  return resolveLanguage({
    userLanguage: visitor.language,
    pathLanguage: prefix.status === 'ok' ? prefix.language : null,
    storedLanguage: localStore.get('language') ?? null,
    country: visitor.country,
    browserLanguages: browserLanguages(),
  }).language;
}

/** Tells the BFF a player's pick (the account-language feature's mutation, given by the app). */
export type SavePlayerLanguage = (language: LanguageCode) => void;

export function LanguageProvider({
  i18n,
  initial,
  useSavePlayerLanguage,
  children,
}: {
  /** Created for `initial` before the first render, its strings loaded. */
  i18n: I18n;
  /** The first language: initialLanguage() in the browser, the page's in a server render. */
  initial?: LanguageCode;
  useSavePlayerLanguage: () => SavePlayerLanguage;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState(() => initial ?? initialLanguage());
  const attempts = useRef(1);
  /**
   * What the last attempt read: the effect run again on the same inputs (StrictMode mounts every
   * effect twice) is no new attempt, or a bootstrap there at the first render would use two.
   */
  const attemptedKey = useRef<string | null>(null);
  const chosen = useRef(false);
  const location = useLocation();
  const navigate = useNavigate();
  const { bootstrap, player } = useSession();
  const savePlayerLanguage = useSavePlayerLanguage();

  // The location at the moment of a change: read through a ref so that `show` stays stable.
  const locationRef = useRef(location);
  locationRef.current = location;
  // The app's data router knows where it is going before React has drawn it: a page that leaves
  // at once (the session callback) may not have rendered its move when a detection follows, and
  // the rendered location would send the visitor back, its session value in the address again.
  // (The unit tests' MemoryRouter renders its moves at once.)
  const dataRouter = use(UNSAFE_DataRouterContext)?.router;

  const show = useCallback(
    (next: LanguageCode) => {
      setLanguage(next);
      void applyLanguage(i18n, next);
      localStore.set('language', next);
      const current =
        dataRouter?.state.navigation.location ?? dataRouter?.state.location ?? locationRef.current;
      const { pathname, search, hash } = current;
      const state: unknown = current.state;
      const target = localizePath(pathname, next);
      if (target !== pathname) {
        void navigate({ pathname: target, search, hash }, { replace: true, state });
      }
    },
    [i18n, navigate, dataRouter],
  );

  useEffect(() => {
    void applyLanguage(i18n, language);
    // Only the document's first language: later ones come through `show`.
  }, []);

  // Re-detect when the country (bootstrap) or the player arrives.
  const country = player?.country ?? bootstrap?.country.alpha3 ?? null;
  const detectionKey = bootstrap === undefined ? null : `${country ?? '-'}:${player?.id ?? '-'}`;
  useEffect(() => {
    if (detectionKey === null || chosen.current || detectionKey === attemptedKey.current) return;
    if (attempts.current >= LANGUAGE_DETECTION_MAX_ATTEMPTS) return;
    attemptedKey.current = detectionKey;
    attempts.current += 1;
    const detected = detectedLanguage(locationRef.current.pathname, {
      language: player?.language ?? null,
      country,
    });
    // A server-drawn page may already show the detected language the browser alone would not have
    // guessed: it is taken as the browser would take it (stored, the path's prefix rewritten).
    if (detected !== language || detected !== initialLanguage()) show(detected);
    // Runs when what detection reads changes, not when the language it sets does.
  }, [detectionKey]);

  const changeLanguage = useCallback(
    (next: LanguageCode, { byVisitor = true }: { byVisitor?: boolean } = {}) => {
      if (!byVisitor) {
        show(next);
        return;
      }
      chosen.current = true;
      show(next);
      if (player !== null) savePlayerLanguage(next);
    },
    [show, player, savePlayerLanguage],
  );

  const menu = bootstrap?.language.menu ?? languageMenuFor(country);
  const value = useMemo<LanguageState>(
    () => ({
      language,
      menu,
      changeLanguage,
      href: (path) => localizePath(path, language),
    }),
    [language, menu, changeLanguage],
  );

  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext value={value}>{children}</LanguageContext>
    </I18nextProvider>
  );
}

export function useLanguage(): LanguageState {
  const state = use(LanguageContext);
  if (state === null) throw new Error('useLanguage needs a LanguageProvider');
  return state;
}
