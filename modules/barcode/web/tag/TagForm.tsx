// What 打印标签 asks, in the list's dialog (条码档案, 库位, 物料) and on its own page: the codes of the
// kind printed (one per line, typed or scanned), an enabled label template of that kind (with its
// size) and how many copies of each; then the labels as one PDF. A refusal (a disabled template,
// unknown codes …) shows the server's message and keeps the form.
import { Alert, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isCancelled } from '../../../../src/api/errors';
import type { TargetKind } from '../../../identity/public';
import type { TagTemplate } from '../../contracts';
import { listOf } from '../form';
import { BarcodeTagApi, printTags } from './api';

export interface TagFormValue {
  codes: string;
  labelId: number | null;
  copies: number;
  onSheets: boolean;
}

/** The print's argument, or the key of what is missing. */
export function tagPrintOf(
  v: TagFormValue,
  kind: TargetKind = 'barcode',
): { print: { labelId: number; kind: TargetKind; codes: string[]; copies: number; onSheets: boolean } } | { missing: 'codes' | 'labelId' } {
  const codes = [...new Set(listOf(v.codes))];
  if (!codes.length) return { missing: 'codes' };
  if (!v.labelId) return { missing: 'labelId' };
  return { print: { labelId: v.labelId, kind, codes, copies: v.copies || 1, onSheets: !!v.onSheets } };
}

/** a string key of the kind's own wording (codes, codesHint, copiesHint), barcodes' by default */
const kindKey = (kind: TargetKind, key: string) => (kind === 'barcode' ? `barcode.tag.${key}` : `barcode.tag.${kind}.${key}`);

export function useTagForm(initialCodes: string[], kind: TargetKind = 'barcode') {
  const { t } = useTranslation();
  const [value, setValue] = useState<TagFormValue>({ codes: initialCodes.join('\n'), labelId: null, copies: 1, onSheets: false });
  const [templates, setTemplates] = useState<TagTemplate[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    let live = true;
    BarcodeTagApi.templates([kind], { ignoreError: true }).then(
      (list) => {
        if (!live) return;
        setTemplates(list);
        setValue((v) => (v.labelId || !list.length ? v : { ...v, labelId: list[0].id }));
      },
      (e: unknown) => live && !isCancelled(e) && setError(errorMessage(e, t('barcode.tag.loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [t, kind]);

  /** prints; answers the number of labels made, or null when nothing was printed */
  const print = async (): Promise<number | null> => {
    const a = tagPrintOf(value, kind);
    if ('missing' in a) {
      setError(t('barcode.tag.missing', { field: t(a.missing === 'codes' ? kindKey(kind, 'codes') : 'barcode.tag.labelId') }));
      return null;
    }
    setRunning(true);
    setError(null);
    try {
      await printTags(a.print);
      return a.print.codes.length * a.print.copies;
    } catch (e) {
      setError(errorMessage(e, t('barcode.tag.failed')));
      return null;
    } finally {
      setRunning(false);
    }
  };
  return { kind, value, setValue, templates, error, running, print };
}

export function TagFields({ form }: { form: ReturnType<typeof useTagForm> }) {
  const { t } = useTranslation();
  const { kind, value, setValue, templates, error } = form;
  return (
    <Form layout="vertical" data-testid="barcode-tag-form" data-kind={kind}>
      <Form.Item label={t(kindKey(kind, 'codes'))} extra={t(kindKey(kind, 'codesHint'), { count: [...new Set(listOf(value.codes))].length })}>
        <Input.TextArea aria-label={t(kindKey(kind, 'codes'))} autoSize={{ minRows: 3, maxRows: 10 }} value={value.codes} onChange={(e) => setValue((v) => ({ ...v, codes: e.target.value }))} />
      </Form.Item>
      <Form.Item label={t('barcode.tag.labelId')}>
        <Select
          aria-label={t('barcode.tag.labelId')}
          loading={!templates && !error}
          value={value.labelId ?? undefined}
          placeholder={t('barcode.tag.choose')}
          options={(templates ?? []).map((l) => ({ value: l.id, label: `${l.name}（${l.code}）${l.width_mm}×${l.height_mm} mm` }))}
          onChange={(labelId: number) => setValue((v) => ({ ...v, labelId }))}
        />
      </Form.Item>
      <Form.Item label={t('barcode.tag.copies')} extra={t(kindKey(kind, 'copiesHint'))}>
        <InputNumber aria-label={t('barcode.tag.copies')} min={1} max={100} precision={0} value={value.copies} onChange={(c) => setValue((v) => ({ ...v, copies: Number(c) || 1 }))} />
      </Form.Item>
      <Form.Item label={t('barcode.tag.onSheets')} extra={t('barcode.tag.onSheetsHint')}>
        <Switch aria-label={t('barcode.tag.onSheets')} checked={value.onSheets} onChange={(onSheets) => setValue((v) => ({ ...v, onSheets }))} />
      </Form.Item>
      {error ? <Alert type="error" showIcon message={error} data-testid="barcode-tag-error" /> : null}
    </Form>
  );
}
