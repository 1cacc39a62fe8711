// The web part of 人力资源: the payroll's read-only view (查看单据), the month dialog of 计算工资 and 由日考勤生成, the payslips' download,
// and their strings. Lists, details and 项目人工汇总 are the generic templates.
import { stackReceiptViews } from '../../../schemas/documents/stack';
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { hrStacks, MONTH_CALL_HANDLER, PAYSLIP_HANDLER } from '../pages';

export default defineWebModule({
  code: 'hr',
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  receiptViews: stackReceiptViews(hrStacks),
  actions: { [MONTH_CALL_HANDLER]: () => import('./monthCall'), [PAYSLIP_HANDLER]: () => import('./payslips') },
});
