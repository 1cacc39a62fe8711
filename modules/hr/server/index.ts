// The server side of 人力资源: the rules on the generic record writes, a month's attendance built
// from the days, the payroll computed and paid, the payslips' PDF route and the demo month.
import { defineServerModule, implement } from '../../../server/modules/types';
import { hrAttendanceService, hrSalaryService } from '../contracts';
import { hm } from '../messages';
import { buildMonth } from './attendance';
import { seedHrDemo } from './demo';
import { hrHooks } from './hooks';
import { computePayroll, payPayrolls } from './payroll';
import { registerPayslips } from './payslips';

export default defineServerModule({
  seed: seedHrDemo,
  hooks: hrHooks,
  routes: registerPayslips,
  services: [
    implement(hrAttendanceService, {
      async buildFromDays(ctx, [{ month }]) {
        const count = await buildMonth(ctx, month);
        return { count, msg: hm(ctx.lang, 'built', { month, count }) };
      },
    }),
    implement(hrSalaryService, {
      async compute(ctx, [{ month }]) {
        const r = await computePayroll(ctx, month);
        return { id: r.id, msg: hm(ctx.lang, 'computed', { month, code: r.code, count: r.count, net: r.net }) };
      },
      async pay(ctx, [{ ids }]) {
        const r = await payPayrolls(ctx, ids);
        return { msg: hm(ctx.lang, 'paid', { code: r.codes.join('、'), deducted: r.deducted }) };
      },
    }),
  ],
});
