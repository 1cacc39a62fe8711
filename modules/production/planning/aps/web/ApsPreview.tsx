// An APS run's proposal: the slots in the Gantt widget (read-only; late orders' due dates and
// operations marked late, other orders' operations kept in place marked locked), the late orders' table, and —
// while it is a draft — 确认排程 (plan.Aps/confirm: the slots go into the orders, refused when one
// changed since the preview) and 作废 (plan.Aps/void).
import { Alert, App, Button, Descriptions, Space, Spin, Table, Tag } from 'antd';
import { lazy, Suspense, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../../src/api/errors';
import { ShellContext } from '../../../../../src/app/shell/ShellContext';
import { hasPermission } from '../../../../../src/engine/permissions';
import type { ApsRunOrder, ApsRunView } from '../contracts';
import { ApsApi, quiet } from './api';
import { boardTasks, runBoard } from './board';
import { boardTexts } from './texts';

const Gantt = lazy(() => import('../../../../../renderers/gantt/Gantt'));

const STATUS_COLOUR: Record<string, string> = { Draft: 'blue', Confirmed: 'green', Void: 'default' };

export function ApsPreview({ run, onChanged }: { run: ApsRunView; onChanged: (run: ApsRunView, text: string) => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const shell = useContext(ShellContext);
  const may = (op: string) => !shell || hasPermission(shell.permissions, `plan.aps.${op}`);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tasks = useMemo(() => boardTasks(runBoard(run), boardTexts(t)), [run, t]);
  const late = run.orders.filter((o) => o.lateMinutes > 0);
  const unscheduled = run.operations.filter((p) => !p.fixed && !p.start).length;

  const act = async (what: 'confirm' | 'void') => {
    setBusy(true);
    setError(null);
    try {
      if (what === 'confirm') await ApsApi.confirm([run.id], quiet);
      else await ApsApi.void([run.id], quiet);
      const next = await ApsApi.result([run.id], quiet);
      onChanged(next, t(what === 'confirm' ? 'production.plan.aps.confirmed' : 'production.plan.aps.voided', { code: run.code }));
    } catch (e) {
      setError(errorMessage(e, t('production.plan.saveFailed')));
    } finally {
      setBusy(false);
    }
  };
  const askVoid = () => modal.confirm({ title: t('production.plan.aps.voidTitle'), content: t('production.plan.aps.voidAsk', { code: run.code }), onOk: () => act('void') });

  return (
    <div data-testid="aps-preview">
      <Descriptions size="small" column={4} style={{ marginBottom: 8 }}>
        <Descriptions.Item label={t('production.plan.aps.code')}>{run.code}</Descriptions.Item>
        <Descriptions.Item label={t('production.plan.aps.status')}>
          <Tag color={STATUS_COLOUR[run.status]} data-testid="aps-status">{t(`production.plan.aps.statuses.${run.status}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('production.plan.aps.from')}>{run.from}</Descriptions.Item>
        <Descriptions.Item label={t('production.plan.aps.makespan')}>{run.makespan ?? '-'}</Descriptions.Item>
      </Descriptions>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 8 }} data-testid="aps-error" />}
      {unscheduled > 0 && <Alert type="warning" showIcon message={t('production.plan.aps.unscheduled', { count: unscheduled })} style={{ marginBottom: 8 }} />}
      {run.status === 'Draft' && (
        <Space style={{ marginBottom: 8 }}>
          {may('confirm') && (
            <Button type="primary" loading={busy} onClick={() => void act('confirm')} data-testid="aps-confirm">
              {t('production.plan.aps.confirm')}
            </Button>
          )}
          {may('repeal') && (
            <Button danger disabled={busy} onClick={askVoid}>
              {t('production.plan.aps.void')}
            </Button>
          )}
        </Space>
      )}
      <Suspense fallback={<Spin />}>
        <Gantt tasks={tasks} unit="day" height={420} readOnly />
      </Suspense>
      <Table<ApsRunOrder>
        style={{ marginTop: 12 }}
        data-testid="aps-late"
        size="small"
        rowKey="orderId"
        pagination={false}
        title={() => t('production.plan.aps.lateTitle', { count: late.length })}
        dataSource={late}
        locale={{ emptyText: t('production.plan.aps.noneLate') }}
        columns={[
          { title: t('production.plan.aps.order'), dataIndex: 'code', width: 160 },
          { title: t('production.plan.aps.product'), dataIndex: 'product' },
          { title: t('production.plan.aps.due'), dataIndex: 'due', width: 170 },
          { title: t('production.plan.aps.end'), dataIndex: 'end', width: 170 },
          { title: t('production.plan.aps.late'), dataIndex: 'lateMinutes', width: 120, align: 'right', render: (m: number) => <Tag color="red">{t('production.plan.aps.lateHours', { hours: Math.ceil(m / 6) / 10 })}</Tag> },
        ]}
      />
    </div>
  );
}
