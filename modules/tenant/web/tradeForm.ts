// 新增行业 / 编辑行业: an industry and the party-type label its code gives (the list's form, and the
// detail page's 编辑).
import type { PartyType, TradeView } from '../contracts';
import type { FormDef } from '../../../src/templates/service-list/types';
import { TradeApi } from './api';

const PARTY_TYPES: PartyType[] = ['Owner', 'Contractor', 'SupervisionDepartment', 'Other'];

export const tradeForm: FormDef<TradeView> = {
  addTitle: 'tenantAdmin.trade.add',
  editTitle: 'tenantAdmin.trade.edit',
  fields: [
    { name: 'code', label: 'tenantAdmin.trade.code', kind: 'text', required: true, maxLength: 64, pattern: /^[A-Za-z][A-Za-z0-9_]{0,63}$/, hint: 'tenantAdmin.trade.codeHint' },
    { name: 'name', label: 'tenantAdmin.trade.name', kind: 'text', required: true, maxLength: 64 },
    { name: 'nameEn', label: 'tenantAdmin.trade.nameEn', kind: 'text', maxLength: 64 },
    { name: 'partyType', label: 'tenantAdmin.partyType', kind: 'select', required: true, options: (t) => PARTY_TYPES.map((p) => ({ value: p, label: t(`tenantAdmin.partyTypes.${p}`) })) },
    { name: 'sn', label: 'tenantAdmin.trade.sn', kind: 'number', min: 0, max: 100000, precision: 0 },
    { name: 'remark', label: 'tenantAdmin.trade.remark', kind: 'textarea', maxLength: 500 },
  ],
  initial: { partyType: 'Other' },
  fromRow: (r) => ({ ...r, remark: r.remark ?? undefined }),
  save: (v, editing) => TradeApi.save([{ ...(v as Omit<TradeView, 'id'>), id: editing?.id, remark: (v.remark as string | undefined) ?? null }], { ignoreError: true }),
  saved: 'tenantAdmin.saved',
};
