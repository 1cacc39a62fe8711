// 数据标准与数据质量 (standard/*, dataquality/*): standard codes, mappings, quality rules, runs, issues and reports. A part of 数据治理: its menu entries take the places of the module's planned entries by url.
import { definePart } from '../../../schemas/modules/define';

export const qualityPart = definePart({
  code: 'quality',
});
