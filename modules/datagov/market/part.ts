// 数据服务 (market/*, datax/ApiMaskDetail): saved queries and tables published as masked HTTP APIs with keys, quotas and logs. A part of 数据治理: its menu entries take the places of the module's planned entries by url.
import { definePart } from '../../../schemas/modules/define';

export const marketPart = definePart({
  code: 'market',
});
