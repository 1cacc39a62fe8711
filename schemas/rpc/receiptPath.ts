// meta.ReceiptPath: the documents a receipt was made from and made into (body
// [receiptId]; answer receipts and receiptPaths). Receipt ids are unique across receipt entities.
import { args, call, defineService, idArg } from './define';

export interface RouteReceipt {
  id: number;
  code: string | null;
  receiptTypeName: string;
  createName: string | null;
  createDt: string | null;
  /** additive: the entity and receipt type that open it, and its status */
  entityCode: string;
  receiptTypeCode: string | null;
  status: { dict: string; name: string };
}

export interface ReceiptRoutes {
  receipts: RouteReceipt[];
  /** receiptId was made into targetReceiptId */
  receiptPaths: Array<{ receiptId: number; targetReceiptId: number }>;
}

export const metaReceiptPath = defineService('meta.ReceiptPath', {
  /** [receiptId]: every document connected to it; only those of entities the caller may read are answered */
  gainReceiptRoutes: call<[number], ReceiptRoutes>(args(['receiptId', idArg]), 'session'),
});
