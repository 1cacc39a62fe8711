// The entities of 到货登记 and 退货单, registered by the warehouse module (module.ts).
import { WmsArrival } from './arrival';
import { WmsBarcodeMove } from './barcode-move';
import { WmsReject } from './reject';

export { WmsArrival, WmsBarcodeMove, WmsReject };
export const arrivalEntities = [WmsArrival, WmsReject, WmsBarcodeMove];
