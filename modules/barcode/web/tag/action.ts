// 打印标签 on the barcode list: the selected barcodes (none: an empty list to scan into) in the
// label print dialog; says how many labels were printed.
import type { ActionHandler } from '../../../../src/templates/actions/registry';
import { i18n } from '../../../../src/i18n';
import { loadModuleStrings } from '../../../../src/i18n/modules';
import barcodeWeb from '../index';

const tag: ActionHandler = async ({ records }) => {
  await loadModuleStrings(barcodeWeb);
  const { openTagDialog } = await import('./TagDialog');
  const printed = await openTagDialog(records.map((r) => String(r.code ?? '')).filter(Boolean));
  return printed ? i18n.t('barcode.tag.done', { count: printed }) : i18n.t('barcode.tag.none');
};

export default tag;
