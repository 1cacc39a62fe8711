// The row actions column of the lists (fixed right): edit or detail, and delete.
import { Button, Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { RecordRow } from '../../engine/columns';
import type { RowAction } from './listConfig';

export const ROW_ACTIONS_KEY = '__actions';

export interface RowActionsOptions {
  /** the actions the user may take (delete already left out when not granted) */
  actions: readonly RowAction[];
  /** `edit` reads 编辑 when update is granted, 详情 otherwise */
  canEdit: boolean;
  t: TFunction;
  onOpen: (id: number) => void;
  onDelete: (row: RecordRow) => void;
}

export function rowActionsColumn({ actions, canEdit, t, onOpen, onDelete }: RowActionsOptions): ColumnType<RecordRow> {
  return {
    key: ROW_ACTIONS_KEY,
    title: t('templates.actions'),
    width: 140,
    fixed: 'right',
    render: (_: unknown, row: RecordRow) => (
      <Space size={0}>
        {actions.map((action) =>
          action === 'delete' ? (
            <Button key={action} type="link" size="small" danger onClick={() => onDelete(row)}>
              {t('templates.delete')}
            </Button>
          ) : (
            <Button key={action} type="link" size="small" onClick={() => onOpen(Number(row.id))}>
              {action === 'edit' && canEdit ? t('templates.edit') : t('templates.detail')}
            </Button>
          ),
        )}
      </Space>
    ),
  };
}
