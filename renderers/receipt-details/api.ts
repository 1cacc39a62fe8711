// The typed client of meta.ReceiptPath for the receipt views' path section.
import type { metaReceiptPath } from '../../schemas/rpc/receiptPath';
import { client } from '../../src/api/services';

export const ReceiptPathApi = client<typeof metaReceiptPath>('meta.ReceiptPath');
