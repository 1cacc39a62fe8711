// 导入BOM on the BOM list (a toolbar action): a dialog naming the sheet's columns, whose import
// button uploads the sheet to mdm.BOM/leadIn (BOMs with their lines, all or nothing; the generic
// 导入 of the list reads headers only, and a BOM needs lines).
import { i18n } from '../../../src/i18n';
import type { ActionHandler } from '../../../src/templates/actions/registry';

const bomImport: ActionHandler = async () => {
  const [{ createElement }, { openDialog }, { BomImportDialog }] = await Promise.all([import('react'), import('../../../src/templates/actions/openDialog'), import('./BomImportDialog')]);
  const imported = await openDialog<number>((close) => createElement(BomImportDialog, { onClose: close }));
  return imported ? i18n.t('production.bom.imported', { count: imported }) : i18n.t('production.bom.importClosed');
};

export default bomImport;
