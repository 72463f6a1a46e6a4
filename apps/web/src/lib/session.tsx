import {
  collectReferralParams,
  splitLanguagePrefix,
  type LanguageCode,
  type User,
} from '@casino/shared';
import type { RouterInputs, RouterOutputs } from '@casino/bff/router';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { localStore } from './storage.js';
import { trpc } from './trpc.js';

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

/** What the first call sends, read once from the landing URL and storage. */
function initialInput(): BootstrapInput {
  const prefix = splitLanguagePrefix(window.location.pathname);
  const pathLanguage: LanguageCode | null = prefix.status === 'ok' ? prefix.language : null;
  const search = new URLSearchParams(window.location.search);
  return {
    pathLanguage,
    storedLanguage: localStore.get('language') ?? null,
    hasReferral: Object.keys(collectReferralParams(search)).length > 0,
  };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [input] = useState(initialInput);
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
