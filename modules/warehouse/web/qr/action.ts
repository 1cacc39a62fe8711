// 生成库位二维码 on the position list (a toolbar action): the selected positions' QR codes in a
// dialog to print; says how many were made. Nothing selected: says so.
import type { ActionHandler } from '../../../../src/templates/actions/registry';
import { i18n } from '../../../../src/i18n';

const positionQr: ActionHandler = async ({ records }) => {
  const ids = records.map((r) => Number(r.id)).filter((id) => id > 0);
  if (!ids.length) return i18n.t('warehouse.qr.none');
  const [{ createElement }, { openDialog }, { QrDialog }] = await Promise.all([import('react'), import('../../../../src/templates/actions/openDialog'), import('./QrDialog')]);
  const made = await openDialog<number>((close) => createElement(QrDialog, { ids, onClose: close }));
  return made ? i18n.t('warehouse.qr.done', { count: made }) : i18n.t('warehouse.qr.closed');
};

export default positionQr;
