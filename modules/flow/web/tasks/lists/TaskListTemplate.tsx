// The one task-list page every list declaration is drawn by: a filter bar (keyword, category,
// status where the list holds finished flows, date range; Enter searches), the rows paged by the
// server, the row buttons the role holds, a double click opening the task screen. The page's rows
// and query go to the task screen for its previous/next (taskNav.ts).
import { Alert, Button, Card, DatePicker, Form, Input, Select, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_STATUSES, type FlowCategoryView, type FlowTaskRow } from '../../../contracts';
import { useSession } from '../../../../../src/app/session/useSession';
import { usePermission } from '../../../../../src/engine/PermissionContext';
import { usePaged } from '../../../../../src/templates/shared/usePaged';
import { FlowCategoryApi, quiet } from '../api';
import { saveNav } from '../shared/taskNav';
import { taskColumns } from './columns';
import { rowActions, rowKey, type TaskListDeclaration } from './declarations';
import { type FilterValues, type ListFilters, loadList, toListFilters } from './listQuery';
import { useRowActions } from './useRowActions';

function useCategories(): FlowCategoryView[] {
  const [list, setList] = useState<FlowCategoryView[]>([]);
  useEffect(() => {
    let live = true;
    FlowCategoryApi.list([], quiet).then(
      (c) => live && setList(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}

export function TaskListTemplate({ list }: { list: TaskListDeclaration }) {
  const { t } = useTranslation();
  const can = usePermission();
  const me = useSession()?.user.id ?? 0;
  const categories = useCategories();
  const [form] = Form.useForm<FilterValues>();
  const [selected, setSelected] = useState<number[]>([]);
  const paged = usePaged<FlowTaskRow, ListFilters>(
    (q) =>
      loadList(list, q).then((answer) => {
        saveNav({ taskType: list.taskType, query: q, rows: answer.itemList, total: answer.total });
        return answer;
      }),
    {},
  );
  const actions = useRowActions(list, me, paged.reload);
  const canRead = list.taskType === 'copy' && can(`${list.prefix}.read`);

  const columns = taskColumns(list.columns, t);
  columns.push({
    key: 'actions',
    title: t('flowTasks.col.actions'),
    fixed: 'right',
    width: 200,
    render: (_, row) => (
      <Space size={0} wrap>
        {rowActions(list, row, me, can).map((a) => (
          <Button
            key={a}
            type="link"
            size="small"
            danger={a === 'delete' || a === 'stop'}
            data-testid={`row-${a}`}
            onClick={(e) => {
              e.stopPropagation();
              actions.run(a, row);
            }}
          >
            {t(`flowTasks.action.${a === 'revokeTask' ? 'revoke' : a}`)}
          </Button>
        ))}
      </Space>
    ),
  });

  const markSelected = async () => {
    if (await actions.markRead(selected)) {
      setSelected([]);
      paged.reload();
    }
  };

  return (
    <Card variant="borderless" data-testid={`task-list-${list.key}`}>
      <Form form={form} name={`flowTasks-${list.key}`} layout="inline" onFinish={(v) => paged.search(toListFilters(v, list))} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="keyword" label={t('flowTasks.filter.keyword')}>
          <Input allowClear style={{ width: 220 }} placeholder={t('flowTasks.filter.keywordHint')} />
        </Form.Item>
        <Form.Item name="category" label={t('flowTasks.filter.category')}>
          <Select allowClear style={{ width: 140 }} options={categories.map((c) => ({ value: c.code, label: c.name }))} />
        </Form.Item>
        {list.statusFilter ? (
          <Form.Item name="status" label={t('flowTasks.filter.status')}>
            <Select allowClear style={{ width: 110 }} options={FLOW_STATUSES.map((s) => ({ value: s, label: t(`flowTasks.status.${s}`) }))} />
          </Form.Item>
        ) : null}
        <Form.Item name="range" label={t('flowTasks.filter.range')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('flowTasks.filter.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              paged.search({});
            }}
          >
            {t('flowTasks.filter.reset')}
          </Button>
          {canRead ? (
            <Button disabled={!selected.length} onClick={() => void markSelected()} data-testid="mark-read">
              {t('flowTasks.action.read')}
            </Button>
          ) : null}
        </Space>
      </Form>
      {paged.error ? <Alert type="error" showIcon message={paged.error} style={{ marginBottom: 12 }} /> : null}
      <Table<FlowTaskRow>
        rowKey={(row) => rowKey(list, row)}
        size="middle"
        columns={columns}
        dataSource={paged.items}
        loading={paged.loading}
        scroll={{ x: 'max-content' }}
        data-testid="task-table"
        rowSelection={canRead ? { selectedRowKeys: selected.map((id) => `copy:${id}`), onChange: (_keys, rows) => setSelected(rows.flatMap((r) => (r.copySendId ? [r.copySendId] : []))), getCheckboxProps: (r) => ({ disabled: r.read !== false }) } : undefined}
        onRow={(row) => ({
          onDoubleClick: () => actions.openRow(row),
          style: row.read === false ? { fontWeight: 600 } : undefined,
          'data-unread': row.read === false ? 'true' : undefined,
        })}
        pagination={{
          current: paged.page,
          pageSize: paged.pageSize,
          total: paged.total,
          showSizeChanger: true,
          // the page size choices of task lists: 1, 10, 20, 50, 100
          pageSizeOptions: [1, 10, 20, 50, 100],
          showTotal: (total) => <Typography.Text type="secondary">{t('flowTasks.total', { total })}</Typography.Text>,
          onChange: paged.setPage,
        }}
      />
      {actions.dialog}
    </Card>
  );
}
