// 规则测试 on a rule's detail: a machine (the rule's own, or any that sent its variable) and a past
// range (the last hour by default), then the events the rule would have raised there — start, end,
// value — from the stored values, nothing saved. Loading and empty states; a refusal (范围超过 31 天 …)
// shows in the dialog.
import { Alert, DatePicker, Empty, Form, Modal, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../src/api/errors';
import { openDialog } from '../../../src/templates/actions/openDialog';
import type { RuleTestResult } from '../contracts';
import { quiet, RuleApi } from './api';

function RuleTestDialog({ rule, onClose }: { rule: { id: number; code: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(1, 'hour'), dayjs()]);
  const [result, setResult] = useState<RuleTestResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    setError(null);
    try {
      setResult(await RuleApi.test([{ id: rule.id, from: range[0].toISOString(), to: range[1].toISOString() }], quiet));
    } catch (e) {
      setError(errorMessage(e, t('event.failed')));
    } finally {
      setRunning(false);
    }
  };

  const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : t('event.test.ongoing'));
  return (
    <Modal open={open} width={720} title={`${t('event.test.title')} ${rule.code}`} okText={t('event.test.run')} confirmLoading={running} onOk={run} onCancel={() => setOpen(false)} afterOpenChange={(o) => !o && onClose()} cancelText={t('event.test.close')}>
      <Form layout="inline" style={{ marginBottom: 12 }}>
        <Form.Item label={t('event.test.range')}>
          <DatePicker.RangePicker showTime value={range} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} allowClear={false} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {result && (
        <>
          <Alert type="info" message={t('event.test.summary', { readings: result.readings, hits: result.hits.length })} style={{ marginBottom: 12 }} />
          <Table
            size="small"
            rowKey={(h) => `${h.equipmentId}-${h.startAt}`}
            dataSource={result.hits}
            pagination={{ pageSize: 10 }}
            locale={{ emptyText: <Empty description={t('event.test.none')} /> }}
            columns={[
              { title: t('event.test.machine'), dataIndex: 'equipmentCode', width: 130 },
              { title: t('event.test.start'), dataIndex: 'startAt', render: time },
              { title: t('event.test.end'), dataIndex: 'endAt', render: time },
              { title: t('event.test.value'), dataIndex: 'value', width: 100, align: 'right' },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

export const openRuleTest = (rule: { id: number; code: string }) => openDialog<void>((close) => <RuleTestDialog rule={rule} onClose={() => close()} />);
