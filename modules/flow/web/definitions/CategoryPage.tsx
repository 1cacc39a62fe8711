// flowable/Class (流程分类): the categories the designer's process category picks from — add, edit,
// remove (confirmed; a category some process uses is refused by the server, its message shown).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Card, Space, Table, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isCancelled } from '../../../../src/api/errors';
import { usePermission } from '../../../../src/engine/PermissionContext';
import type { FlowCategoryView } from '../../contracts';
import { FlowCategoryApi, quiet } from './api';
import { CategoryFormModal } from './CategoryFormModal';

const FN = 'flowable.class';

function useCategories() {
  const { t } = useTranslation();
  const [state, setState] = useState<{ items: FlowCategoryView[]; loading: boolean; error: string | null }>({ items: [], loading: true, error: null });
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    FlowCategoryApi.list([], quiet).then(
      (items) => live && setState({ items, loading: false, error: null }),
      (e: unknown) => live && !isCancelled(e) && setState({ items: [], loading: false, error: errorMessage(e, t('flowDefs.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [nonce, t]);
  return { ...state, reload: useCallback(() => setNonce((n) => n + 1), []) };
}

export default function CategoryPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const has = usePermission();
  const list = useCategories();
  const [form, setForm] = useState<{ editing: FlowCategoryView | null } | null>(null);

  const remove = (c: FlowCategoryView) =>
    modal.confirm({
      title: t('flowDefs.attention'),
      content: t('flowDefs.removeCategoryConfirm', { name: c.name }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await FlowCategoryApi.remove([[c.id]], quiet);
          void message.success(t('flowDefs.deleted'));
          list.reload();
        } catch (e) {
          void message.error(errorMessage(e, t('flowDefs.failed')));
        }
      },
    });

  const columns: TableColumnsType<FlowCategoryView> = [
    { title: t('flowDefs.categoryCode'), dataIndex: 'code', width: 200 },
    { title: t('flowDefs.categoryName'), dataIndex: 'name' },
    { title: t('flowDefs.sn'), dataIndex: 'sn', width: 90, align: 'right' },
    { title: t('flowDefs.used'), dataIndex: 'used', width: 90, align: 'right' },
    { title: t('flowDefs.remark'), dataIndex: 'remark', ellipsis: true },
    {
      title: t('flowDefs.actions'),
      key: 'actions',
      width: 160,
      render: (_, c) => (
        <Space size={0}>
          {has(`${FN}.update`) ? (
            <Button type="link" size="small" onClick={() => setForm({ editing: c })}>
              {t('flowDefs.edit')}
            </Button>
          ) : null}
          {has(`${FN}.delete`) ? (
            <Button type="link" size="small" danger title={c.used ? t('flowDefs.categoryInUse', { count: c.used }) : undefined} onClick={() => remove(c)}>
              {t('flowDefs.remove')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless" data-testid="flow-category-page">
      <Space style={{ marginBottom: 16 }}>
        {has(`${FN}.create`) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })}>
            {t('flowDefs.addCategory')}
          </Button>
        ) : null}
      </Space>
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 12 }} /> : null}
      <Table<FlowCategoryView> rowKey="id" size="middle" columns={columns} dataSource={list.items} loading={list.loading} pagination={false} />
      <CategoryFormModal
        open={!!form}
        editing={form?.editing ?? null}
        onClose={() => setForm(null)}
        onSaved={() => {
          setForm(null);
          void message.success(t('flowDefs.saved'));
          list.reload();
        }}
      />
    </Card>
  );
}
