// MaterialNum: a quantity of a material, shown with its unit.
import { numberFieldType } from './define';

/** spec: the material count ceiling */
export const MATERIAL_COUNT_CEILING = 10_000_000_000;

export const MaterialNumField = numberFieldType('MaterialNum', { zh_CN: '物料数量', en_US: 'Material quantity' }, {
  // not below 0 and at most the ceiling, unless the attribute (or page) sets its own bounds
  numberLimits: (declared) => ({ ...declared, min: declared.min ?? 0, max: declared.max ?? MATERIAL_COUNT_CEILING }),
});
