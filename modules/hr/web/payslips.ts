// 工资条: the payroll's payslips downloaded as one PDF (a page per person).
import { postDownload } from '../../../src/api/download';
import { i18n } from '../../../src/i18n';
import type { ActionHandler } from '../../../src/templates/actions/registry';
import { PAYSLIP_URL } from '../pages';

const payslips: ActionHandler = async ({ records }) => {
  const row = records[0];
  if (!row) return i18n.t('hr.month.none');
  await postDownload(PAYSLIP_URL, [{ id: Number(row.id) }], `${String(row.code ?? 'payslips')}.pdf`);
  return i18n.t('hr.payslip.done');
};

export default payslips;
