// PriceRanges: price tiers, a list of {min, max, price} (no storage kind names it: not storable).
import { defineFieldType } from './define';

export const PriceRangesField = defineFieldType({ name: 'PriceRanges', label: { zh_CN: '价格区间', en_US: 'Price ranges' }, column: 'jsonb', storable: false });
