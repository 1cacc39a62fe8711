import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityAttrMeta } from '../../../schemas/rpc/datax';
import { errorMessage } from '../../../src/api/errors';
import { MetadataApi } from './api';
import { localName } from '../../../src/i18n';
import { AttributeFormModal } from './AttributeFormModal';
import type { MetaPermissions } from './metaPermissions';
import { movedCodes, useAttributes } from './useAttributes';

interface AttributeTableProps {
  entityCode: string;
  can: MetaPermissions;
  /** after any change: the entity's counts and cached page models are stale */
  onChanged: () => void;
}

/** An entity's attributes: built-in ones read-only; the tenant's added, edited, removed, reordered. */
export function AttributeTable({ entityCode, can, onChanged }: AttributeTableProps) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const { attrs, loading, error, reload, replace } = useAttributes(entityCode);
  const [editing, setEditing] = useState<EntityAttrMeta | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const tenantCount = attrs.filter((a) => a.extended).length;
  const language = i18n.language === 'en_US' ? 'en_US' : 'zh_CN';
  const nameOf = (a: EntityAttrMeta) => localName({ name: a.nameIntl?.zh_CN ?? a.name, nameIntl: a.nameIntl }, language);

  const openForm = (attr: EntityAttrMeta | null) => {
    setEditing(attr);
    setFormOpen(true);
  };
  const saved = () => {
    setFormOpen(false);
    void message.success(t('meta.saved'));
    reload();
    onChanged();
  };
  const remove = (attr: EntityAttrMeta) =>
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('meta.attr.removeConfirm', { name: nameOf(attr) }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const { clearedValues } = await MetadataApi.removeAttribute([entityCode, attr.code], { ignoreError: true });
          void message.success(t('meta.attr.removed', { name: nameOf(attr), count: clearedValues }));
          reload();
          onChanged();
        } catch (e) {
          void message.error(errorMessage(e, t('meta.failed')));
        }
      },
    });
  const move = async (attr: EntityAttrMeta, delta: -1 | 1) => {
    const codes = movedCodes(attrs, attr.code, delta);
    if (!codes) return;
    try {
      replace(await MetadataApi.sortAttributes([entityCode, codes], { ignoreError: true }));
      onChanged();
    } catch (e) {
      void message.error(errorMessage(e, t('meta.failed')));
    }
  };

  const columns: TableColumnsType<EntityAttrMeta> = [
    { title: t('meta.attr.code'), dataIndex: 'code', width: 160 },
    { title: t('meta.attr.name'), key: 'name', render: (_, a) => nameOf(a) },
    { title: t('meta.attr.dataType'), dataIndex: 'dataType', width: 130, render: (type: string) => t(`meta.dataTypes.${type}`, { defaultValue: type }) },
    { title: t('meta.attr.source'), key: 'source', width: 90, render: (_, a) => (a.extended ? <Tag color="green">{t('meta.attr.extended')}</Tag> : <Tag>{t('meta.builtin')}</Tag>) },
    { title: t('meta.attr.required'), dataIndex: 'required', width: 70, render: (v: boolean) => (v ? t('fields.yes') : t('fields.no')) },
    { title: t('meta.attr.queryColumn'), dataIndex: 'queryDisplay', width: 90, render: (v: boolean) => (v ? t('fields.yes') : t('fields.no')) },
    { title: t('meta.attr.tableColumn'), dataIndex: 'tableDisplay', width: 90, render: (v: boolean) => (v ? t('fields.yes') : t('fields.no')) },
  ];
  if (can.update || can.delete) {
    columns.push({
      title: t('templates.actions'),
      key: 'actions',
      width: 200,
      render: (_, a) => {
        if (!a.extended) return null;
        const index = attrs.filter((x) => x.extended).indexOf(a);
        return (
          <Space size={0}>
            {can.update ? (
              <>
                <Button type="link" size="small" onClick={() => openForm(a)}>
                  {t('templates.edit')}
                </Button>
                <Tooltip title={t('meta.attr.moveUp')}>
                  <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('meta.attr.moveUp')} disabled={index <= 0} onClick={() => void move(a, -1)} />
                </Tooltip>
                <Tooltip title={t('meta.attr.moveDown')}>
                  <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t('meta.attr.moveDown')} disabled={index >= tenantCount - 1} onClick={() => void move(a, 1)} />
                </Tooltip>
              </>
            ) : null}
            {can.delete ? (
              <Button type="link" size="small" danger onClick={() => remove(a)}>
                {t('templates.delete')}
              </Button>
            ) : null}
          </Space>
        );
      },
    });
  }

  return (
    <>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <span>{t('meta.attr.summary', { total: attrs.length, extended: tenantCount })}</span>
        {can.create ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
            {t('meta.attr.add')}
          </Button>
        ) : null}
      </Space>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Table<EntityAttrMeta> rowKey="code" size="small" columns={columns} dataSource={attrs} loading={loading} pagination={false} scroll={{ x: 'max-content' }} data-testid="attribute-table" />
      <AttributeFormModal open={formOpen} entityCode={entityCode} editing={editing} onClose={() => setFormOpen(false)} onSaved={saved} />
    </>
  );
}
