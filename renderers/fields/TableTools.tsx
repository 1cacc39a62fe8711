// TableTools: the row action buttons of a table. field.props.actions lists them
// ([{key, label, danger?, confirm?}]; confirm: true or the question to ask) and
// field.props.onAction(key, record) runs them. Forms have nothing to show for it.
import { Button, Popconfirm, Space } from 'antd';
import { i18n } from '../../src/i18n';
import type { FieldRenderer } from './types';
import { tf } from './shared/text';

export interface TableAction {
  key: string;
  label: string;
  danger?: boolean;
  /** ask before running: true (a generic question) or the question itself */
  confirm?: boolean | string;
  disabled?: boolean;
}

function actionsOf(raw: unknown): TableAction[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((a): a is TableAction => !!a && typeof a === 'object' && typeof a.key === 'string' && typeof a.label === 'string');
}

export const TableToolsRenderer: FieldRenderer = {
  dataType: 'TableTools',
  valueType: 'void',
  Edit: () => null,
  Read: () => null,
  Cell: ({ record, field }) => {
    const onAction = typeof field.props?.onAction === 'function' ? (field.props.onAction as (key: string, record: Record<string, unknown>) => void) : undefined;
    const run = (key: string) => onAction?.(key, record);
    return (
      <Space size={0} wrap>
        {actionsOf(field.props?.actions).map((action) => {
          const button = (
            <Button key={action.key} type="link" size="small" danger={action.danger} disabled={action.disabled} onClick={action.confirm ? undefined : () => run(action.key)}>
              {action.label}
            </Button>
          );
          if (!action.confirm) return button;
          const question = typeof action.confirm === 'string' ? action.confirm : tf('confirmAction', { label: action.label });
          return (
            <Popconfirm key={action.key} title={question} okText={i18n.t('common.ok')} cancelText={i18n.t('common.cancel')} onConfirm={() => run(action.key)} disabled={action.disabled}>
              {button}
            </Popconfirm>
          );
        })}
      </Space>
    );
  },
};
