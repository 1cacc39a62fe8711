// The calls of the App portal's warehouse pages (types only from the contracts).
import { client } from '../../../../src/api/services';
import type { mdmBarcode } from '../../../barcode/public';
import type { wmsCount, wmsDelivery } from '../../contracts';

export const DeliveryApi = client<typeof wmsDelivery>('wms.Delivery');
export const CountApi = client<typeof wmsCount>('wms.Count');
export const BarcodeApi = client<typeof mdmBarcode>('mdm.barcode');
export { quiet } from '../api';
