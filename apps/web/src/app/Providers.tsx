import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
// With Vite 8 the locale must come from antd/es: `antd/locale/zh_CN` resolves to the CJS
// build and silently leaves antd in English (STACK.md).
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LoginDialogProvider } from '../features/auth/login-dialog-context';

// Toasts (2 s, at most 2; SPEC §9) are configured in lib/toast.ts, loaded on first use.

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The http client already toasted the failure; one quiet retry covers a blip.
      retry: 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});

const theme = {
  token: {
    colorPrimary: '#1f6feb',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Segoe UI', Roboto, sans-serif",
    zIndexPopupBase: 1000,
  },
};

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <QueryClientProvider client={queryClient}>
        <LoginDialogProvider>{children}</LoginDialogProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
