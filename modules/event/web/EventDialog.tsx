// The dialog of 关闭 (a cause of the 关闭原因 dictionary, required, and a note) and 评论 (the comment's
// text). A refusal shows the server's message (事件已关闭，不能重复关闭 …) in the dialog and keeps it
// open. Mounted on its own (an action runs outside the page's React tree).
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../src/api/errors';
import { DictApi } from '../../../src/api/services';
import { openDialog } from '../../../src/templates/actions/openDialog';
import { CAUSE_DICT } from '../options';
import { EventApi, quiet } from './api';

export type EventDialogKind = 'close' | 'comment';

interface Props {
  kind: EventDialogKind;
  event: { id: number; code: string };
  onClose: (done: boolean) => void;
}

function EventDialog({ kind, event, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(true);
  const [causes, setCauses] = useState<Array<{ value: string; label: string }>>([]);
  const [cause, setCause] = useState<string | undefined>();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (kind !== 'close') return;
    DictApi.listByCode([CAUSE_DICT], quiet)
      .then((list) => setCauses(list.filter((d) => !d.disabled).map((d) => ({ value: d.code, label: d.nameIntl?.[i18n.language] ?? d.name }))))
      .catch((e) => setError(errorMessage(e, t('event.failed'))));
  }, [kind, i18n.language, t]);

  const submit = async () => {
    if (kind === 'close' && !cause) return setError(t('event.dialog.causeMissing'));
    if (kind === 'comment' && !text.trim()) return setError(t('event.dialog.commentMissing'));
    setRunning(true);
    setError(null);
    try {
      if (kind === 'close') await EventApi.close([{ id: event.id, cause: cause!, ...(text.trim() ? { note: text.trim() } : {}) }], quiet);
      else await EventApi.addComment([{ id: event.id, content: text.trim() }], quiet);
      setDone(true);
      setOpen(false);
    } catch (e) {
      setError(errorMessage(e, t('event.failed')));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`${t(`event.dialog.${kind}`)} ${event.code}`}
      okText={t('event.dialog.ok')}
      confirmLoading={running}
      onOk={submit}
      onCancel={() => setOpen(false)}
      afterOpenChange={(o) => !o && onClose(done)}
      destroyOnHidden
    >
      <Form layout="vertical">
        {kind === 'close' && (
          <Form.Item label={t('event.dialog.cause')} required>
            <Select aria-label={t('event.dialog.cause')} options={causes} value={cause} onChange={setCause} loading={!causes.length && !error} data-testid="event-close-cause" />
          </Form.Item>
        )}
        <Form.Item label={t(kind === 'close' ? 'event.dialog.note' : 'event.dialog.comment')} required={kind === 'comment'}>
          <Input.TextArea aria-label={t(kind === 'close' ? 'event.dialog.note' : 'event.dialog.comment')} rows={3} maxLength={kind === 'close' ? 512 : 1024} value={text} onChange={(e) => setText(e.target.value)} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon message={error} />}
    </Modal>
  );
}

export const openEventDialog = (kind: EventDialogKind, event: { id: number; code: string }) =>
  openDialog<boolean>((close) => <EventDialog kind={kind} event={event} onClose={close} />);
