// 机器人调度 (warehouse/robotScheduling): the robots of automatic storage with their state, the
// queue, the tasks running and the ones finished lately — reloaded when the server says the robots
// moved (the web socket's robots frame; every 15 s besides, in case the socket is down), so the
// simulated robot's work shows as it happens — and the dispatcher's moves: queue a task by hand,
// cancel a queued one (confirmed first), retry a failed one (each as the role's functions allow).
import { ReloadOutlined, RobotOutlined } from '@ant-design/icons';
import { Alert, App, Badge, Button, Card, Col, Empty, Row, Space, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isCancelled } from '../../../../src/api/errors';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { useLiveData } from '../../../../src/templates/dashboard/useLiveData';
import type { RobotBoard, RobotTaskView, RobotView } from '../contracts';
import { quiet, ROBOT_FN, RobotApi } from './api';
import { NewTaskModal } from './NewTaskModal';
import { TaskTable } from './TaskTable';

/** the fallback when no push arrives (the socket down), in seconds */
const POLL_SECONDS = 15;
const PUSH = ['robots'];
const STATE_BADGE: Record<string, 'success' | 'processing' | 'default'> = { Idle: 'success', Busy: 'processing', Offline: 'default' };

function RobotCard({ r }: { r: RobotView }) {
  const { t } = useTranslation();
  return (
    <Card size="small" data-testid="robot" data-code={r.code} data-state={r.state} style={{ minWidth: 180 }}>
      <Space direction="vertical" size={2}>
        <Space>
          <RobotOutlined />
          <Typography.Text strong>{r.code}</Typography.Text>
          <Typography.Text type="secondary">{r.name}</Typography.Text>
        </Space>
        <Badge status={STATE_BADGE[r.state] ?? 'default'} text={t(`warehouse.robot.state.${r.state}`)} />
        <Typography.Text type="secondary">{r.taskCode ? t('warehouse.robot.holding', { code: r.taskCode }) : r.warehouseName ?? t('warehouse.robot.allWarehouses')}</Typography.Text>
      </Space>
    </Card>
  );
}

export default function RobotPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const [creating, setCreating] = useState(false);
  // a reload asked while one runs is queued, not dropped: the board after a move is never the one before it
  const read = useCallback(() => RobotApi.board([], quiet), []);
  const { data: board, error: failed, reload: load } = useLiveData<RobotBoard>(read, POLL_SECONDS, PUSH);
  const error = failed && !isCancelled(failed) ? errorMessage(failed, t('warehouse.robot.loadFailed')) : null;

  const act = async (run: () => Promise<RobotTaskView>, done: string) => {
    try {
      const task = await run();
      message.success(t(done, { code: task.code }));
    } catch (e) {
      message.error(errorMessage(e, t('warehouse.robot.loadFailed')));
    }
    load();
  };
  const onCancel = can(`${ROBOT_FN}.cancel`) ? (task: RobotTaskView) => void act(() => RobotApi.cancel([{ id: task.id }], quiet), 'warehouse.robot.cancelled') : undefined;
  const onRetry = can(`${ROBOT_FN}.retry`) ? (task: RobotTaskView) => void act(() => RobotApi.retry([{ id: task.id }], quiet), 'warehouse.robot.retried') : undefined;

  return (
    <Card
      title={t('warehouse.robot.title')}
      data-testid="robot-page"
      extra={
        <Space>
          <Typography.Text type="secondary">{t('warehouse.robot.live')}</Typography.Text>
          <Button icon={<ReloadOutlined />} onClick={load}>
            {t('warehouse.robot.refresh')}
          </Button>
          {can(`${ROBOT_FN}.create`) && (
            <Button type="primary" onClick={() => setCreating(true)} disabled={!board?.automatic.length}>
              {t('warehouse.robot.newTask')}
            </Button>
          )}
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Typography.Title level={5}>{t('warehouse.robot.robots')}</Typography.Title>
      {board && !board.robots.length ? (
        <Empty description={t('warehouse.robot.noRobots')} />
      ) : (
        <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
          {(board?.robots ?? []).map((r) => (
            <Col key={r.id}>
              <RobotCard r={r} />
            </Col>
          ))}
        </Row>
      )}
      <Typography.Title level={5}>
        {t('warehouse.robot.running')} <Tag>{board?.running.length ?? 0}</Tag>
      </Typography.Title>
      <TaskTable testId="robot-running" tasks={board?.running ?? []} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('warehouse.robot.queue')} <Tag>{board?.queue.length ?? 0}</Tag>
      </Typography.Title>
      <TaskTable testId="robot-queue" tasks={board?.queue ?? []} onCancel={onCancel} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('warehouse.robot.recent')}
      </Typography.Title>
      <TaskTable testId="robot-recent" tasks={board?.recent ?? []} onRetry={onRetry} finished />
      <NewTaskModal
        open={creating}
        places={board?.automatic ?? []}
        onClose={() => setCreating(false)}
        onQueued={(task) => {
          setCreating(false);
          message.success(t('warehouse.robot.queued', { code: task.code }));
          load();
        }}
      />
    </Card>
  );
}
