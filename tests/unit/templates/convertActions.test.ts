// The declared "create from" actions agree with the calls they post to: the argument key each
// declares (ActionDef.arg) is the one its conversion call validates, and the page it opens the
// draft in (ActionDef.target) is the page the call creates through (its access). A renamed key
// or page on either side fails here, not in a user's browser.
import { describe, expect, it } from 'vitest';
import { erpIncome, erpInvoice, erpPayment } from '../../../modules/finance/contracts';
import { financePages } from '../../../modules/finance/pages';
import { erpPurchaseArrival, erpPurchaseReject } from '../../../modules/purchase/contracts';
import { purchasePages } from '../../../modules/purchase/pages';
import { erpSaleDelivery, erpSaleReject } from '../../../modules/sale/contracts';
import { salePages } from '../../../modules/sale/pages';
import { wmsReject } from '../../../modules/warehouse/arrival/contracts';
import { arrivalPages } from '../../../modules/warehouse/arrival/pages';
import { wmsDelivery, wmsDeliveryRaw, wmsEntry } from '../../../modules/warehouse/contracts';
import { warehousePages } from '../../../modules/warehouse/pages';
import type { ActionDef, PageDef } from '../../../schemas/pages/types';
import type { ServiceContract } from '../../../schemas/rpc/define';
import { parseServicePath } from '../../../src/templates/list/dataSources';

const SERVICES: readonly ServiceContract[] = [erpPurchaseArrival, erpPurchaseReject, erpSaleDelivery, erpSaleReject, erpIncome, erpPayment, erpInvoice, wmsEntry, wmsDelivery, wmsDeliveryRaw, wmsReject];
const PAGES: PageDef[] = [...Object.values(purchasePages), ...Object.values(salePages), ...Object.values(financePages), ...Object.values(warehousePages), ...Object.values(arrivalPages)];
const converts = PAGES.flatMap((page) => (page.actions ?? []).filter((a) => a.handler === 'convert').map((action) => ({ page, action })));

describe('convert actions', () => {
  it('are declared on the source documents', () => {
    expect(converts.map(({ page, action }) => `${page.url}:${action.code}`)).toEqual([
      'purchase/order:toArrival',
      'purchase/order:toPayment',
      'purchase/order:toInvoice',
      'purchase/PurchaseArrival:toReject',
      'purchase/PurchaseArrival:toPayment',
      'purchase/PurchaseArrival:toEntry',
      'sale/Order:toDelivery',
      'sale/Order:toInvoice',
      'sale/Delivery:toReject',
      'sale/Delivery:toIncome',
      'sale/Delivery:toWmsDelivery',
      'warehouse/Apply:toDelivery',
      'warehouse/Apply:toRawDelivery',
      'warehouse/Arrival:toReject',
    ]);
  });

  it.each(converts.map(({ page, action }) => [`${page.url} ${action.code}`, action] as [string, ActionDef]))('%s: arg and target match the call', (_, action) => {
    const path = parseServicePath(action.call ?? '')!;
    const service = SERVICES.find((s) => s.name === path.service)!;
    const call = service.calls[path.method];
    expect(call, action.call).toBeTruthy();
    expect(call.args.schema.safeParse([{ [action.arg!]: 7, handleBillId: null }]).success).toBe(true);
    // the key is required: under any other name the server refuses the call
    expect(call.args.schema.safeParse([{ sourceId: 7, handleBillId: null }]).success).toBe(false);
    expect((call.access as { page?: string }).page).toBe(action.target);
    expect(PAGES.some((p) => p.url === action.target)).toBe(true);
  });
});
