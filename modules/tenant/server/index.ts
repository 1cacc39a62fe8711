// The server side of 租户管理: its services (one file each) and the login log's .xlsx download.
import { defineServerModule } from '../../../server/modules/types';
import { appService } from './app-service';
import { dataShareService } from './data-share-service';
import { dictDiffService } from './dict-diff-service';
import { globalJobService } from './global-job-service';
import { loginLogService } from './login-log-service';
import { registerLoginLogExport } from './login-log-export';
import { tenantService } from './tenant-service';
import { tradeService } from './trade-service';

export default defineServerModule({
  services: [tenantService, tradeService, appService, globalJobService, dictDiffService, dataShareService, loginLogService],
  routes: registerLoginLogExport,
});
