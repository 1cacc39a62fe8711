// 待办任务 on the App portal: the caller's open approval tasks as cards; open one to agree or refuse it
// with a comment (refusing needs one: the server answers 请输入处理意见 without). A task still waiting
// for one of its candidates is claimed (签收) first.
import { Alert, App, Button, Empty, Input, Spin, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import type { FlowTaskRow } from '../../contracts';
import { FlowTaskApi, quiet } from '../tasks/api';

export default function ApprovalsPage() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<FlowTaskRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    FlowTaskApi.todoList([{ page: 1, pageSize: 50 }], quiet).then(
      (p) => setRows(p.itemList),
      (e: unknown) => setError(errorMessage(e, t('flowTasks.app.loadFailed'))),
    );
  }, [t]);
  useEffect(load, [load]);
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!rows) return <Spin size="large" />;
  if (!rows.length) return <Empty description={t('flowTasks.app.none')} />;
  return (
    <>
      {rows.map((r) =>
        r.taskId === open ? (
          <TaskCard key={r.taskId} row={r} onClose={() => setOpen(null)} onDone={() => {
              setOpen(null);
              load();
            }} />
        ) : (
          <button key={r.taskId ?? r.procInsId} type="button" className="pf-card pf-tile" style={{ alignItems: 'stretch', textAlign: 'left' }} onClick={() => setOpen(r.taskId)}>
            <Summary row={r} />
          </button>
        ),
      )}
    </>
  );
}

function Summary({ row }: { row: FlowTaskRow }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="pf-row">
        <strong style={{ flex: 1 }}>{row.procDefName}</strong>
        {row.claimable ? <Tag color="orange">{t('flowTasks.app.toClaim')}</Tag> : null}
      </span>
      <span>
        {row.receiptCode ?? ''} · {row.taskName ?? ''}
      </span>
      <span className="pf-muted">
        {row.startUserName} · {row.createTime.slice(0, 16)}
      </span>
    </>
  );
}

function TaskCard({ row, onClose, onDone }: { row: FlowTaskRow; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const taskId = row.taskId!;
  const run = async (call: () => Promise<{ msg?: string } | unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      void message.success(done);
      onDone();
    } catch (e) {
      setError(errorMessage(e, t('flowTasks.app.failed')));
    } finally {
      setBusy(false);
    }
  };
  const agree = () => run(() => FlowTaskApi.complete([{ taskId, instanceId: row.procInsId, comment }], quiet), t('flowTasks.app.agreed'));
  const refuse = () =>
    modal.confirm({ title: t('flowTasks.app.refuseConfirm'), okText: t('flowTasks.app.refuse'), okButtonProps: { danger: true }, onOk: () => run(() => FlowTaskApi.taskReject([{ taskId, comment }], quiet), t('flowTasks.app.refused')) });
  const claim = () => run(() => FlowTaskApi.claim([{ taskId }], quiet), t('flowTasks.app.claimed'));
  return (
    <div className="pf-card" aria-current="true" data-testid="approval-task">
      <Summary row={row} />
      <Input.TextArea aria-label={t('flowTasks.app.comment')} placeholder={t('flowTasks.app.comment')} autoSize={{ minRows: 2, maxRows: 5 }} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />
      {error ? <Alert type="error" showIcon message={error} /> : null}
      <div className="pf-row">
        {row.claimable ? (
          <Button type="primary" size="large" loading={busy} onClick={() => void claim()}>
            {t('flowTasks.app.claim')}
          </Button>
        ) : (
          <>
            <Button type="primary" size="large" loading={busy} onClick={() => void agree()}>
              {t('flowTasks.app.agree')}
            </Button>
            <Button danger size="large" loading={busy} onClick={refuse}>
              {t('flowTasks.app.refuse')}
            </Button>
          </>
        )}
        <Button size="large" onClick={onClose}>
          {t('flowTasks.app.close')}
        </Button>
      </div>
    </div>
  );
}
