// Costs: a money amount, shown with 2 decimals and thousands separators.
import { defineFieldType } from './define';

export const CostsField = defineFieldType({
  name: 'Costs',
  column: 'numeric',
  storage: 'NUMBER',
  variants: { integer: 'NUMBER' },
  filter: 'range',
  storable: true,
  settings: 'number',
  // money keeps at most 2 decimals whatever the attribute says; its integer digits are the attribute's
  numberLimits: (declared) => ({ ...declared, digits: { int: declared.digits?.int ?? 16, scale: Math.min(declared.digits?.scale ?? 2, 2) } }),
});
