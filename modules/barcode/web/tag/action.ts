// 打印标签 on the lists whose rows print labels — 条码档案, 库位 (warehouse/Position), 物料
// (mdm/Material): the selected rows' codes (none: an empty list to scan into) in the label print
// dialog, for the kind the list's entity is (identity/labels/kinds.ts); says how many labels were
// printed. One handler for every kind: the pages declare an action with this handler's name.
import type { ActionHandler } from '../../../../src/templates/actions/registry';
import { i18n } from '../../../../src/i18n';
import { kindOfEntity } from '../../../identity/public';

const tag: ActionHandler = async ({ records, entityCode }) => {
  const { openTagDialog } = await import('./TagDialog');
  const printed = await openTagDialog(
    records.map((r) => String(r.code ?? '')).filter(Boolean),
    kindOfEntity(entityCode),
  );
  return printed ? i18n.t('barcode.tag.done', { count: printed }) : i18n.t('barcode.tag.none');
};

export default tag;
