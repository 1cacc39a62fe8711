// The dashboard template's calls: report.Dashboard (typed from its contract; only types come from
// there, so zod stays out of the browser bundle).
import type { reportDashboard } from '../../../schemas/rpc/dashboard';
import { client } from '../../api/services';

export const DashboardApi = client<typeof reportDashboard>('report.Dashboard');
