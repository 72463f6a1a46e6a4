import type { AppRouter } from '@casino/bff/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { ReactNode } from 'react';
import { createQueryClient, trpc } from './trpc.js';

// For tests of hooks over the BFF's procedures: a tRPC client whose calls a function answers,
// with the app's query defaults (no retry), and no HTTP at all.

/** Answers a call by its procedure path and input; throwing fails the call. */
export type Answer = (path: string, input: unknown) => unknown;

function answeringLink(answer: Answer): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        Promise.resolve()
          .then(() => answer(op.path, op.input))
          .then(
            (data: unknown) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (cause: unknown) => {
              observer.error(
                TRPCClientError.from(cause instanceof Error ? cause : new Error('failed')),
              );
            },
          );
        return () => undefined;
      });
}

/** A wrapper for render or renderHook: the tRPC and query providers over `answer`. */
export function trpcWrapper(answer: Answer) {
  const queryClient = createQueryClient();
  const client = trpc.createClient({ links: [answeringLink(answer)] });
  return function TrpcTestProvider({ children }: { children: ReactNode }) {
    return (
      <trpc.Provider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    );
  };
}
