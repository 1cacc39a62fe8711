// The server part of 条码管理: barcode.Barcode, barcode.Batch, barcode.BatchAdjust and
// mdm.barcode, the barcode hooks of the generic writes, and the demo barcodes.
import { defineServerModule } from '../../../server/modules/types';
import { barcodeService, mdmBarcodeService } from './barcode-service';
import { batchAdjustService, batchService } from './batch-service';
import { barcodeHooks } from './hooks';
import { seedBarcodeDemo } from './seed';

export default defineServerModule({
  services: [barcodeService, batchService, batchAdjustService, mdmBarcodeService],
  hooks: barcodeHooks,
  seed: seedBarcodeDemo,
});
