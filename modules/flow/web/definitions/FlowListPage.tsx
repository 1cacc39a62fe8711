// flowable/FlowList (流程定义): the deployed process versions — the newest of each key unless 显示全部
// 版本 is on — filtered by name/key, category and state. Buttons follow the page's function codes
// (flowable.flowList.*): 新建 and 设计 open the designer (flow/job), 激活/挂起, 删除, 绑定单据; 流程图
// and 发起 (form flows: no document type bound) are there for whoever sees the page. A row opens
// its detail on double click or Enter.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList, type RowAction } from '../../../../src/templates/service-list/types';
import type { FlowDefinitionView } from '../../contracts';
import { designPath, detailPath, FlowDefApi, quiet } from './api';
import { BindDialog } from './BindDialog';
import { DiagramDrawer } from './DiagramDrawer';
import { BindingTags, StateTag } from './StateTag';
import { type Choices, useChoices } from './useChoices';

interface Filters {
  keyword?: string;
  category?: string;
  state?: 'active' | 'suspended';
  allVersions?: boolean;
}

const DATETIME = 'YYYY-MM-DD HH:mm:ss';
const FN = 'flowable.flowList';

function toQuery({ state, allVersions, ...rest }: Filters) {
  return { ...rest, latestOnly: !allVersions, ...(state ? { suspended: state === 'suspended' } : {}) };
}

/** 挂起 on an active version, 激活 on a suspended one. */
const setState = (suspend: boolean): RowAction<FlowDefinitionView> => ({
  label: suspend ? 'flowDefs.suspend' : 'flowDefs.activate',
  fn: `${FN}.updateState`,
  visible: (d) => d.suspended !== suspend,
  confirm: (d, t) => t(suspend ? 'flowDefs.suspendConfirm' : 'flowDefs.activateConfirm', { name: d.name, version: d.version }),
  run: (d) => FlowDefApi.updateState([{ deployId: d.deployId, state: suspend ? 'suspended' : 'active' }], quiet),
  done: 'flowDefs.done',
});

/** The list with the names the designer's choices give categories and document types. */
function flowList(choices: Choices) {
  return defineServiceList<FlowDefinitionView, Filters>({
    testId: 'flow-list',
    load: (q) => FlowDefApi.list([{ ...toQuery(q), page: q.page, pageSize: q.pageSize }], quiet),
    rowKey: 'deployId',
    onOpen: (d) => detailPath(d.deployId),
    filters: [
      { name: 'keyword', label: 'flowDefs.keyword', kind: 'text', width: 180, maxLength: 128 },
      { name: 'category', label: 'flowDefs.category', kind: 'custom', render: () => <Select allowClear style={{ width: 150 }} options={choices.categories.map((c) => ({ value: c.code, label: c.name }))} /> },
      {
        name: 'state',
        label: 'flowDefs.state',
        kind: 'select',
        width: 110,
        options: [
          { value: 'active', label: 'flowDefs.active' },
          { value: 'suspended', label: 'flowDefs.suspended' },
        ],
      },
      { name: 'allVersions', label: 'flowDefs.allVersions', kind: 'switch' },
    ],
    columns: [
      { title: 'flowDefs.key', field: 'key', width: 180, ellipsis: true },
      { title: 'flowDefs.name', field: 'name', link: (d) => detailPath(d.deployId) },
      { title: 'flowDefs.category', field: 'category', width: 120, render: (d) => choices.categoryName(d.category) },
      { title: 'flowDefs.version', field: 'version', width: 80, render: (d, t) => <Tag>{t('flowDefs.versionText', { version: d.version })}</Tag> },
      { title: 'flowDefs.state', field: 'suspended', width: 80, render: (d) => <StateTag suspended={d.suspended} /> },
      { title: 'flowDefs.bindings', field: 'entityCodes', render: (d) => <BindingTags entityCodes={d.entityCodes} name={choices.receiptName} /> },
      { title: 'flowDefs.deployTime', field: 'deployTime', width: 170, render: (d) => dayjs(d.deployTime).format(DATETIME) },
      { title: 'flowDefs.deployedBy', field: 'deployedBy', width: 110 },
    ],
    toolbar: [{ label: 'flowDefs.create', fn: `${FN}.create`, icon: <PlusOutlined />, open: designPath() }],
    rowActions: [
      { label: 'flowDefs.design', fn: `${FN}.design`, open: (d) => designPath(d.deployId) },
      setState(false),
      setState(true),
      { label: 'flowDefs.bind', fn: `${FN}.update`, modal: (d, p) => <BindDialog target={d} receipts={choices.receipts} onClose={p.onClose} onSaved={p.onDone} />, done: 'flowDefs.bindSaved' },
      { label: 'flowDefs.diagram', modal: (d, p) => <DiagramDrawer target={d} onClose={p.onClose} /> },
      {
        label: 'flowDefs.start',
        visible: (d) => !d.entityCodes.length && !d.suspended,
        confirm: (d, t) => t('flowDefs.startConfirm', { name: d.name }),
        run: (d) => FlowDefApi.start([{ procDefId: d.procDefId }], quiet),
        said: (answer) => (answer as { msg?: string }).msg,
        done: 'flowDefs.done',
      },
      {
        label: 'flowDefs.remove',
        fn: `${FN}.delete`,
        danger: true,
        confirm: (d, t) => t('flowDefs.deleteConfirm', { name: d.name, version: d.version }),
        run: (d) => FlowDefApi.delete([{ deployId: d.deployId }], quiet),
        done: 'flowDefs.deleted',
      },
    ],
    actionsWidth: 300,
    table: { scroll: { x: 1300 }, actionsFixed: true, emptyText: 'flowDefs.emptyList' },
    confirmTitle: 'flowDefs.attention',
    totalText: 'flowDefs.total',
    failedText: 'flowDefs.failed',
  });
}

export default function FlowListPage() {
  const { categories, receipts, categoryName, receiptName } = useChoices();
  const def = useMemo(() => flowList({ categories, receipts, categoryName, receiptName }), [categories, receipts, categoryName, receiptName]);
  return <ServiceListPage def={def} />;
}
