// flowable/FlowList (流程定义): the deployed process versions — the newest of each key unless 显示全部
// 版本 is on — filtered by name/key, category and state. Buttons follow the page's function codes
// (flowable.flowList.*): 新建 and 设计 open the designer (flow/job), 激活/挂起, 删除, 绑定单据; 流程图
// and 发起 (form flows: no document type bound) are there for whoever sees the page. A row opens
// its detail on double click or Enter.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Card, Form, Input, Select, Space, Switch, Table, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { useOpenPage } from '../../../../src/templates/shared/useOpenPage';
import { compact, usePaged } from '../../../../src/templates/shared/usePaged';
import type { FlowDefinitionView } from '../../contracts';
import { designPath, detailPath, FlowDefApi, quiet } from './api';
import { BindDialog } from './BindDialog';
import { DiagramDrawer } from './DiagramDrawer';
import { BindingTags, StateTag } from './StateTag';
import { useChoices } from './useChoices';
import { useDefinitionActions } from './useDefinitionActions';

interface Filters {
  keyword?: string;
  category?: string;
  state?: 'active' | 'suspended';
  allVersions?: boolean;
}

const DATETIME = 'YYYY-MM-DD HH:mm:ss';
const FN = 'flowable.flowList';

/** A row is focusable; Enter on it (not on one of its buttons) or a double click opens the detail. */
function rowProps(d: FlowDefinitionView, openDetail: (d: FlowDefinitionView) => void): HTMLAttributes<HTMLElement> {
  const props: HTMLAttributes<HTMLElement> & { 'data-deploy-id': string } = {
    tabIndex: 0,
    'data-deploy-id': d.deployId,
    onDoubleClick: () => openDetail(d),
    onKeyDown: (e) => {
      if (e.key === 'Enter' && e.target === e.currentTarget) openDetail(d);
    },
  };
  return props;
}

function toQuery({ state, allVersions, ...rest }: Filters) {
  return { ...rest, latestOnly: !allVersions, ...(state ? { suspended: state === 'suspended' } : {}) };
}

export default function FlowListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const has = usePermission();
  const can = (op: string) => has(`${FN}.${op}`);
  const open = useOpenPage();
  const choices = useChoices();
  const list = usePaged<FlowDefinitionView, Filters>((q) => FlowDefApi.list([{ ...toQuery(q), page: q.page, pageSize: q.pageSize }], quiet), {});
  const actions = useDefinitionActions(list.reload);
  const [filters] = Form.useForm<Filters>();
  const [binding, setBinding] = useState<FlowDefinitionView | null>(null);
  const [diagram, setDiagram] = useState<FlowDefinitionView | null>(null);
  const openDetail = (d: FlowDefinitionView) => open(detailPath(d.deployId));

  const link = (label: string, onClick: () => void, danger = false) => (
    <Button type="link" size="small" danger={danger} onClick={onClick}>
      {label}
    </Button>
  );
  const columns: TableColumnsType<FlowDefinitionView> = [
    { title: t('flowDefs.key'), dataIndex: 'key', width: 180, ellipsis: true },
    {
      title: t('flowDefs.name'),
      dataIndex: 'name',
      render: (name: string, d) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openDetail(d)}>
          {name}
        </Button>
      ),
    },
    { title: t('flowDefs.category'), dataIndex: 'category', width: 120, render: (c: string | null) => choices.categoryName(c) },
    { title: t('flowDefs.version'), dataIndex: 'version', width: 80, render: (v: number) => <Tag>{t('flowDefs.versionText', { version: v })}</Tag> },
    { title: t('flowDefs.state'), dataIndex: 'suspended', width: 80, render: (s: boolean) => <StateTag suspended={s} /> },
    { title: t('flowDefs.bindings'), dataIndex: 'entityCodes', render: (codes: string[]) => <BindingTags entityCodes={codes} name={choices.receiptName} /> },
    { title: t('flowDefs.deployTime'), dataIndex: 'deployTime', width: 170, render: (v: string) => dayjs(v).format(DATETIME) },
    { title: t('flowDefs.deployedBy'), dataIndex: 'deployedBy', width: 110 },
    {
      title: t('flowDefs.actions'),
      key: 'actions',
      width: 300,
      fixed: 'right',
      render: (_, d) => (
        <Space size={0} wrap>
          {can('design') ? link(t('flowDefs.design'), () => open(designPath(d.deployId))) : null}
          {can('updateState') ? link(t(d.suspended ? 'flowDefs.activate' : 'flowDefs.suspend'), () => actions.toggleState(d)) : null}
          {can('update') ? link(t('flowDefs.bind'), () => setBinding(d)) : null}
          {link(t('flowDefs.diagram'), () => setDiagram(d))}
          {!d.entityCodes.length && !d.suspended ? link(t('flowDefs.start'), () => actions.start(d)) : null}
          {can('delete') ? link(t('flowDefs.remove'), () => actions.remove(d), true) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless" data-testid="flow-list-page">
      <Form form={filters} layout="inline" onFinish={(v) => list.search(compact(v))} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="keyword" label={t('flowDefs.keyword')}>
          <Input allowClear maxLength={128} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="category" label={t('flowDefs.category')}>
          <Select allowClear style={{ width: 150 }} options={choices.categories.map((c) => ({ value: c.code, label: c.name }))} />
        </Form.Item>
        <Form.Item name="state" label={t('flowDefs.state')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={[
              { value: 'active', label: t('flowDefs.active') },
              { value: 'suspended', label: t('flowDefs.suspended') },
            ]}
          />
        </Form.Item>
        <Form.Item name="allVersions" label={t('flowDefs.allVersions')} valuePropName="checked">
          <Switch onChange={() => filters.submit()} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('flowDefs.search')}
          </Button>
          <Button onClick={() => (filters.resetFields(), list.search({}))}>{t('flowDefs.reset')}</Button>
          {can('create') ? (
            <Button icon={<PlusOutlined />} onClick={() => open(designPath())}>
              {t('flowDefs.create')}
            </Button>
          ) : null}
        </Space>
      </Form>
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 12 }} /> : null}
      <Table<FlowDefinitionView>
        rowKey="deployId"
        size="middle"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        locale={{ emptyText: t('flowDefs.emptyList') }}
        scroll={{ x: 1300 }}
        onRow={(d) => rowProps(d, openDetail)}
        pagination={{ current: list.page, pageSize: list.pageSize, total: list.total, showSizeChanger: true, showTotal: (total) => t('flowDefs.total', { total }), onChange: list.setPage }}
      />
      <BindDialog
        target={binding}
        receipts={choices.receipts}
        onClose={() => setBinding(null)}
        onSaved={() => {
          setBinding(null);
          void message.success(t('flowDefs.bindSaved'));
          list.reload();
        }}
      />
      <DiagramDrawer target={diagram} onClose={() => setDiagram(null)} />
    </Card>
  );
}
