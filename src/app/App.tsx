import { ConfigProvider } from 'antd';
// the ES builds: the CommonJS entries (antd/locale/*) came out as {default} in the bundle, so
// antd's own texts stayed English
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { currentLanguage } from '../i18n';
import { createAppRouter } from './router';
import { themeConfig } from './theme';

const antdLocale = (language: string) => (language === 'en_US' ? enUS : zhCN);

// antd's static message / notification / Modal (used by the RPC client, outside React) render
// in their own root: give them the build's theme and the current language too.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider theme={themeConfig} locale={antdLocale(currentLanguage())}>
      {children}
    </ConfigProvider>
  ),
});

export function App() {
  const { i18n } = useTranslation();
  const [router] = useState(createAppRouter);
  const english = i18n.language === 'en_US';

  useEffect(() => {
    document.documentElement.lang = english ? 'en' : 'zh-CN';
  }, [english]);

  return (
    <ConfigProvider locale={antdLocale(i18n.language)} theme={themeConfig}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
