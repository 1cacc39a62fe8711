// The dialogs of the work order actions that need an answer first: 派工 (an equipment), 拆分 (the
// quantities to split off), 按批拆分 (a batch size) and, on a sales order or a production plan,
// 生成工单 (spread mode, release at once). A refusal shows the server's message in the dialog and keeps it open.
import { Alert, Form, Input, Modal, Radio, Select, Switch } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityApi } from '../../../../src/api/services';
import { errorMessage } from '../../../../src/api/errors';
import { openDialog } from '../../../../src/templates/actions/openDialog';
import { PlanApi } from '../../planning/web/api';
import { OrderApi } from './api';
import { FIELDS_OF, initialOrderForm, isPositiveInteger, type OrderDialogCode, type OrderForm, parseQuantities } from './fields';

const quiet = { ignoreError: true } as const;

interface Props {
  code: OrderDialogCode;
  ids: number[];
  onClose: (message: string | null) => void;
}

function EquipmentSelect({ value, onChange }: { value?: number; onChange: (v: number) => void }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<Array<{ value: number; label: string }>>([]);
  const search = useCallback(
    (text?: string) =>
      void EntityApi.fuzzyPage([{ entityCode: 'Equipment', text, page: 1, pageSize: 50 }], quiet)
        .then((p) => setOptions(p.itemList.map((e) => ({ value: e.id, label: `${e.code} ${e.name}` }))))
        .catch(() => setOptions([])),
    [],
  );
  // the first 50 machines once, when the select appears
  useEffect(() => search(), [search]);
  return <Select showSearch filterOption={false} onSearch={search} options={options} value={value} onChange={onChange} aria-label={t('production.order.equipment')} placeholder={t('production.order.equipment')} data-testid="order-equipment" />;
}

export function OrderDialog({ code, ids, onClose }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [form, setForm] = useState<OrderForm>(initialOrderForm);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const set = (patch: Partial<OrderForm>) => setForm((f) => ({ ...f, ...patch }));

  const call = async (): Promise<string> => {
    if (code === 'dispatch') {
      if (!form.equipmentId) throw new Error(t('production.order.chooseEquipment'));
      const r = await OrderApi.dispatch([{ ids, equipmentId: form.equipmentId }], quiet);
      return t('production.order.dispatched', { count: r.length });
    }
    if (code === 'split') {
      const q = parseQuantities(form.quantities);
      if ('bad' in q) throw new Error(t('production.order.badQuantity', { value: q.bad }));
      const r = await OrderApi.split([ids[0], q.ok], quiet);
      return t('production.order.splitDone', { count: r.length - 1 });
    }
    if (code === 'splitBatch') {
      if (!isPositiveInteger(form.batch)) throw new Error(t('production.order.positiveInteger'));
      const r = await OrderApi.splitBatch([{ ids, quantity: Number(form.batch) }], quiet);
      return t('production.order.splitDone', { count: r.length - ids.length });
    }
    const made = [];
    for (const id of ids) {
      const options = { spread: form.spread, release: form.release };
      made.push(...(code === 'planToWorkOrder' ? await PlanApi.toWorkOrders([{ planId: id, ...options }], quiet) : await OrderApi.createFromSale([{ saleId: id, ...options }], quiet)));
    }
    return t('production.order.made', { count: made.length, codes: made.map((o) => String(o.code)).join('、') });
  };

  const run = async () => {
    setRunning(true);
    setError(null);
    try {
      setDone(await call());
      setOpen(false);
    } catch (e) {
      setError(errorMessage(e, t('production.order.failed')));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(`production.order.title.${code}`)}
      okText={t('production.order.ok')}
      confirmLoading={running}
      onOk={() => void run()}
      onCancel={() => setOpen(false)}
      afterOpenChange={(shown) => !shown && onClose(done)}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid={`order-dialog-${code}`} onFinish={() => void run()}>
        {FIELDS_OF[code].map((field) => (
          <Form.Item key={field} label={t(`production.order.field.${field}`)} extra={t(`production.order.hint.${field}`, { defaultValue: '' }) || undefined}>
            {field === 'equipmentId' ? <EquipmentSelect value={form.equipmentId} onChange={(v) => set({ equipmentId: v })} /> : null}
            {field === 'quantities' ? <Input aria-label={t('production.order.field.quantities')} value={form.quantities} onChange={(e) => set({ quantities: e.target.value })} placeholder="3, 2.5" /> : null}
            {field === 'batch' ? <Input aria-label={t('production.order.field.batch')} value={form.batch} onChange={(e) => set({ batch: e.target.value })} inputMode="numeric" /> : null}
            {field === 'spread' ? (
              <Radio.Group value={form.spread} onChange={(e) => set({ spread: e.target.value })} optionType="button">
                {(['NoSpread', 'MainProduct', 'BomSpread'] as const).map((s) => (
                  <Radio.Button key={s} value={s}>
                    {t(`production.order.spread.${s}`)}
                  </Radio.Button>
                ))}
              </Radio.Group>
            ) : null}
            {field === 'release' ? <Switch aria-label={t('production.order.field.release')} checked={form.release} onChange={(v) => set({ release: v })} /> : null}
          </Form.Item>
        ))}
      </Form>
      {error ? <Alert type="error" showIcon message={error} data-testid="order-dialog-error" /> : null}
    </Modal>
  );
}

/** Shows the dialog; resolves once it has closed with the message of what was done, or null. */
export function openOrderDialog(code: OrderDialogCode, ids: number[]): Promise<string | null> {
  return openDialog<string | null>((close) => <OrderDialog code={code} ids={ids} onClose={close} />);
}
