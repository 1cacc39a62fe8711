// market/Mask (数据脱敏): masking rules per service field, for one key or for every key of the
// service — hide, partial (first n / last m kept), hash (sha256), replace (a fixed text). 查看 opens
// 脱敏规则详情 (datax/ApiMaskDetail) with the service's rules and what a key gets.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Tag } from 'antd';
import type { MaskInput, MaskView } from '../contracts';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList, type FormDef } from '../../../../src/templates/service-list/types';
import { MarketMaskApi, apiOptions, keyOptions, type Option } from './api';

const FN = 'market.mask';
export const KIND_COLOR = { hide: 'red', partial: 'orange', hash: 'purple', replace: 'blue' } as const;
let apis: Option[] = [];
let keys: Option[] = [];

/** what a rule does, in words */
export const ruleText = (r: MaskView, t: (k: string, v?: Record<string, unknown>) => string) =>
  r.kind === 'partial' ? t('datagov.market.keepText', { first: r.keepFirst, last: r.keepLast }) : r.kind === 'replace' ? `→ ${r.replacement ?? ''}` : '';

/** whom a rule holds for: one key, the keys of a group, or every key */
export const whoText = (r: MaskView, t: (k: string, v?: Record<string, unknown>) => string) =>
  r.keyName ?? (r.keyGroup ? t('datagov.market.groupKeys', { group: r.keyGroup }) : t('datagov.market.everyKey'));

const maskForm: FormDef<MaskView> = {
  addTitle: 'datagov.market.addMask',
  editTitle: 'datagov.market.editMask',
  fields: [
    { name: 'apiId', label: 'datagov.market.api', kind: 'select', required: true, options: () => apis },
    { name: 'keyId', label: 'datagov.market.key', kind: 'select', options: (t) => [{ value: '', label: t('datagov.market.everyKey') }, ...keys] },
    { name: 'keyGroup', label: 'datagov.market.keyGroupRule', kind: 'text', maxLength: 50 },
    { name: 'field', label: 'datagov.market.field', kind: 'text', required: true, maxLength: 128 },
    { name: 'kind', label: 'datagov.market.maskKind', kind: 'select', required: true, options: (t) => (['hide', 'partial', 'hash', 'replace'] as const).map((k) => ({ value: k, label: t(`datagov.market.maskKinds.${k}`) })) },
    { name: 'keepFirst', label: 'datagov.market.keepFirst', kind: 'number', min: 0, max: 50, precision: 0 },
    { name: 'keepLast', label: 'datagov.market.keepLast', kind: 'number', min: 0, max: 50, precision: 0 },
    { name: 'replacement', label: 'datagov.market.replacement', kind: 'text', maxLength: 200 },
    { name: 'remark', label: 'datagov.remark', kind: 'textarea', rows: 2, maxLength: 500 },
  ],
  initial: { keyId: '', kind: 'partial', keepFirst: 3, keepLast: 4 },
  fromRow: (r) => ({ ...r, apiId: String(r.apiId), keyId: r.keyId ? String(r.keyId) : '' }),
  save: (v, editing) => {
    const m: MaskInput = {
      id: editing?.id, apiId: Number(v.apiId), keyId: v.keyId ? Number(v.keyId) : null, keyGroup: v.keyId ? null : (v.keyGroup as string) || null, field: String(v.field ?? ''), kind: v.kind as MaskInput['kind'],
      keepFirst: Number(v.keepFirst ?? 0), keepLast: Number(v.keepLast ?? 0), replacement: (v.replacement as string) || null, remark: (v.remark as string) || null,
    };
    return MarketMaskApi.save([m], { ignoreError: true });
  },
  saved: 'datagov.saved',
};

const masks = defineServiceList<MaskView, { apiId?: number; keyId?: number }>({
  testId: 'mk-masks',
  load: async (q) => {
    const [page, a, k] = await Promise.all([MarketMaskApi.summaryPage([q], { ignoreError: true }), apiOptions().catch(() => []), keyOptions().catch(() => [])]);
    apis = a;
    keys = k;
    return page;
  },
  columns: [
    { title: 'datagov.market.api', field: 'apiName', width: 180, link: (r) => `datax/ApiMaskDetail?id=${r.apiId}`, testId: (r) => `mk-mask-api-${r.id}` },
    { title: 'datagov.market.key', field: 'keyName', width: 160, render: (r, t) => whoText(r, t) },
    { title: 'datagov.market.field', field: 'field', width: 140 },
    { title: 'datagov.market.maskKind', field: 'kind', width: 110, render: (r, t) => <Tag color={KIND_COLOR[r.kind]}>{t(`datagov.market.maskKinds.${r.kind}`)}</Tag> },
    { title: 'datagov.market.ruleText', key: 'rule', width: 160, render: (r, t) => ruleText(r, t) },
    { title: 'datagov.remark', field: 'remark' },
  ],
  toolbar: [{ label: 'templates.add', fn: `${FN}.create`, icon: <PlusOutlined />, add: true, testId: 'mk-mask-add' }],
  onOpen: (r) => `datax/ApiMaskDetail?id=${r.apiId}`,
  rowActions: [
    { label: 'templates.detail', open: (r) => `datax/ApiMaskDetail?id=${r.apiId}` },
    { label: 'templates.edit', fn: `${FN}.update`, edit: true },
    { label: 'templates.delete', fn: `${FN}.delete`, danger: true, confirm: (r, t) => t('datagov.market.removeMaskConfirm', { field: r.field }), run: (r) => MarketMaskApi.remove([[r.id]], { ignoreError: true }), done: 'datagov.deleted' },
  ],
  form: maskForm,
  totalText: 'datagov.total',
  failedText: 'datagov.failed',
});

export default function MaskListPage() {
  return <ServiceListPage def={masks} />;
}
