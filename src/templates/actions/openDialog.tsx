// A dialog an action opens over the page (an action runs outside the page's React tree): mounted
// on its own root with the app's theme, antd's texts in the user's language and antd's App context
// (message, modal); resolves with what the dialog closed with, and unmounts after its close
// animation has ended.
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { themeConfig } from '../../app/theme';
import { currentLanguage } from '../../i18n';

export function openDialog<T>(render: (close: (result: T) => void) => ReactNode): Promise<T> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const close = (result: T) => {
      // called from the dialog's afterOpenChange, inside the close animation: unmount after it
      setTimeout(() => {
        root.unmount();
        host.remove();
      }, 0);
      resolve(result);
    };
    root.render(
      <ConfigProvider theme={themeConfig} locale={currentLanguage() === 'en_US' ? enUS : zhCN}>
        <App>{render(close)}</App>
      </ConfigProvider>,
    );
  });
}
