// Progress: a percentage, shown as a bar.
import { numberFieldType } from './define';

export const ProgressField = numberFieldType('Progress', { zh_CN: '进度', en_US: 'Progress' }, {
  // a percentage: 0–100 with 2 decimals whatever the attribute says (only `integer` is its own)
  numberLimits: (declared) => ({ integer: declared.integer, positive: false, min: 0, max: 100, digits: { int: 3, scale: 2 } }),
});
