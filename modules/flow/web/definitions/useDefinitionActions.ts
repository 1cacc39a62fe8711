// The row actions of 流程定义 that need a confirmation: 激活/挂起 (flow.FlowableDef/updateState),
// 删除 (titled 注意; a version with instances is refused with 409, shown as the server says it),
// and 发起 for a form flow (flow.FlowableDef/start, the server's message on success).
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import type { FlowDefinitionView } from '../../contracts';
import { FlowDefApi, quiet } from './api';

export function useDefinitionActions(reload: () => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();

  /** Runs the confirmed work; a refusal is shown and the dialog closes (nothing left unhandled). */
  const confirmed = useCallback(
    (content: string, work: () => Promise<string>, danger = false) =>
      modal.confirm({
        title: t('flowDefs.attention'),
        content,
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        okButtonProps: danger ? { danger: true } : undefined,
        onOk: async () => {
          try {
            void message.success(await work());
            reload();
          } catch (e) {
            void message.error(errorMessage(e, t('flowDefs.failed')));
          }
        },
      }),
    [modal, message, reload, t],
  );

  const toggleState = (d: FlowDefinitionView) =>
    confirmed(t(d.suspended ? 'flowDefs.activateConfirm' : 'flowDefs.suspendConfirm', { name: d.name, version: d.version }), async () => {
      await FlowDefApi.updateState([{ deployId: d.deployId, state: d.suspended ? 'active' : 'suspended' }], quiet);
      return t('flowDefs.done');
    });

  const remove = (d: FlowDefinitionView) =>
    confirmed(
      t('flowDefs.deleteConfirm', { name: d.name, version: d.version }),
      async () => {
        await FlowDefApi.delete([{ deployId: d.deployId }], quiet);
        return t('flowDefs.deleted');
      },
      true,
    );

  const start = (d: FlowDefinitionView) =>
    confirmed(t('flowDefs.startConfirm', { name: d.name }), async () => (await FlowDefApi.start([{ procDefId: d.procDefId }], quiet)).msg || t('flowDefs.done'));

  return { toggleState, remove, start };
}
