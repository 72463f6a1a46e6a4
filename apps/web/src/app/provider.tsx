import type { RouterInputs } from '@casino/bff/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ShellErrorFallback } from '../components/ui/error-fallback.js';
import { SessionProvider } from '../lib/session.js';
import { trpc, type ApiClients } from '../lib/trpc.js';

/**
 * The last line: an error outside every page (in the providers themselves). i18next may be what
 * failed, so it speaks the catalogue's English.
 */
class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('the app failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ShellErrorFallback
        onRerender={() => {
          this.setState({ failed: false });
        }}
      />
    );
  }
}

export function AppProvider({
  clients: { queryClient, trpcClient },
  bootstrapInput,
  children,
}: {
  clients: ApiClients;
  /** A server render's bootstrap input; the browser reads its own from the landing URL. */
  bootstrapInput?: RouterInputs['bootstrap']['get'];
  children: ReactNode;
}) {
  return (
    <AppErrorBoundary>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider input={bootstrapInput}>{children}</SessionProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </AppErrorBoundary>
  );
}
