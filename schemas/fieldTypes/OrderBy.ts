// OrderBy: a sort order, a whole number of 0 or more.
import { defineFieldType } from './define';

export const OrderByField = defineFieldType({
  name: 'OrderBy',
  column: 'integer',
  storage: 'NUMBER',
  filter: 'range',
  storable: false,
  numberLimits: (declared) => ({ ...declared, integer: true, min: Math.max(0, declared.min ?? 0) }),
});
