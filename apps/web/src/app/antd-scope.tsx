import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
// With Vite 8 the locale must come from antd/es: `antd/locale/zh_CN` resolves to the CJS
// build and silently leaves antd in English (STACK.md).
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

/**
 * antd's configuration (zh_CN, our theme), loaded only with the screens that draw antd
 * components. It used to wrap the whole app from the entry, which put antd's runtime
 * styling, its theme computation and the locale (~45 KB gzip and ~300 ms of main thread on
 * a mid-range phone) in front of every first paint — also of featured, which draws no antd
 * component. `withAntdScope` (with-antd-scope.tsx) wraps lazily loaded screens in it.
 */
// antd's date pickers take their month and weekday names (十一月, 一 二 三) and the week's
// first day (Monday) from dayjs's locale, not from antd's: set it with antd's.
dayjs.locale('zh-cn');

export const antdTheme = {
  token: {
    colorPrimary: '#1f6feb',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Segoe UI', Roboto, sans-serif",
    zIndexPopupBase: 1000,
  },
};

export function AntdScope({ children }: { children: ReactNode }) {
  return (
    // antd spaces out two-character Chinese labels (关 注); Chinese sites write 关注.
    <ConfigProvider locale={zhCN} theme={antdTheme} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}

// Static methods (message, Modal.confirm) render outside the React tree; give them the same
// locale and theme once this module has loaded (toast.ts loads it with `message`).
ConfigProvider.config({ holderRender: (children) => <AntdScope>{children}</AntdScope> });
