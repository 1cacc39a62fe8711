// The server side of 元数据: datax.Metadata (and {app}.MetadataBean) and the tenants' form scripts.
import { defineServerModule } from '../../../server/modules/types';
import { metadataService } from './metadata-service';
import { tenantScriptService } from './tenant-scripts';

export default defineServerModule({ services: [metadataService(), tenantScriptService()] });
