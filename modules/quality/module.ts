// 质量管理 (quality): inspection items and schemes with versions, sampling plans by the standard
// tables, incoming inspections of audited arrivals, in-process inspections of output reports,
// quality release and inspection adjustments; control charts (the spc part). Entity ids 500–549.
import { stackEntities, stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { qualityMenu } from './menus';
import { qualityStacks } from './pages';
import { spcPart } from './spc/part';

export default defineModule({
  code: 'quality',
  entities: stackEntities(qualityStacks),
  pages: stackPages(qualityStacks),
  menus: { Web: [{ ...qualityMenu, after: 'mod.warehouse' }] },
  // the warehouse keeper reads the whole area (what holds the goods at the gate, what was released or
  // adjusted); the purchaser reads the incoming inspections and releases of the goods bought; the
  // read-only role reads the quality area; judging, releasing and adjusting stay with the quality roles
  grants: {
    warehouse: [{ pages: ['quality/'], buttons: 'readOnly' }],
    purchaser: [{ pages: ['quality/IncomingOrder', 'quality/IncomingInspectDetail', 'quality/Release'], buttons: 'readOnly' }],
    viewer: [{ pages: ['quality/'], buttons: 'readOnly' }],
  },
  parts: [spcPart],
  server: () => import('./server'),
});
