import type { AppRouter } from '@casino/bff/router';
import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

/** The typed client of the BFF's router (imported as a type only: no server code ships). */
export const trpc = createTRPCReact<AppRouter>();

/**
 * Procedures sent on their own, unbatched, so they never wait in a batch behind a slower call; the
 * BFF answers every query on its lean read path (docs/decisions/023-lean-read-path.md).
 */
export const UNBATCHED_PROCEDURES: ReadonlySet<string> = new Set(['lobby.main']);

const API_URL = '/trpc';

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => UNBATCHED_PROCEDURES.has(op.path),
        true: httpLink({ url: API_URL }),
        false: httpBatchLink({ url: API_URL, maxURLLength: 2_000 }),
      }),
    ],
  });
}

/** The query defaults of SPEC.md section 7: no retry, no refetch when the window regains focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's query cache and BFF client, made before the first render so calls start early. */
export interface ApiClients {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
}

export function createApiClients(): ApiClients {
  return { queryClient: createQueryClient(), trpcClient: createTrpcClient() };
}
