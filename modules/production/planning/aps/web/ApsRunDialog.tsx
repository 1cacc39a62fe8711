// 运行排程 (plan/aps toolbar): the released orders waiting to start (plan.Aps/candidates), all
// chosen at first; 运行 runs the pass (plan.Aps/preview: a draft run) and shows its proposal, which
// the planner confirms or leaves as a draft.
import { Alert, Button, Modal, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../../src/api/errors';
import type { ApsCandidate, ApsRunView } from '../contracts';
import { ApsApi, quiet } from './api';
import { ApsPreview } from './ApsPreview';

export function ApsRunDialog({ onClose }: { onClose: (text: string | undefined) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [result, setResult] = useState<string | undefined>(undefined);
  const [orders, setOrders] = useState<ApsCandidate[] | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [run, setRun] = useState<ApsRunView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    ApsApi.candidates([], quiet).then(
      (list) => {
        setOrders(list);
        setChosen(list.map((o) => o.id));
      },
      (e: unknown) => setError(errorMessage(e, t('production.plan.loadFailed'))),
    );
  }, [t]);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await ApsApi.preview([{ orderIds: chosen }], quiet);
      setRun(r);
      setResult(t('production.plan.aps.drafted', { code: r.code }));
    } catch (e) {
      setError(errorMessage(e, t('production.plan.aps.runFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      width="90%"
      title={t('production.plan.aps.title')}
      footer={null}
      onCancel={() => setOpen(false)}
      afterOpenChange={(visible) => !visible && onClose(result)}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 8 }} data-testid="aps-error" />}
      {!run && (
        <>
          <Table<ApsCandidate>
            data-testid="aps-orders"
            size="small"
            rowKey="id"
            loading={!orders && !error}
            dataSource={orders ?? []}
            pagination={false}
            scroll={{ y: 360 }}
            rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)) }}
            columns={[
              { title: t('production.plan.aps.order'), dataIndex: 'code', width: 160 },
              { title: t('production.plan.aps.product'), dataIndex: 'product' },
              { title: t('production.plan.aps.quantity'), dataIndex: 'planQty', width: 100, align: 'right' },
              { title: t('production.plan.aps.priority'), dataIndex: 'priority', width: 90, render: (p: string) => t(`production.plan.aps.priorities.${p}`, { defaultValue: p }) },
              { title: t('production.plan.aps.due'), dataIndex: 'planEnd', width: 170 },
              { title: t('production.plan.aps.operations'), dataIndex: 'operations', width: 80, align: 'right' },
            ]}
          />
          <Space style={{ marginTop: 12 }}>
            <Button type="primary" disabled={!chosen.length} loading={busy} onClick={() => void start()} data-testid="aps-start">
              {t('production.plan.aps.start', { count: chosen.length })}
            </Button>
            <Button onClick={() => setOpen(false)}>{t('production.plan.aps.close')}</Button>
          </Space>
        </>
      )}
      {run && (
        <ApsPreview
          run={run}
          onChanged={(next, text) => {
            setRun(next);
            setResult(text);
          }}
        />
      )}
    </Modal>
  );
}
