// etl/ScheduleMonitor (调度监控): the runs queued and running now, each with its current attempt's
// steps and rows so far, polled every two seconds while the page is open.
import { Badge, Card, Empty, Skeleton, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunStepView, RunView } from '../contracts';
import { RunApi, STATUS_COLOR } from './api';
import { RunSteps } from './RunSteps';

const E = 'datagov.etl';
const POLL_MS = 2000;

export default function MonitorPage() {
  const { t } = useTranslation();
  const [runs, setRuns] = useState<Array<RunView & { steps: RunStepView[] }> | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => RunApi.live([], { ignoreError: true }).then((r) => live && setRuns(r), () => live && setRuns((x) => x ?? []));
    void load();
    const h = setInterval(load, POLL_MS);
    return () => {
      live = false;
      clearInterval(h);
    };
  }, []);
  if (!runs) return <Skeleton active />;
  const running = runs.filter((r) => r.status === 'Running').length;
  return (
    <Card variant="borderless" title={<Space><Badge status="processing" />{t(`${E}.monitorTitle`, { running, queued: runs.length - running })}</Space>}>
      {!runs.length ? <Empty description={t(`${E}.nothingRunning`)} data-testid="etl-monitor-empty" /> : null}
      <Space direction="vertical" style={{ width: '100%' }}>
        {runs.map((r) => (
          <Card key={r.id} size="small" data-testid={`etl-live-${r.id}`}
            title={<Space>{r.name}<Tag color={STATUS_COLOR[r.status]}>{t(`${E}.status.${r.status}`)}</Tag>{`${t(`${E}.attempt`)} ${r.attempt}/${r.maxAttempts}`}</Space>}
            extra={r.status === 'Queued' ? `${t(`${E}.dueAt`)} ${new Date(r.runAt).toLocaleString()}` : `${t(`${E}.rows`)} ${r.steps.reduce((n, s) => n + Number(s.rows), 0)}`}>
            <RunSteps steps={r.steps} />
          </Card>
        ))}
      </Space>
    </Card>
  );
}
