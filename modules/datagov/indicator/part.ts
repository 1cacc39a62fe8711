// 指标与数据模型 (ops/*, mdm/DataModel, mdm/Data): indicators over models, computed on schedule, with targets and trends. A part of 数据治理: its menu entries take the places of the module's planned entries by url.
import { definePart } from '../../../schemas/modules/define';

export const indicatorPart = definePart({
  code: 'indicator',
});
