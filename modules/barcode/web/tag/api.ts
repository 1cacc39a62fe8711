// barcode.Tag (types only from the contracts: zod stays out of the bundle) and the label print route.
import { postDownload } from '../../../../src/api/download';
import { client } from '../../../../src/api/services';
import type { barcodeTag, TagPrint } from '../../contracts';

export const BarcodeTagApi = client<typeof barcodeTag>('barcode.Tag');

/** the same as contracts.ts TAG_PDF_URL (not imported: that module holds zod) */
export const TAG_PDF_URL = '/download/barcode-tags.pdf';

/** Prints the labels: the PDF is saved under the server's name; rejects with the server's message. */
export const printTags = (print: TagPrint) => postDownload(TAG_PDF_URL, [print], 'labels.pdf');
