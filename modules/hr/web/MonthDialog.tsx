// The month a month action runs for (计算工资, 由日考勤生成): a month picker opening on last month;
// 确定 posts {month} to the action's call and closes on success with the server's message; a
// refusal shows the server's message in the dialog and keeps it open. Mounted on its own (an
// action runs outside the page's React tree).
import { Alert, DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../src/api/errors';
import { rpc } from '../../../src/api/rpc';
import { openDialog } from '../../../src/templates/actions/openDialog';

interface Props {
  title: string;
  service: string;
  method: string;
  onClose: (msg: string | null) => void;
}

export function MonthDialog({ title, service, method, onClose }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [month, setMonth] = useState<Dayjs | null>(() => dayjs().subtract(1, 'month'));
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [msg, setMsg] = useState<string | null>(null);

  const run = async () => {
    if (!month) {
      setError(t('hr.month.missing'));
      return;
    }
    setRunning(true);
    setError(null);
    try {
      const answer = await rpc<{ msg?: string }>(service, method, [{ month: month.format('YYYY-MM') }], { ignoreError: true });
      setMsg(answer?.msg ?? t('hr.month.done'));
      setOpen(false);
    } catch (e) {
      setError(errorMessage(e, t('hr.month.failed')));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal open={open} title={title} okText={t('hr.month.ok')} confirmLoading={running} onOk={() => void run()} onCancel={() => setOpen(false)} afterOpenChange={(shown) => !shown && onClose(msg)} destroyOnHidden>
      <Form layout="vertical" data-testid="hr-month-dialog">
        <Form.Item label={t('hr.month.label')} required>
          <DatePicker picker="month" aria-label={t('hr.month.label')} value={month} onChange={setMonth} format="YYYY-MM" allowClear={false} />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon message={error} data-testid="hr-month-error" /> : null}
    </Modal>
  );
}

/** Shows the dialog; resolves once it has closed, with the server's message (null: nothing done). */
export function openMonthDialog(title: string, call: { service: string; method: string }): Promise<string | null> {
  return openDialog<string | null>((close) => <MonthDialog title={title} service={call.service} method={call.method} onClose={close} />);
}
