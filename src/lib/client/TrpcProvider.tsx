import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { createTrpcClient, trpc } from './trpc';

/**
 * The typed API for the parts of the site that call it (Min profil, the admin area, event sign-up, "Vis
 * flere"). It wraps those parts only, so pages that never call the API do not load the query library;
 * every wrapper shares one client and one cache per browser tab.
 */
let shared: { queryClient: QueryClient; trpcClient: ReturnType<typeof createTrpcClient> } | undefined;

function clients() {
  // On the server each render gets its own cache; in the browser one is shared by the whole tab.
  if (typeof window === 'undefined') {
    return { queryClient: newQueryClient(), trpcClient: createTrpcClient() };
  }
  shared ??= { queryClient: newQueryClient(), trpcClient: createTrpcClient() };
  return shared;
}

const newQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });

export function TrpcProvider({ children }: { children: ReactNode }) {
  const { queryClient, trpcClient } = clients();
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

/** A component wrapped in the provider, for templates and blocks registered by type. */
export function withTrpc<P extends object>(Component: ComponentType<P>) {
  function WithTrpc(props: P) {
    return (
      <TrpcProvider>
        <Component {...props} />
      </TrpcProvider>
    );
  }
  WithTrpc.displayName = `WithTrpc(${Component.displayName ?? Component.name ?? 'Component'})`;
  return WithTrpc;
}
