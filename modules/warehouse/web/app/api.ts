// The calls of the App portal's warehouse pages (types only from the contracts).
import { client } from '../../../../src/api/services';
import type { mdmBarcode } from '../../../barcode/public';
import type { wmsCount, wmsDelivery, wmsDeliveryApply, wmsDeliveryRaw, wmsEntry, wmsStock } from '../../contracts';
import type { putOnStacks } from '../../puton/pages';

export const DeliveryApi = client<typeof wmsDelivery>('wms.Delivery');
export const DeliveryRawApi = client<typeof wmsDeliveryRaw>('wms.DeliveryRaw');
/** what picking a delivery by scan calls: a 出库单's or a 原料出库单's service */
export type PickingApi = Pick<typeof DeliveryApi, 'detail' | 'modify' | 'audit'>;
export const CountApi = client<typeof wmsCount>('wms.Count');
export const BarcodeApi = client<typeof mdmBarcode>('mdm.barcode');
export const EntryApi = client<typeof wmsEntry>('wms.Entry');
export const PutOnApi = client<typeof putOnStacks.PutOn.service>('wms.PutOn');
export const ApplyApi = client<typeof wmsDeliveryApply>('wms.DeliveryApply');
export const StockApi = client<typeof wmsStock>('wms.Stock');
export { quiet } from '../api';
