// The server part of 条码管理: barcode.Barcode, barcode.Batch, barcode.BatchAdjust and
// mdm.barcode, barcode.Tag and the label print route, the barcode hooks of the generic writes, and
// the demo barcodes and label prints.
import { defineServerModule } from '../../../server/modules/types';
import { barcodeService, mdmBarcodeService } from './barcode-service';
import { batchAdjustService, batchService } from './batch-service';
import { barcodeHooks } from './hooks';
import { seedBarcodeDemo } from './seed';
import { registerTagPrint } from './tag-print';
import { seedTagsDemo } from './tag-seed';
import { barcodeTagService } from './tag-service';

export default defineServerModule({
  services: [barcodeService, batchService, batchAdjustService, mdmBarcodeService, barcodeTagService],
  hooks: barcodeHooks,
  seed: async (ctx) => {
    await seedBarcodeDemo(ctx);
    await seedTagsDemo(ctx);
  },
  routes: registerTagPrint,
});
