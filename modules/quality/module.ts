// 质量管理 (quality): inspection items and schemes with versions, sampling plans by the standard
// tables, incoming inspections of audited arrivals, in-process inspections of output reports,
// quality release and inspection adjustments. Entity ids 500–549.
import { stackEntities, stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { qualityMenu } from './menus';
import { qualityStacks } from './pages';

export default defineModule({
  code: 'quality',
  entities: stackEntities(qualityStacks),
  pages: stackPages(qualityStacks),
  menus: { Web: [{ ...qualityMenu, after: 'mod.warehouse' }] },
  // the warehouse keeper sees the inspections that hold the goods at the gate; the read-only role reads the quality area
  grants: { warehouse: [{ pages: ['quality/'], buttons: 'readOnly' }], viewer: [{ pages: ['quality/'], buttons: 'readOnly' }] },
  server: () => import('./server'),
});
