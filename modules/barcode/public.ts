// What other modules may use of 条码管理: the 打印标签 action's handler name, the barcode
// messages, and the binding rules a stack or a feeding checks.
export { TAG_HANDLER } from './pages';
export { type BarcodeMessage, bm } from './messages';
export { BarcodeRefusal, checkBind, duplicatesOf, type MergeRow } from './rules';
// the scan look-up (mdm.barcode/getBarcodeFromStr) for other modules' scanning pages (the App portal's picking)
export type { BarcodeRow, mdmBarcode } from './contracts';
