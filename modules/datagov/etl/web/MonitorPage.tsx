// etl/ScheduleMonitor (调度监控): the runs queued and running now, each with its current attempt's
// steps and rows so far. Live: the server pushes every change of a run over the web socket ('etl'
// frames) and the page reloads on it; a running step's rows so far come on the same frames and are
// shown without a reload (useRunFrames); a slow refresh covers a socket that is down. 停止 (with a
// confirmation) stops a run, wherever it runs.
import { App, Badge, Button, Card, Empty, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { useLiveData } from '../../../../src/templates/dashboard/useLiveData';
import { RunApi, STATUS_COLOR, STOP_FN } from './api';
import { RunSteps, stepRows } from './RunSteps';
import { useRunFrames } from './useRunFrames';

const E = 'datagov.etl';
/** the refresh when no push comes (a socket down or reconnecting) */
const FALLBACK_SECONDS = 30;

export default function MonitorPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const load = useCallback(() => RunApi.live([], { ignoreError: true }), []);
  const { data: runs, reload } = useLiveData(load, FALLBACK_SECONDS);
  const rowsSoFar = useRunFrames(reload);
  if (!runs) return <Skeleton active />;
  const running = runs.filter((r) => r.status === 'Running').length;
  const stop = async (id: number) => {
    await RunApi.stop([id]);
    message.success(t(`${E}.runStopAsked`));
    reload();
  };
  return (
    <Card variant="borderless" title={<Space><Badge status="processing" />{t(`${E}.monitorTitle`, { running, queued: runs.length - running })}</Space>}>
      {!runs.length ? <Empty description={t(`${E}.nothingRunning`)} data-testid="etl-monitor-empty" /> : null}
      <Space direction="vertical" style={{ width: '100%' }}>
        {runs.map((r) => (
          <Card key={r.id} size="small" data-testid={`etl-live-${r.id}`}
            title={<Space>{r.name}<Tag color={STATUS_COLOR[r.status]}>{t(`${E}.status.${r.status}`)}</Tag>{`${t(`${E}.attempt`)} ${r.attempt}/${r.maxAttempts}`}</Space>}
            extra={
              <Space>
                <span data-testid={`etl-live-rows-${r.id}`}>{r.status === 'Queued' ? `${t(`${E}.dueAt`)} ${new Date(r.runAt).toLocaleString()}` : `${t(`${E}.rows`)} ${r.steps.reduce((n, s) => n + stepRows(s, rowsSoFar), 0)}`}</span>
                {can(STOP_FN.monitor) ? (
                  <Popconfirm title={t(`${E}.runStopConfirm`, { name: r.name })} okButtonProps={{ danger: true }} onConfirm={() => stop(r.id)}>
                    <Button size="small" danger data-testid={`etl-stop-${r.id}`}>{t(`${E}.runStop`)}</Button>
                  </Popconfirm>
                ) : null}
              </Space>
            }>
            <RunSteps steps={r.steps} rowsSoFar={rowsSoFar} />
          </Card>
        ))}
      </Space>
    </Card>
  );
}
