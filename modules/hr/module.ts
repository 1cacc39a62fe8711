// 人力资源 (hr): daily and monthly attendance (entered, imported from their templates, or a month
// built from the days), basic salaries, staff borrowings, the monthly payroll the server computes
// decimal-exact (basic pay by attendance, overtime, production's piece-rate wages, borrowing
// instalments) with payslips as PDF, and labour hours and cost by project. Entity ids 670–689.
// Salaries are sensitive: the read-only viewer sees attendance only, never pay (grants below).
import { stackEntities, stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { hrMenu } from './menus';
import { hrStacks } from './pages';
import { hrReports } from './reports';
import { hrViews } from './views';

export default defineModule({
  code: 'hr',
  entities: stackEntities(hrStacks),
  pages: stackPages(hrStacks),
  views: hrViews,
  reports: Object.values(hrReports),
  // where the planned node stood: after 追溯 (the spec's "Traceability and HR")
  menus: { Web: [{ ...hrMenu, after: 'mod.trace' }] },
  grants: {
    viewer: [{ pages: ['hr/AttendanceDay', 'hr/Attendance'], buttons: 'readOnly' }],
  },
  server: () => import('./server'),
});
