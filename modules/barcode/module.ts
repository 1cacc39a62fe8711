// 条码管理 (barcode): barcodes and their trees (containers and contents), batches and batch
// adjustments; the barcode operations (generate by coding rule, bind, unbind, merge, split,
// transfer and adjust counts) each in one transaction over locked rows; codes read from scanned
// strings and from uploaded images (mdm.barcode); labels printed with a label template (打印标签, one
// PDF at the template's size) and the history of those prints (标签打印记录).
import { stackEntities, stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { barcodeMenu } from './menus';
import { barcodeStacks } from './pages';

export default defineModule({
  code: 'barcode',
  entities: stackEntities(barcodeStacks),
  pages: stackPages(barcodeStacks),
  menus: { Web: [{ ...barcodeMenu, after: 'mod.project' }] },
  // the warehouse keeper labels and repacks the goods; the read-only roles keep their own areas
  grants: { warehouse: [{ pages: ['barcode/'], buttons: 'all' }] },
  server: () => import('./server'),
});
