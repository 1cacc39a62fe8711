// Once the shell is idle after login, the list table's styles are generated off screen (see
// templates/list/prewarm.tsx), so the first list a user opens does not pay for them (~0.2 s).
// The template chunk is fetched then rather than when that list opens.
import { ConfigProvider } from 'antd';
import { useContext, useEffect } from 'react';

export function usePrewarmLists(): void {
  const { theme } = useContext(ConfigProvider.ConfigContext);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const id = requestIdleCallback(() => void import('../../templates/list/prewarm').then((m) => m.prewarmListStyles(theme)), { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }, [theme]);
}
