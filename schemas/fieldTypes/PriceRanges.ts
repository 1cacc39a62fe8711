// PriceRanges: price tiers, a list of {min, max, price} (no storage kind names it: not storable).
import { defineFieldType } from './define';

export const PriceRangesField = defineFieldType({ name: 'PriceRanges', column: 'jsonb', storable: false });
