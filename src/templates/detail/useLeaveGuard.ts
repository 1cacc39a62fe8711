// Asks before leaving a form with unsaved changes: navigation inside the app (other page, other
// record of the pager, another tab) and closing or reloading the browser tab.
import { App } from 'antd';
import { useCallback, useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

export function useLeaveGuard(isDirty: () => boolean, bypass: RefObject<boolean>) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      !bypass.current && isDirty() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [isDirty, bypass],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('templates.leaveConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => blocker.proceed?.(),
      onCancel: () => blocker.reset?.(),
    });
  }, [blocker, modal, t]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!bypass.current && isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty, bypass]);
}
