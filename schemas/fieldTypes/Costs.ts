// Costs: a money amount, shown with 2 decimals and thousands separators.
import { numberFieldType } from './define';

export const CostsField = numberFieldType('Costs', { zh_CN: '金额', en_US: 'Amount' }, {
  // money keeps at most 2 decimals whatever the attribute says; its integer digits are the attribute's
  numberLimits: (declared) => ({ ...declared, digits: { int: declared.digits?.int ?? 16, scale: Math.min(declared.digits?.scale ?? 2, 2) } }),
});
