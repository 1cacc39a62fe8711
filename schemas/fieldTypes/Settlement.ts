// Settlement: a settlement account, picked by code or name (not storable: not an entity of ours yet).
import { defineFieldType } from './define';

export const SettlementField = defineFieldType({ name: 'Settlement', label: { zh_CN: '结算账户', en_US: 'Settlement account' }, column: 'bigint', storage: 'QUOTE', quote: 'Settlement', filter: 'filter', storable: false });
