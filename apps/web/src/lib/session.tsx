import {
  collectReferralParams,
  splitLanguagePrefix,
  type LanguageCode,
  type User,
} from '@casino/shared';
import type { RouterInputs, RouterOutputs } from '@casino/bff/router';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { createContext, use, useCallback, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { rememberPlayerId, rememberSignedIn } from './signed-in.js';
import { localStore } from './storage.js';
import type { UrlSession } from './url-session.js';
import { trpc, type ApiClients } from './trpc.js';

// The visitor as the BFF sees them: the bootstrap answer (country, blocked, language and currency
// suggestion, clock, flags, settings) and the signed-in player, kept current across login and
// logout.

export type Bootstrap = RouterOutputs['bootstrap']['get'];
type BootstrapInput = RouterInputs['bootstrap']['get'];

export interface Session {
  /** Undefined until the first answer. */
  bootstrap: Bootstrap | undefined;
  status: 'pending' | 'error' | 'success';
  player: User | null;
  /** Replaces the player after login or logout, then asks the BFF for what follows from it. */
  setPlayer: (player: User | null) => void;
  /** The product's now: the client clock moved by QA's offset (mock mode), 0 elsewhere. */
  now: () => Date;
}

const SessionContext = createContext<Session | null>(null);

/** What the first call sends, read from the landing URL and storage. */
function readInitialInput(): BootstrapInput {
  const prefix = splitLanguagePrefix(window.location.pathname);
  const pathLanguage: LanguageCode | null = prefix.status === 'ok' ? prefix.language : null;
  const search = new URLSearchParams(window.location.search);
  // The landing visit's referral parameters are kept, so a reload or a later page counts them too.
  const stored = localStore.get('referralSearchParams') ?? {};
  return {
    pathLanguage,
    storedLanguage: localStore.get('language') ?? null,
    hasReferral:
      Object.keys(collectReferralParams(search)).length > 0 || Object.keys(stored).length > 0,
  };
}

let initialInput: BootstrapInput | undefined;

/** The bootstrap input of this page load, read once (the landing URL, not the current one). */
export function firstBootstrapInput(): BootstrapInput {
  initialInput ??= readInitialInput();
  return initialInput;
}

/**
 * Signs in with a session handed over in the URL (`account`, reauth/{session}) before the first
 * call: the bootstrap answer then has the player. A refused value is ignored (SPEC.md section 2),
 * and neither the value nor the answer's detail is logged.
 */
export async function adoptUrlSession(
  { trpcClient }: ApiClients,
  session: UrlSession,
): Promise<void> {
  try {
    const { player } = await trpcClient.auth.adopt.mutate(session);
    rememberSignedIn(player);
  } catch {
    console.warn(`the session in the URL (${session.source}) was not accepted`);
  }
}

/**
 * Asks the BFF for the bootstrap answer at once, before the app's strings and first page have
 * loaded: SessionProvider then finds it in the cache (or on its way) instead of asking after the
 * first render.
 */
export function prefetchBootstrap({
  queryClient,
  trpcClient,
}: ApiClients): Promise<Bootstrap | undefined> {
  const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
  return utils.bootstrap.get
    .fetch(firstBootstrapInput(), { staleTime: Infinity })
    .catch(() => undefined);
}

export function SessionProvider({
  input = firstBootstrapInput(),
  children,
}: {
  /** What the first bootstrap call sends: the landing URL's in the browser, the page's on a server. */
  input?: BootstrapInput;
  children: ReactNode;
}) {
  const utils = trpc.useUtils();
  const query = trpc.bootstrap.get.useQuery(input, { staleTime: Infinity, gcTime: Infinity });
  const bootstrap = query.data;

  const setPlayer = useCallback(
    (player: User | null) => {
      utils.bootstrap.get.setData(input, (old) => (old === undefined ? old : { ...old, player }));
      // UK rules, currency and flags follow the account's country for players: ask again.
      void utils.bootstrap.get.invalidate(input);
    },
    [utils, input],
  );

  // The stored player id follows the session from its first answer: every sign-in and sign-out
  // goes through it (setPlayer, a session from the URL, one that ended). Before the pages' own
  // effects, which may read it.
  const playerId = bootstrap === undefined ? undefined : (bootstrap.player?.id ?? null);
  useLayoutEffect(() => {
    if (playerId !== undefined) rememberPlayerId(playerId);
  }, [playerId]);

  const offsetMs = bootstrap?.clock.offsetMs ?? 0;
  const value = useMemo<Session>(
    () => ({
      bootstrap,
      status: query.status,
      player: bootstrap?.player ?? null,
      setPlayer,
      now: () => new Date(Date.now() + offsetMs),
    }),
    [bootstrap, query.status, setPlayer, offsetMs],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (session === null) throw new Error('useSession needs a SessionProvider');
  return session;
}
