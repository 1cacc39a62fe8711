// The typed client of barcode.Barcode (types only from the contracts: zod stays out of the bundle).
import { client } from '../../../src/api/services';
import type { barcodeBarcode } from '../contracts';

export const BarcodeApi = client<typeof barcodeBarcode>('barcode.Barcode');

/** Our own failure display in the dialog: no global notice. */
export const quiet = { ignoreError: true } as const;
