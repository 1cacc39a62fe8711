import { Button, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellContext } from '../../../src/app/shell/ShellContext';
import { useOpenPage } from '../../../src/templates/shared/useOpenPage';
import type { EntitySummary } from '../contracts';
import type { MetaPermissions } from './metaPermissions';

interface EntityTableProps {
  items: EntitySummary[];
  loading: boolean;
  can: MetaPermissions;
  nameOf: (entity: EntitySummary) => string;
  /** where 查看数据 goes, null when the role has no page for the entity's records */
  dataTarget: (entity: EntitySummary) => string | null;
  onOpen: (entity: EntitySummary) => void;
  onEdit: (entity: EntitySummary) => void;
  onViewData: (path: string) => void;
  onRemove: (entity: EntitySummary) => void;
}

const DESIGNER_PATH = 'meta/Designer';
const designerHref = (code: string) => `${DESIGNER_PATH}?${new URLSearchParams({ formId: code, entityCode: code })}`;

/** The entity list: code, name, built-in or tenant, attribute counts and the row's actions. */
export function EntityTable({ items, loading, can, nameOf, dataTarget, onOpen, onEdit, onViewData, onRemove }: EntityTableProps) {
  const { t } = useTranslation();
  const shell = useContext(ShellContext);
  const open = useOpenPage();
  // the form designer, when the role has it: the entity's form id is its code (the detail's default formId)
  const canDesign = !!shell?.routeByPath.has(DESIGNER_PATH);
  const columns: TableColumnsType<EntitySummary> = [
    { title: t('meta.entityCode'), dataIndex: 'code', width: 200 },
    {
      title: t('meta.entityName'),
      key: 'name',
      render: (_, e) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(e)}>
          {nameOf(e)}
        </Button>
      ),
    },
    {
      title: t('meta.kind'),
      dataIndex: 'builtin',
      width: 100,
      render: (builtin: boolean) => (builtin ? <Tag>{t('meta.builtin')}</Tag> : <Tag color="green">{t('meta.tenant')}</Tag>),
    },
    { title: t('meta.attrCount'), dataIndex: 'attrCount', width: 90, align: 'right' },
    { title: t('meta.extendedCount'), dataIndex: 'extendedCount', width: 110, align: 'right' },
    {
      title: t('templates.actions'),
      key: 'actions',
      width: 340,
      render: (_, e) => {
        const target = can.data ? dataTarget(e) : null;
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => onOpen(e)}>
              {t('meta.attributes')}
            </Button>
            {can.update && !e.builtin ? (
              <Button type="link" size="small" onClick={() => onEdit(e)}>
                {t('templates.edit')}
              </Button>
            ) : null}
            {can.data ? (
              <Tooltip title={target ? null : t('meta.noDataPage')}>
                <Button type="link" size="small" disabled={!target} onClick={() => target && onViewData(target)}>
                  {t('meta.viewData')}
                </Button>
              </Tooltip>
            ) : null}
            {canDesign ? (
              <Button type="link" size="small" onClick={() => open(designerHref(e.code))}>
                {t('designer.designForm')}
              </Button>
            ) : null}
            {can.delete && !e.builtin ? (
              <Button type="link" size="small" danger onClick={() => onRemove(e)}>
                {t('templates.delete')}
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  ];
  return (
    <Table<EntitySummary>
      rowKey="code"
      size="middle"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="entity-table"
    />
  );
}
