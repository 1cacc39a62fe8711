// A scanned string as the App pages use it: the barcode it names (a plain code or our label's QR
// payload), read by the server, in the pure scan rules' shape.
import type { BarcodeRow } from '../../../barcode/public';
import type { ScannedBarcode } from './picking-scan';

export const scannedOf = (b: BarcodeRow): ScannedBarcode => ({
  code: b.code,
  materialId: b.material_id?.id ?? null,
  materialName: b.material_id?.name ?? '',
  count: b.count,
  batchNo: b.batch_no,
  warehouseId: b.warehouse_id,
  positionId: b.position_id,
  state: b.state,
});
