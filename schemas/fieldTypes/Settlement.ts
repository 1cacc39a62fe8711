// Settlement: a settlement account, picked by code or name (not storable: not an entity of ours yet).
import { defineFieldType } from './define';

export const SettlementField = defineFieldType({ name: 'Settlement', column: 'bigint', storage: 'QUOTE', quote: 'Settlement', filter: 'filter', storable: false });
