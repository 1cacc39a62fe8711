// The dialog of one barcode operation: its inputs (FIELDS_OF), then the call; a refusal shows
// the server's message (条码不存在、批次不一致 …) in the dialog and keeps it open. Mounted on its own
// (an action runs outside the page's React tree), with the app's theme and language.
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../../src/templates/actions/openDialog';
import { errorMessage } from '../../../src/api/errors';
import { BarcodeApi, quiet } from './api';
import { argumentOf, FIELDS_OF, initialForm, type Operation, type OperationForm } from './form';

const MULTI_LINE: ReadonlySet<keyof OperationForm> = new Set(['codes', 'newCodes']);

export interface OperationDialogProps {
  op: Operation;
  codes: string[];
  first?: Record<string, unknown>;
  onClose: (done: boolean) => void;
}

export function OperationDialog({ op, codes, first, onClose }: OperationDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [form, setForm] = useState<OperationForm>(() => initialForm(op, codes, first));
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(false);

  const run = async () => {
    const a = argumentOf(op, form);
    if ('missing' in a) {
      setError(t('barcode.op.missing', { field: t(`barcode.op.field.${op === 'bind' && a.missing === 'codes' ? 'childCodes' : a.missing}`) }));
      return;
    }
    setRunning(true);
    setError(null);
    try {
      // one dialog posts to the six operations, each with its own argument shape
      await (BarcodeApi[op] as (args: readonly unknown[], o: typeof quiet) => Promise<unknown>)([a.arg], quiet);
      setDone(true);
      setOpen(false);
    } catch (e) {
      setError(errorMessage(e, t('barcode.op.failed')));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(`barcode.op.title.${op}`)}
      okText={t('barcode.op.ok')}
      confirmLoading={running}
      onOk={() => void run()}
      onCancel={() => setOpen(false)}
      afterOpenChange={(shown) => !shown && onClose(done)}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid={`barcode-op-${op}`}>
        {FIELDS_OF[op].map((key) => {
          const label = t(`barcode.op.field.${op === 'bind' && key === 'codes' ? 'childCodes' : key}`);
          const props = { 'aria-label': label, value: form[key], onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })) };
          return (
            <Form.Item key={key} label={label} extra={t(`barcode.op.hint.${op}.${key}`, { defaultValue: '' }) || undefined}>
              {MULTI_LINE.has(key) ? <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} {...props} /> : <Input {...props} />}
            </Form.Item>
          );
        })}
      </Form>
      {error ? <Alert type="error" showIcon message={error} data-testid="barcode-op-error" /> : null}
    </Modal>
  );
}

/** Shows the dialog; resolves once it has closed, with whether the operation was done. */
export function openOperationDialog(op: Operation, codes: string[], first?: Record<string, unknown>): Promise<boolean> {
  return openDialog<boolean>((close) => <OperationDialog op={op} codes={codes} first={first} onClose={close} />);
}
