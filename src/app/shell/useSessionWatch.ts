import { message, Modal } from 'antd';
import { useEffect } from 'react';
import { i18n } from '../../i18n';
import { watchSession } from '../session/sessionWatch';

/**
 * Token refresh every 40 minutes and the 2-hour inactivity limit, while the shell is shown.
 * The notices use antd's static API: they must outlive the shell, which unmounts as the user is
 * sent to the login page (App.tsx gives them the build's theme).
 */
export function useSessionWatch(): void {
  useEffect(
    () =>
      watchSession({
        t: (key) => i18n.t(key),
        alert: (text) => Modal.warning({ title: text, okText: i18n.t('common.ok') }),
        error: (text) => void message.error(text),
      }),
    [],
  );
}
