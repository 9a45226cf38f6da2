import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LoginDialogProvider } from '../features/auth/login-dialog-context';
import { ChatDialogProvider } from '../features/chat/chat-dialog-context';
import { retryUnlessUnauthorized } from '../lib/api-error';

// Toasts (2 s, at most 2; SPEC §9) are configured in lib/toast.ts, loaded on first use.
// antd's ConfigProvider (zh_CN, theme) is not here: it comes with the screens that use
// antd components (app/antd-scope.tsx), so the first paint does not wait for antd.

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The http client already toasted the failure; one quiet retry covers a blip.
      retry: retryUnlessUnauthorized,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LoginDialogProvider>
        <ChatDialogProvider>{children}</ChatDialogProvider>
      </LoginDialogProvider>
    </QueryClientProvider>
  );
}
