// The server side of 元数据: datax.Metadata (and {app}.MetadataBean) and the tenants' form scripts,
// with the bound on what a form script's calls may do.
import { defineServerModule } from '../../../server/modules/types';
import { metadataService } from './metadata-service';
import { scriptCallGuard } from './script-calls';
import { tenantScriptService } from './tenant-scripts';

export default defineServerModule({ services: [metadataService(), tenantScriptService()], guards: [scriptCallGuard] });
