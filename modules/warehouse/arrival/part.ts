// 到货登记 and 退货单 (arrival registrations and their returns against barcodes): their documents and
// the barcode log their audits leave, the pages and menu entries in place of the planned ones, and
// the server part (wms.Arrival, wms.Reject, their rules and the stock-in rules). Its demo seeds
// before the warehouse's own: the warehouse documents' demo stacks the arrivals' audited barcodes.
import { stackEntities, stackPages } from '../../../schemas/documents/stack';
import { definePart } from '../../../schemas/modules/define';
import { WmsBarcodeMove } from './entities/barcode-move';
import { arrivalStacks } from './pages';

export const arrivalPart = definePart({
  code: 'arrival',
  entities: [...stackEntities(arrivalStacks), WmsBarcodeMove],
  pages: stackPages(arrivalStacks),
  menus: { Web: { replace: { 'warehouse/Arrival': arrivalStacks.Arrival.menu, 'warehouse/ArrivalDetail': [], 'warehouse/Reject': arrivalStacks.Reject.menu } } },
  server: () => import('./server'),
});
