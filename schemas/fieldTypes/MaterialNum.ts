// MaterialNum: a quantity of a material, shown with its unit.
import { defineFieldType } from './define';

/** spec: the material count ceiling */
export const MATERIAL_COUNT_CEILING = 10_000_000_000;

export const MaterialNumField = defineFieldType({
  name: 'MaterialNum',
  column: 'numeric',
  storage: 'NUMBER',
  variants: { integer: 'NUMBER' },
  filter: 'range',
  storable: true,
  settings: 'number',
  // not below 0 and at most the ceiling, unless the attribute (or page) sets its own bounds
  numberLimits: (declared) => ({ ...declared, min: declared.min ?? 0, max: declared.max ?? MATERIAL_COUNT_CEILING }),
});
