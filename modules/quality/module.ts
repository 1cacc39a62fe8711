// 质量管理 (quality): inspection items and schemes with versions, sampling plans by the standard
// tables, incoming inspections of audited arrivals, in-process inspections of output reports,
// quality release and inspection adjustments. Entity ids 500–549.
import { defineModule } from '../../schemas/modules/define';
import { qualityMenu } from './menus';

export default defineModule({
  code: 'quality',
  menus: { Web: [{ ...qualityMenu, after: 'mod.warehouse' }] },
});
