// OrderBy: a sort order, a whole number of 0 or more.
import { defineFieldType } from './define';

export const OrderByField = defineFieldType({
  name: 'OrderBy',
  label: { zh_CN: '排序', en_US: 'Sort order' },
  column: 'integer',
  storage: 'NUMBER',
  filter: 'range',
  storable: false,
  numberLimits: (declared) => ({ ...declared, integer: true, min: Math.max(0, declared.min ?? 0) }),
});
