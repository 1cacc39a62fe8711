// What a task list's row buttons do: open the task screen (处理 / 查看; a copy opened is read),
// 签收 / 取消签收 at once, 委派 / 转办 through the user dialog, and the destructive ones (撤回, 终止,
// 删除) after a confirm titled 注意 with 确定 / 取消. Each shows the server's message and reloads.
import { App } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowTaskRow } from '../../../contracts';
import { errorMessage } from '../../../../../src/api/errors';
import { useOpenPage } from '../../../../../src/templates/shared/useOpenPage';
import { FlowTaskApi, quiet } from '../api';
import { ActionDialog } from '../shared/ActionDialog';
import type { TaskRef } from '../shared/taskActions';
import { taskScreenHref } from '../shared/taskQuery';
import type { RowActionKey, TaskListDeclaration } from './declarations';

export const rowName = (row: FlowTaskRow) => [row.procDefName, row.receiptCode].filter(Boolean).join(' ');

export function useRowActions(list: TaskListDeclaration, me: number, reload: () => void): { run: (action: RowActionKey, row: FlowTaskRow) => void; openRow: (row: FlowTaskRow) => void; markRead: (ids: number[]) => Promise<boolean>; dialog: ReactNode } {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const open = useOpenPage();
  const [dialog, setDialog] = useState<{ kind: 'delegate' | 'assign'; task: TaskRef } | null>(null);

  const fail = (error: unknown) => void message.error(errorMessage(error, t('rpc.serviceException')));
  const call = async (send: () => Promise<{ msg: string }>) => {
    try {
      void message.success((await send()).msg);
      reload();
    } catch (error) {
      fail(error);
    }
  };
  const confirm = (key: 'revokeTask' | 'revoke' | 'stop' | 'delete', row: FlowTaskRow, send: () => Promise<{ msg: string }>) =>
    modal.confirm({
      title: t('flowTasks.confirm.title'),
      content: t(`flowTasks.confirm.${key}`, { name: rowName(row) }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => call(send),
    });

  const markRead = async (ids: number[]): Promise<boolean> => {
    try {
      await FlowTaskApi.copySendRead([ids], quiet);
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  const openRow = (row: FlowTaskRow) => {
    // opening a copy reads it (in the background: the screen does not wait for it)
    if (list.taskType === 'copy' && row.read === false && row.copySendId) void FlowTaskApi.copySendRead([[row.copySendId]], { ...quiet, cancelPrevious: false }).catch(() => undefined);
    open(taskScreenHref(list, row));
  };

  const run = (action: RowActionKey, row: FlowTaskRow) => {
    const taskId = row.taskId ?? '';
    const instanceId = row.procInsId;
    switch (action) {
      case 'handle':
      case 'view':
        return openRow(row);
      case 'claim':
        return void call(() => FlowTaskApi.claim([{ taskId }], quiet));
      case 'unclaim':
        return void call(() => FlowTaskApi.unClaim([{ taskId }], quiet));
      case 'delegate':
      case 'assign':
        return setDialog({ kind: action, task: { taskId, instanceId } });
      case 'revokeTask':
        return confirm('revokeTask', row, () => FlowTaskApi.revokeProcess([{ instanceId, taskId }], quiet));
      case 'revoke':
        return confirm('revoke', row, () => FlowTaskApi.revokeProcess([{ instanceId }], quiet));
      case 'stop':
        return confirm('stop', row, () => FlowTaskApi.stopProcess([{ instanceId }], quiet));
      case 'delete':
        return confirm('delete', row, () => FlowTaskApi.delete([{ instanceId }], quiet));
      case 'read':
        return void markRead([row.copySendId!]).then((ok) => {
          if (!ok) return;
          void message.success(t('flowTasks.screen.readMarked'));
          reload();
        });
    }
  };

  const node = (
    <ActionDialog
      kind={dialog?.kind ?? null}
      task={dialog?.task ?? null}
      me={me}
      onClose={() => setDialog(null)}
      onDone={(msg) => {
        setDialog(null);
        void message.success(msg);
        reload();
      }}
    />
  );
  return { run, openRow, markRead, dialog: node };
}
