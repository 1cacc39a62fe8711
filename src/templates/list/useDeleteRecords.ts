import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { MetaDynamicApi } from '../../api/services';
import type { ListConfig } from './listConfig';

type Row = Record<string, unknown>;

/** Delete with the list class's prompt (是否删除数据？ or 请确认是否删除单据：{code}?), then MetaDynamic/removeValue and 删除数据成功。 */
export function useDeleteRecords(entityCode: string, confirm: ListConfig['deleteConfirm'], onDeleted: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  return useCallback(
    (rows: readonly Row[]) => {
      const ids = rows.map((r) => Number(r.id)).filter((id) => Number.isFinite(id));
      if (!ids.length) return;
      const codes = rows.map((r) => String(r.code ?? r.id)).join(', ');
      modal.confirm({
        title: t('templates.confirmTitle'),
        content: confirm === 'plain' ? t('templates.deleteConfirm') : t('templates.deleteReceiptConfirm', { code: codes }),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: true },
        onOk: async () => {
          try {
            await MetaDynamicApi.removeValue([entityCode, ids], { ignoreError: true });
            void message.success(t('templates.deleted'));
            onDeleted();
          } catch (error) {
            void message.error(errorMessage(error, t('rpc.serviceException')));
          }
        },
      });
    },
    [entityCode, confirm, onDeleted, modal, message, t],
  );
}
