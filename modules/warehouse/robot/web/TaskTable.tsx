// One list of robot tasks on the scheduling page (queue, running, recent): code, type, status,
// places, goods, robot, source and times; the row actions the caller's role holds — cancel a
// queued task (confirmed first), retry a failed one.
import { Button, Popconfirm, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RobotTaskView } from '../contracts';

export const STATUS_COLOURS: Record<string, string> = { Queued: 'gold', Dispatched: 'cyan', Running: 'processing', Confirmed: 'success', Failed: 'error', Cancelled: 'default' };

const time = (v: string | null) => (v ? new Date(v).toLocaleString() : '');

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="robot-task-status">
      {t(`warehouse.robot.status.${status}`)}
    </Tag>
  );
}

interface Props {
  testId: string;
  tasks: RobotTaskView[];
  onCancel?: (t: RobotTaskView) => void;
  onRetry?: (t: RobotTaskView) => void;
  /** recent tasks show when they finished and why they failed */
  finished?: boolean;
}

export function TaskTable({ testId, tasks, onCancel, onRetry, finished }: Props) {
  const { t } = useTranslation();
  const c = (k: string) => t(`warehouse.robot.col.${k}`);
  const columns: TableColumnsType<RobotTaskView> = [
    { title: c('code'), dataIndex: 'code', width: 110 },
    { title: c('type'), dataIndex: 'taskType', width: 70, render: (v: string) => t(`warehouse.robot.type.${v}`) },
    { title: c('status'), dataIndex: 'status', width: 90, render: (v: string) => <StatusTag status={v} /> },
    { title: c('priority'), dataIndex: 'priority', width: 70 },
    { title: c('from'), dataIndex: 'fromPosition', width: 130 },
    { title: c('to'), dataIndex: 'toPosition', width: 130 },
    { title: c('material'), key: 'goods', render: (_, r) => [r.materialName, r.quantity && `× ${r.quantity}`, r.containerCode && `[${r.containerCode}]`].filter(Boolean).join(' ') },
    { title: c('robot'), dataIndex: 'robotCode', width: 80 },
    { title: c('doc'), dataIndex: 'docCode', width: 140 },
    finished
      ? { title: c('finishedAt'), dataIndex: 'finishedAt', width: 170, render: time }
      : { title: c('queuedAt'), dataIndex: 'queuedAt', width: 170, render: time },
  ];
  if (finished) columns.push({ title: c('reason'), dataIndex: 'failReason', render: (v: string | null) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : '') });
  if (onCancel || onRetry)
    columns.push({
      title: c('actions'),
      key: 'actions',
      width: 100,
      render: (_, r) => (
        <Space>
          {onCancel && r.status === 'Queued' && (
            <Popconfirm title={t('warehouse.robot.cancelConfirm', { code: r.code })} onConfirm={() => onCancel(r)}>
              <Button size="small" danger>
                {t('warehouse.robot.cancel')}
              </Button>
            </Popconfirm>
          )}
          {onRetry && r.status === 'Failed' && (
            <Button size="small" onClick={() => onRetry(r)}>
              {t('warehouse.robot.retry')}
            </Button>
          )}
        </Space>
      ),
    });
  return (
    <div data-testid={testId}>
      <Table<RobotTaskView>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={tasks}
        pagination={false}
        scroll={{ x: 1100 }}
        onRow={(r) => ({ 'data-testid': 'robot-task', 'data-code': r.code, 'data-status': r.status }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: t('warehouse.robot.empty') }}
      />
    </div>
  );
}
