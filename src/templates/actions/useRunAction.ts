// Runs a declared action as users expect: asks first when it declares a confirmation, shows a
// spinner while it runs, says what came of it, and reloads what it changed.
import { App } from 'antd';
import { useCallback, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionDef } from '../../../schemas/pages/types';
import { errorMessage } from '../../api/errors';
import { ShellContext } from '../../app/shell/ShellContext';
import { currentLanguage } from '../../i18n';
import { useOpenPage } from '../shared/useOpenPage';
import { listPageOf } from './listPageOf';
import { actionHandler } from './registry';

export interface RunActionInput {
  entityCode: string;
  pageUrl: string;
  /** after a successful run */
  onDone: () => void;
}

export function useRunAction({ entityCode, pageUrl, onDone }: RunActionInput) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [running, setRunning] = useState<string | null>(null);
  const open = useOpenPage();
  const routeByPath = useContext(ShellContext)?.routeByPath;

  const execute = useCallback(
    async (action: ActionDef, records: ReadonlyArray<Record<string, unknown>>) => {
      setRunning(action.code);
      try {
        const handler = await actionHandler(action.handler);
        const language = currentLanguage();
        const listPage = (url: string) => listPageOf(routeByPath, url, language);
        const said = await handler({ action, entityCode, records, pageUrl, language, open, listPage });
        void message.success(said || t('templates.actionDone'));
        onDone();
      } catch (error) {
        void message.error(errorMessage(error, t('rpc.serviceException')));
      } finally {
        setRunning(null);
      }
    },
    [entityCode, pageUrl, onDone, message, t, open, routeByPath],
  );

  const run = useCallback(
    (action: ActionDef, records: ReadonlyArray<Record<string, unknown>>) => {
      if (!action.confirm) return void execute(action, records);
      modal.confirm({
        title: t('templates.confirmTitle'),
        content: currentLanguage() === 'en_US' ? action.confirm.en_US : action.confirm.zh_CN,
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        onOk: () => execute(action, records),
      });
    },
    [execute, modal, t],
  );

  return { run, running };
}
