// The typed client of meta.ReceiptPath for the 溯源图谱 page.
import { client } from '../../../src/api/services';
import type { metaReceiptPath } from '../../../schemas/rpc/receiptPath';

export const ReceiptPathApi = client<typeof metaReceiptPath>('meta.ReceiptPath');
