// One shop-floor dialog of a work order: 投料 (operation, feeding type, barcode, quantity), 报工
// (operation, qualified / unqualified / scrapped, the defect reason), 退料 (a feeding with material
// left, quantity) or 结转 (the target order's number, quantity). It reads the order as the terminal
// sees it (task.Order/enterWorkOrder); a refusal shows the server's message in the dialog and keeps
// it open; success closes it with the record's number.
import { Alert, AutoComplete, Form, Input, InputNumber, Modal, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import { currentLanguage } from '../../../../src/i18n';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import type { FeedableBarcode, OrderExecView } from '../contracts';
import { DEFECT_REASONS, FEEDING_TYPES } from '../options';
import { CarryApi, FeedingApi, OrderExecApi, OutputApi, quiet } from './api';

export type ExecKind = 'feed' | 'output' | 'return' | 'carry';

interface Values {
  opId?: number;
  feedingType: string;
  barcode?: string;
  qty?: string;
  qualified?: string;
  unqualified?: string;
  scrap?: string;
  defectReason?: string;
  feedingId?: number;
  targetCode?: string;
}

const label = (o: { label: string; labelEn: string }) => (currentLanguage() === 'en_US' ? o.labelEn : o.label);
const num = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '0' : String(v));

export function ExecDialog({ kind, orderId, onClose }: { kind: ExecKind; orderId: number; onClose: (code: string | null) => void }) {
  const { t } = useTranslation();
  const [view, setView] = useState<OrderExecView | null>(null);
  const [values, setValues] = useState<Values>({ feedingType: 'Order' });
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const set = (v: Partial<Values>) => setValues((was) => ({ ...was, ...v }));
  // what can be fed now, as suggestions while the barcode is typed (a scanner types it all at once)
  const [feedable, setFeedable] = useState<FeedableBarcode[]>([]);
  const suggest = (keyword?: string) => {
    if (kind === 'feed') FeedingApi.candidates([keyword], quiet).then(setFeedable, () => undefined);
  };

  useEffect(() => {
    OrderExecApi.enterWorkOrder([orderId], quiet).then(
      (v) => {
        setView(v);
        // the first unfinished task is the likely one
        const open = v.tasks.find((x) => !x.finished) ?? v.tasks[0];
        setValues((was) => ({ ...was, opId: open?.id, feedingId: v.fed.find((f) => Number(f.leftQty) > 0)?.id }));
      },
      (e: unknown) => setError(errorMessage(e, t('production.exec.loadFailed'))),
    );
  }, [orderId, t]);

  const run = async () => {
    setRunning(true);
    setError(null);
    try {
      let rec: RecordValue;
      if (kind === 'feed') rec = await FeedingApi.feed([{ orderId, opId: values.opId ?? null, feedingType: values.feedingType as 'Order', barcode: values.barcode ?? null, qty: num(values.qty) }], quiet);
      else if (kind === 'output')
        rec = await OutputApi.report([{ orderId, opId: values.opId ?? 0, qualifiedQty: num(values.qualified), unqualifiedQty: num(values.unqualified), scrapQty: num(values.scrap), defectReason: values.defectReason ?? null }], quiet);
      else if (kind === 'return') rec = await FeedingApi.returnMaterial([{ feedingId: values.feedingId ?? 0, qty: num(values.qty) }], quiet);
      else rec = await CarryApi.carryOver([{ orderId, targetCode: values.targetCode ?? null, qty: num(values.qty) }], quiet);
      onClose(String((rec as Record<string, unknown>).code ?? ''));
    } catch (e) {
      setError(errorMessage(e, t('production.exec.failed')));
    } finally {
      setRunning(false);
    }
  };

  const tasks = view?.tasks.map((x) => ({ value: x.id, label: t('production.exec.taskLine', { seq: x.seq, process: x.processName, done: x.doneQty, plan: x.planQty }) })) ?? [];
  const returnable = view?.fed.filter((f) => Number(f.leftQty) > 0) ?? [];
  const qtyInput = (key: 'qty' | 'qualified' | 'unqualified' | 'scrap', name: string) => (
    <Form.Item label={name}>
      <InputNumber aria-label={name} style={{ width: '100%' }} min="0" stringMode value={values[key] ?? null} onChange={(v) => set({ [key]: v ?? undefined })} />
    </Form.Item>
  );

  return (
    <Modal open title={`${t(`production.exec.${kind}`)} · ${view?.code ?? ''}`} okText={t('production.exec.ok')} confirmLoading={running} onOk={() => void run()} onCancel={() => onClose(null)} destroyOnHidden okButtonProps={{ disabled: !view }}>
      {!view && !error ? <Spin /> : null}
      {view ? (
        <Form layout="vertical" data-testid={`exec-dialog-${kind}`}>
          {kind === 'feed' || kind === 'output' ? (
            <Form.Item label={t('production.exec.operation')}>
              <Select aria-label={t('production.exec.operation')} options={tasks} value={values.opId} onChange={(v) => set({ opId: v })} />
            </Form.Item>
          ) : null}
          {kind === 'feed' ? (
            <>
              <Form.Item label={t('production.exec.feedingType')}>
                <Select aria-label={t('production.exec.feedingType')} options={FEEDING_TYPES.map((o) => ({ value: o.value, label: label(o) }))} value={values.feedingType} onChange={(v) => set({ feedingType: v })} />
              </Form.Item>
              <Form.Item label={t('production.exec.barcode')} extra={t('production.exec.barcodeHint')}>
                <AutoComplete
                  aria-label={t('production.exec.barcode')}
                  value={values.barcode}
                  onFocus={() => suggest(values.barcode)}
                  onSearch={suggest}
                  onChange={(v: string) => set({ barcode: v })}
                  options={feedable.map((b) => ({ value: b.code, label: `${b.code} · ${b.materialName} · ${b.batchNo ?? ''} · ${b.count}` }))}
                />
              </Form.Item>
              {qtyInput('qty', t('production.exec.quantity'))}
            </>
          ) : null}
          {kind === 'output' ? (
            <>
              {qtyInput('qualified', t('production.exec.qualified'))}
              {qtyInput('unqualified', t('production.exec.unqualified'))}
              {qtyInput('scrap', t('production.exec.scrap'))}
              <Form.Item label={t('production.exec.defectReason')}>
                <Select aria-label={t('production.exec.defectReason')} allowClear options={DEFECT_REASONS.map((o) => ({ value: o.value, label: label(o) }))} value={values.defectReason} onChange={(v) => set({ defectReason: v })} />
              </Form.Item>
            </>
          ) : null}
          {kind === 'return' ? (
            returnable.length ? (
              <>
                <Form.Item label={t('production.exec.feeding')}>
                  <Select
                    aria-label={t('production.exec.feeding')}
                    options={returnable.map((f) => ({ value: f.id, label: `${f.code} · ${f.barcode ?? f.batchNo ?? ''} · ${f.materialName} · ${t('production.exec.left', { qty: f.leftQty })}` }))}
                    value={values.feedingId}
                    onChange={(v) => set({ feedingId: v })}
                  />
                </Form.Item>
                {qtyInput('qty', t('production.exec.quantity'))}
              </>
            ) : (
              <Alert type="info" message={t('production.exec.noReturnable')} />
            )
          ) : null}
          {kind === 'carry' ? (
            <>
              <Typography.Paragraph type="secondary">{t('production.exec.remainder', { qty: view.remainder })}</Typography.Paragraph>
              <Form.Item label={t('production.exec.target')}>
                <Input aria-label={t('production.exec.target')} value={values.targetCode} onChange={(e) => set({ targetCode: e.target.value })} />
              </Form.Item>
              {qtyInput('qty', t('production.exec.quantity'))}
            </>
          ) : null}
        </Form>
      ) : null}
      {error ? <Alert type="error" showIcon message={error} data-testid="exec-error" /> : null}
    </Modal>
  );
}
